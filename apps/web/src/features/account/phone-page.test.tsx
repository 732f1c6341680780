import { accountsEndpoints, CATALOGUES, ErrorCode, fillTemplate, profileEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { LOAD, testPlayer } from '../../test/fixtures';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';

const texts = CATALOGUES.vi.web.account.phone;
const register = CATALOGUES.vi.web.auth.register;
const problems = CATALOGUES.vi.web.form.problems;
const errors = CATALOGUES.vi.errors;
const PLAYER = testPlayer();
const SENT = { cooldownSeconds: 60, expiresInSeconds: 300 };

function open(answer: (path: string, body: Record<string, unknown>) => Envelope | undefined) {
  setToken('player-token');
  const fetchMock = stubApi((called, body) => {
    if (called === accountsEndpoints.userInfo.path) return ok(PLAYER);
    const answered = answer(called, body);
    if (answered) return answered;
    throw new Error(`unexpected call ${called}`);
  });
  return { fetchMock, ...renderApp({ history: ['/my_set', '/my_phone'] }) };
}

const bodiesOf = (fetchMock: ReturnType<typeof open>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sendButton = (target: string) =>
  screen.getByRole('button', { name: `${register.sendCode} (${target})` });
const refusal = (errCode: (typeof ErrorCode)[keyof typeof ErrorCode], field: string): Envelope => ({
  code: 0,
  info: errors[errCode],
  data: { errCode, field },
});

afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

describe('/my_phone: changing the phone number', { timeout: 20_000 }, () => {
  it('sends a code to each number, confirms, then sends both codes with the login password', async () => {
    const { fetchMock, router } = open((path) => {
      if (path === profileEndpoints.phoneCodeOld.path || path === profileEndpoints.phoneCodeNew.path)
        return ok(SENT);
      if (path === profileEndpoints.changePhone.path) return ok({ quhao: '+84', phone: '+84 ****4555' });
      return undefined;
    });
    expect(await screen.findByText(fillTemplate(texts.note, { phone: PLAYER.phone }), {}, LOAD)).toBeTruthy();
    // The player's own area code is offered first.
    expect(screen.getByRole('button', { name: /\+84/ }).className).toContain('fr-area-code');

    fireEvent.click(sendButton(texts.oldCodeName));
    await waitFor(() => expect(bodiesOf(fetchMock, profileEndpoints.phoneCodeOld.path)).toHaveLength(1));
    // The first code goes to the phone on file: the request names no number.
    expect(bodiesOf(fetchMock, profileEndpoints.phoneCodeOld.path)[0]).not.toHaveProperty('mobile');
    expect(
      await screen.findByText(fillTemplate(texts.oldSent, { phone: PLAYER.phone, minutes: 5 })),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(texts.oldCodeName) }).hasAttribute('disabled')).toBe(
      true,
    );

    // No number yet: the new code is not asked for, the phone field says why.
    fireEvent.click(sendButton(texts.newCodeName));
    expect(await screen.findByText(errors[ErrorCode.PhoneFormat])).toBeTruthy();
    expect(bodiesOf(fetchMock, profileEndpoints.phoneCodeNew.path)).toHaveLength(0);
    type(texts.newPhone, '0933 444 555');
    fireEvent.click(sendButton(texts.newCodeName));
    await waitFor(() => expect(bodiesOf(fetchMock, profileEndpoints.phoneCodeNew.path)).toHaveLength(1));
    expect(bodiesOf(fetchMock, profileEndpoints.phoneCodeNew.path)[0]).toMatchObject({
      quhao: '+84',
      mobile: '0933 444 555',
    });

    type(texts.oldCode, '111111');
    type(texts.newCode, ' 222222 ');
    type(texts.login, 'login-pass1');
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(fillTemplate(texts.confirmBody, { phone: '+84 933444555' })),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(bodiesOf(fetchMock, profileEndpoints.changePhone.path)).toHaveLength(1));
    expect(bodiesOf(fetchMock, profileEndpoints.changePhone.path)[0]).toMatchObject({
      quhao: '+84',
      mobile: '0933 444 555',
      oldCaptcha: '111111',
      newCaptcha: '222222',
      passwd: 'login-pass1',
    });
    expect(await screen.findByText(texts.done)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_set'));
  });

  it('checks every field before calling, and shows refusals under the field they name', async () => {
    const answers = [
      refusal(ErrorCode.SmsCodeWrong, 'newCaptcha'),
      refusal(ErrorCode.LoginPasswordWrong, 'passwd'),
    ];
    const { fetchMock } = open((path) =>
      path === profileEndpoints.changePhone.path ? answers[bodiesOf(fetchMock, path).length - 1] : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: texts.submit }, LOAD));
    expect(await screen.findAllByText(problems.enterCode)).toHaveLength(2);
    expect(screen.getByText(errors[ErrorCode.PhoneFormat])).toBeTruthy();
    expect(screen.getByText(problems.enterPassword)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(texts.oldCode));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesOf(fetchMock, profileEndpoints.changePhone.path)).toHaveLength(0);

    type(texts.oldCode, '111111');
    type(texts.newPhone, '933444555');
    type(texts.newCode, '222222');
    type(texts.login, 'login-pass1');
    for (const [label, errCode] of [
      [texts.newCode, ErrorCode.SmsCodeWrong],
      [texts.login, ErrorCode.LoginPasswordWrong],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: texts.submit }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.confirm }));
      expect(await screen.findByText(errors[errCode])).toBeTruthy();
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(screen.getByTestId('phone-change-form')).toBeTruthy();
  });

  it('shows a refused code request (own number, cooldown) under the field it concerns', async () => {
    open((path) => {
      if (path === profileEndpoints.phoneCodeNew.path) return refusal(ErrorCode.PhoneUnchanged, 'mobile');
      if (path === profileEndpoints.phoneCodeOld.path) {
        return {
          code: 0,
          info: fillTemplate(errors[ErrorCode.SmsTooFrequent], { num: 42 }),
          data: { errCode: ErrorCode.SmsTooFrequent },
        };
      }
      return undefined;
    });
    await screen.findByLabelText(texts.newPhone, {}, LOAD);
    type(texts.newPhone, '912345678');
    fireEvent.click(sendButton(texts.newCodeName));
    expect(await screen.findByText(errors[ErrorCode.PhoneUnchanged])).toBeTruthy();
    expect(screen.getByLabelText(texts.newPhone).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(sendButton(texts.oldCodeName));
    expect(await screen.findByText(fillTemplate(errors[ErrorCode.SmsTooFrequent], { num: 42 }))).toBeTruthy();
    expect(screen.getByLabelText(texts.oldCode).getAttribute('aria-invalid')).toBe('true');
  });
});
