import {
  accountsEndpoints,
  CATALOGUES,
  ErrorCode,
  playerTwoFactorEndpoints,
  type PlayerTwoFactorStatus,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { LOAD, testPlayer } from '../../test/fixtures';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';

const texts = CATALOGUES.vi.web.account.twoFactor;
const settings = CATALOGUES.vi.web.account.settings;
const errors = CATALOGUES.vi.errors;

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Fairround:an2024?issuer=Fairround&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD-EFGH-JK${String.fromCharCode(65 + index)}2`);
const OFF: PlayerTwoFactorStatus = { enabled: false, pending: false, recoveryCodesLeft: 0 };
const ON: PlayerTwoFactorStatus = { enabled: true, pending: false, recoveryCodesLeft: 8 };

type Sent = { path: string; body: Record<string, unknown> };

/** Opens /my_2fa from /my_set; the server answers `status` and the calls in `answers`. */
function open(
  status: () => PlayerTwoFactorStatus,
  answers: Record<string, (body: Record<string, unknown>) => Envelope> = {},
) {
  setToken('player-token');
  const sent: Sent[] = [];
  stubApi((path, body) => {
    sent.push({ path, body });
    if (path === accountsEndpoints.userInfo.path) return ok(testPlayer({ twoFactor: status().enabled }));
    if (path === playerTwoFactorEndpoints.status.path) return ok(status());
    const answer = answers[path];
    if (answer) return answer(body);
    throw new Error(`unexpected call ${path}`);
  });
  renderApp({ history: ['/user', '/my_set', '/my_2fa'] });
  return { sent, calls: (path: string) => sent.filter((call) => call.path === path) };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/my_2fa', { timeout: 20_000 }, () => {
  it('is linked from the settings menu with its state', async () => {
    setToken('player-token');
    stubApi((path) =>
      path === accountsEndpoints.userInfo.path ? ok(testPlayer({ twoFactor: true })) : ok(OFF),
    );
    renderApp({ history: ['/user', '/my_set'] });
    const menu = await screen.findByRole('navigation', { name: settings.title }, LOAD);
    const link = await within(menu).findByRole('link', { name: new RegExp(settings.twoFactor) }, LOAD);
    expect(link.getAttribute('href')).toBe('/my_2fa');
    await waitFor(() => expect(link.textContent).toContain(settings.on));
  });

  it('enrols: shows the key and the link with copy buttons that copy exactly what is shown, confirms with a code, then shows the recovery codes once', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let status = OFF;
    const { calls } = open(() => status, {
      [playerTwoFactorEndpoints.setup.path]: () => ok({ secret: SECRET, otpauthUri: URI }),
      [playerTwoFactorEndpoints.enable.path]: (body) => {
        if (body.code !== '123456')
          return {
            code: 0,
            info: errors[ErrorCode.TwoFactorWrong],
            data: { errCode: ErrorCode.TwoFactorWrong, field: 'code' },
          };
        status = { enabled: true, pending: false, recoveryCodesLeft: 10 };
        return ok({ recoveryCodes: CODES });
      },
    });
    expect(await screen.findByText(texts.statusOff, {}, LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.start }));

    const key = await screen.findByText(SECRET, {}, LOAD);
    expect(screen.getByText(URI)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.openApp }).getAttribute('href')).toBe(URI);
    fireEvent.click(screen.getByRole('button', { name: texts.secretLabel }));
    fireEvent.click(screen.getByRole('button', { name: texts.linkLabel }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls).toEqual([[key.textContent], [URI]]);

    // A wrong code answers under the field; the right one turns it on.
    type(texts.code, '654321');
    fireEvent.click(screen.getByRole('button', { name: texts.turnOn }));
    expect(await screen.findByText(errors[ErrorCode.TwoFactorWrong], {}, LOAD)).toBeTruthy();
    type(texts.code, '123456');
    fireEvent.click(screen.getByRole('button', { name: texts.turnOn }));

    const recovery = await screen.findByTestId('two-factor-recovery', {}, LOAD);
    expect(within(recovery).getByRole('alert').textContent).toContain(texts.recoveryWarning);
    expect(
      within(recovery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls(playerTwoFactorEndpoints.enable.path).map((call) => call.body.code)).toEqual([
      '654321',
      '123456',
    ]);

    // Once dismissed the codes are gone for good: the page shows the status only.
    fireEvent.click(within(recovery).getByRole('button', { name: texts.recoverySaved }));
    expect(await screen.findByTestId('two-factor-disable', {}, LOAD)).toBeTruthy();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('asks for a code before enabling and sends nothing without one', async () => {
    const { calls } = open(() => OFF, {
      [playerTwoFactorEndpoints.setup.path]: () => ok({ secret: SECRET, otpauthUri: URI }),
    });
    fireEvent.click(await screen.findByRole('button', { name: texts.start }, LOAD));
    await screen.findByText(SECRET, {}, LOAD);
    fireEvent.click(screen.getByRole('button', { name: texts.turnOn }));
    expect(await screen.findByText(CATALOGUES.vi.web.form.problems.enterOtp)).toBeTruthy();
    expect(calls(playerTwoFactorEndpoints.enable.path)).toEqual([]);
  });

  it('turns off with a code and the login password, showing a wrong password under its field', async () => {
    let status = ON;
    const { calls } = open(() => status, {
      [playerTwoFactorEndpoints.disable.path]: (body) => {
        if (body.passwd !== 'abc12345')
          return {
            code: 0,
            info: errors[ErrorCode.LoginPasswordWrong],
            data: { errCode: ErrorCode.LoginPasswordWrong, field: 'passwd' },
          };
        status = OFF;
        return ok(null);
      },
    });
    const form = await screen.findByTestId('two-factor-disable', {}, LOAD);
    expect(screen.getByTestId('two-factor-status').textContent).toBe(texts.statusOn);
    expect(screen.getByText(texts.recoveryLeft_other.replace('{count}', '8'))).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: texts.turnOff }));
    expect(await screen.findByText(CATALOGUES.vi.web.form.problems.enterOtp)).toBeTruthy();
    expect(calls(playerTwoFactorEndpoints.disable.path)).toEqual([]);

    type(texts.disableCode, '111222');
    type(texts.password, 'wrong999');
    fireEvent.click(within(form).getByRole('button', { name: texts.turnOff }));
    expect(await screen.findByText(errors[ErrorCode.LoginPasswordWrong], {}, LOAD)).toBeTruthy();

    type(texts.password, 'abc12345');
    fireEvent.click(within(form).getByRole('button', { name: texts.turnOff }));
    expect(await screen.findByRole('button', { name: texts.start }, LOAD)).toBeTruthy();
    // The toast comes after the refetch that shows the button: wait for it, so it is not drawn
    // after the file's teardown.
    expect(await screen.findByText(texts.turnedOff, {}, LOAD)).toBeTruthy();
    expect(calls(playerTwoFactorEndpoints.disable.path).map((call) => call.body)).toEqual([
      expect.objectContaining({ code: '111222', passwd: 'wrong999' }),
      expect.objectContaining({ code: '111222', passwd: 'abc12345' }),
    ]);
  });
});
