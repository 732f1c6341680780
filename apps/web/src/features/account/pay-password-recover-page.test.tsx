import { accountsEndpoints, CATALOGUES, ErrorCode, fillTemplate } from '@fairround/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';
import { LOAD, testPlayer } from '../../test/fixtures';

const texts = CATALOGUES.vi.web.account.payPassword;
const errors = CATALOGUES.vi.errors;
const PLAYER = testPlayer({ noPassword2: 0 });

function open(answer: (path: string, body: Record<string, unknown>) => Envelope | undefined, path: string) {
  setToken('player-token');
  const fetchMock = stubApi((called, body) => {
    if (called === accountsEndpoints.userInfo.path) return ok(PLAYER);
    const answered = answer(called, body);
    if (answered) return answered;
    throw new Error(`unexpected call ${called}`);
  });
  renderApp({ history: ['/user', path] });
  return fetchMock;
}

const bodiesOf = (fetchMock: ReturnType<typeof open>, path: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

describe('forgotten pay password', { timeout: 20_000 }, () => {
  it('is linked from the change form when a pay password exists', async () => {
    open(() => undefined, '/usercipherpassword');
    const link = await screen.findByRole('link', { name: texts.forgot }, LOAD);
    expect(link.getAttribute('href')).toBe('/usercipherpassword/recover');
  });

  it('sends the code to the phone on file, then resets with the code and the login password', async () => {
    const fetchMock = open(
      (path) =>
        path === accountsEndpoints.payPasswordCodeSend.path
          ? ok({ cooldownSeconds: 60, expiresInSeconds: 300 })
          : path === accountsEndpoints.recoverPayPassword.path
            ? ok(null)
            : undefined,
      '/usercipherpassword/recover',
    );
    expect(await screen.findByText(fillTemplate(texts.recover.note, { phone: PLAYER.phone }), {}, LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CATALOGUES.vi.web.auth.register.sendCode }));
    await waitFor(() => expect(bodiesOf(fetchMock, accountsEndpoints.payPasswordCodeSend.path)).toHaveLength(1));
    // The code goes to the phone on file: the request names no number.
    expect(bodiesOf(fetchMock, accountsEndpoints.payPasswordCodeSend.path)[0]).not.toHaveProperty('mobile');
    type(texts.recover.code, '123456');
    type(texts.recover.login, 'login-pass1');
    type(texts.new, '135792');
    type(texts.repeat, '135792');
    fireEvent.click(screen.getByRole('button', { name: texts.recover.submit }));
    await waitFor(() => expect(bodiesOf(fetchMock, accountsEndpoints.recoverPayPassword.path)).toHaveLength(1));
    expect(bodiesOf(fetchMock, accountsEndpoints.recoverPayPassword.path)[0]).toMatchObject({
      captcha: '123456',
      passwd: 'login-pass1',
      newpwd: '135792',
      newpwd2: '135792',
    });
    await waitFor(() => expect(screen.queryByTestId('pay-recover-form')).toBeNull());
  });

  it('checks the fields before calling, and shows a wrong login password under its field', async () => {
    const fetchMock = open(
      (path) =>
        path === accountsEndpoints.recoverPayPassword.path
          ? { code: 0, info: errors[ErrorCode.LoginPasswordWrong], data: { errCode: ErrorCode.LoginPasswordWrong, field: 'passwd' } }
          : undefined,
      '/usercipherpassword/recover',
    );
    fireEvent.click(await screen.findByRole('button', { name: texts.recover.submit }, LOAD));
    expect(await screen.findByText(CATALOGUES.vi.web.form.problems.enterCode)).toBeTruthy();
    expect(bodiesOf(fetchMock, accountsEndpoints.recoverPayPassword.path)).toHaveLength(0);
    type(texts.recover.code, '123456');
    type(texts.recover.login, 'not-mine-1');
    type(texts.new, '135792');
    type(texts.repeat, '135792');
    fireEvent.click(screen.getByRole('button', { name: texts.recover.submit }));
    expect(await screen.findByText(errors[ErrorCode.LoginPasswordWrong])).toBeTruthy();
    expect(screen.getByLabelText(texts.recover.login).getAttribute('aria-invalid')).toBe('true');
  });
});
