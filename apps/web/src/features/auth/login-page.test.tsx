import { accountsEndpoints, CATALOGUES, ErrorCode } from '@fairround/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { getToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { testPlayer } from '../../test/fixtures';

const PLAYER = testPlayer({ nickname: 'an2024', money: '0.00', leftmoney: '0.00', noPassword2: 0 });

function noteOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function type(label: string, value: string): HTMLElement {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  return input;
}

describe('/login', () => {
  it('asks for both fields and for at least 6 password characters (1061) before calling the server', async () => {
    const fetchMock = stubApi(() => ok(null));
    renderApp({ history: ['/login'] });
    await screen.findByRole('heading', { name: 'Chào mừng trở lại' }, { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const identifier = screen.getByLabelText('Tên đăng nhập hoặc số điện thoại');
    expect(noteOf(identifier)).toBe('Nhập tên đăng nhập hoặc số điện thoại');
    expect(noteOf(screen.getByLabelText('Mật khẩu'))).toBe('Nhập mật khẩu');
    expect(document.activeElement).toBe(identifier);

    type('Tên đăng nhập hoặc số điện thoại', 'an2024');
    type('Mật khẩu', 'abc12');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(noteOf(screen.getByLabelText('Mật khẩu'))).toBe('Mật khẩu đăng nhập phải có ít nhất 6 ký tự');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s wrong-credentials answer (1003) above the button, in the player’s language', async () => {
    await i18n.changeLanguage('en-US');
    stubApi(() => ({ code: 0, info: 'Wrong username or password', data: { errCode: 1003 } }));
    renderApp({ history: ['/login'] });
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 });

    type('Username or phone number', 'an2024');
    type('Password', 'wrong123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong username or password');
    expect(getToken()).toBeNull();

    // Editing a field clears the stale answer.
    type('Password', 'wrong1234');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a frozen account (1069) as the form’s message', async () => {
    stubApi(() => ({
      code: 0,
      info: 'Tài khoản đã bị khóa; vui lòng liên hệ hỗ trợ',
      data: { errCode: 1069 },
    }));
    renderApp({ history: ['/login'] });
    await screen.findByRole('heading', { name: 'Chào mừng trở lại' }, { timeout: 5000 });
    type('Tên đăng nhập hoặc số điện thoại', 'an2024');
    type('Mật khẩu', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tài khoản đã bị khóa; vui lòng liên hệ hỗ trợ',
    );
  });

  it('logs in by phone with the chosen area code, then opens /user', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path === accountsEndpoints.login.path) {
        bodies.push(body);
        return ok({ token: 'fresh-token', userinfo: PLAYER });
      }
      return ok(PLAYER);
    });
    const { router } = renderApp({ history: ['/login'] });
    await screen.findByRole('heading', { name: 'Chào mừng trở lại' }, { timeout: 5000 });

    type('Tên đăng nhập hoặc số điện thoại', ' 0912 345 678 ');
    // Digits make it a phone number: the area-code button appears inside the field.
    expect(screen.getByRole('button', { name: 'Mã vùng +84 (Việt Nam), đổi' })).toBeTruthy();
    type('Mật khẩu', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByRole('heading', { name: 'an2024' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
    expect(getToken()).toBe('fresh-token');
    expect(bodies).toEqual([
      expect.objectContaining({ quhao: '+84', username: '0912 345 678', password: 'abc12345' }),
    ]);
  });

  it('goes back to the screen that asked for a login', async () => {
    stubApi((path) =>
      path === accountsEndpoints.login.path ? ok({ token: 'fresh-token', userinfo: PLAYER }) : ok(PLAYER),
    );
    const { router } = renderApp({ history: ['/login?redirect=%2Fmy_set'] });
    await screen.findByRole('heading', { name: 'Chào mừng trở lại' }, { timeout: 5000 });
    type('Tên đăng nhập hoặc số điện thoại', 'an2024');
    type('Mật khẩu', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('heading', { name: 'Cài đặt' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my_set');
  });

  it('asks for the two-factor code when the server says it is needed (3090), then logs in with it', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path !== accountsEndpoints.login.path) return ok(PLAYER);
      bodies.push(body);
      return body.otp === '123456'
        ? ok({ token: 'fresh-token', userinfo: { ...PLAYER, twoFactor: true } })
        : {
            code: 0,
            info: CATALOGUES.vi.errors[ErrorCode.TwoFactorCodeNeeded],
            data: { errCode: ErrorCode.TwoFactorCodeNeeded, field: 'otp' },
          };
    });
    const { router } = renderApp({ history: ['/login'] });
    await screen.findByRole('heading', { name: 'Chào mừng trở lại' }, { timeout: 5000 });
    const otpLabel = CATALOGUES.vi.web.form.otp.label;
    expect(screen.queryByLabelText(otpLabel)).toBeNull();

    type('Tên đăng nhập hoặc số điện thoại', 'an2024');
    type('Mật khẩu', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const otp = await screen.findByLabelText(otpLabel, {}, { timeout: 5000 });
    expect(screen.getByText(CATALOGUES.vi.web.auth.login.otpNote)).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    // The server's answer sits under the new field; an empty code is not sent.
    expect(noteOf(otp)).toBe(CATALOGUES.vi.errors[ErrorCode.TwoFactorCodeNeeded]);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(bodies).toHaveLength(1);

    type(otpLabel, ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('heading', { name: 'an2024' }, { timeout: 5000 })).toBeTruthy();
    expect(getToken()).toBe('fresh-token');
    expect(bodies[0]).not.toHaveProperty('otp');
    expect(bodies[1]).toEqual(
      expect.objectContaining({ username: 'an2024', password: 'abc12345', otp: '123456' }),
    );
  });
});
