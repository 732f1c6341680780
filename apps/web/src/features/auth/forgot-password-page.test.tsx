import { accountsEndpoints } from '@fairround/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';

function noteOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function type(label: string, value: string): HTMLElement {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

async function openForgot() {
  const view = renderApp({ history: ['/login', '/forgot_password'] });
  await screen.findByRole('heading', { name: 'Đặt lại mật khẩu' }, { timeout: 5000 });
  return view;
}

describe('/forgot_password', () => {
  it('is linked from the login screen', async () => {
    stubApi(() => ok(null));
    renderApp({ history: ['/login'] });
    const link = await screen.findByRole('link', { name: 'Quên mật khẩu?' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/forgot_password');
  });

  it('sends a code to the phone with its area code, resets with the code and two equal passwords, then offers login', async () => {
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    stubApi((path, body) => {
      calls.push({ path, body });
      if (path === accountsEndpoints.resetSmsSend.path)
        return ok({ cooldownSeconds: 60, expiresInSeconds: 300 });
      if (path === accountsEndpoints.resetPassword.path) return ok(null);
      throw new Error(`unexpected call ${path}`);
    });
    await openForgot();
    type('Số điện thoại', '912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(
      await screen.findByRole('button', { name: /Gửi lại sau \d+ giây/ }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: accountsEndpoints.resetSmsSend.path,
      body: { quhao: '+84', mobile: '912345678' },
    });

    type('Mã xác minh', '123456');
    type('Mật khẩu mới', 'newpass2');
    type('Nhập lại mật khẩu mới', 'newpass2');
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await screen.findByRole('heading', { name: 'Đã đổi mật khẩu' }, { timeout: 3000 })).toBeTruthy();
    expect(calls[1]).toMatchObject({
      path: accountsEndpoints.resetPassword.path,
      body: {
        quhao: '+84',
        mobile: '912345678',
        captcha: '123456',
        password: 'newpass2',
        spassword: 'newpass2',
      },
    });
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/login');
    // Resetting does not log anyone in.
    expect(getToken()).toBeNull();
  });

  it('checks the new password with the registration rules before calling the server', async () => {
    const fetchMock = stubApi(() => ok(null));
    await openForgot();
    type('Số điện thoại', '912345678');
    type('Mã xác minh', '123456');
    type('Mật khẩu mới', '12345678');
    type('Nhập lại mật khẩu mới', '12345679');
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    const password = screen.getByLabelText('Mật khẩu mới');
    const repeat = screen.getByLabelText('Nhập lại mật khẩu mới');
    expect(noteOf(password)).toBe('Mật khẩu phải có ít nhất một chữ cái và một chữ số');
    // In order: the repeat is compared once the password itself is acceptable.
    expect(repeat.getAttribute('aria-invalid')).toBeNull();
    type('Mật khẩu mới', 'Play-pass1');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(noteOf(repeat)).toBe('Hai mật khẩu không khớp');
    type('Nhập lại mật khẩu mới', '');
    expect(noteOf(repeat)).toBe('Nhập lại mật khẩu');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong code (2053) under the code field and stays on the form', async () => {
    const wrong: Envelope = {
      code: 0,
      info: 'Mã xác minh không đúng',
      data: { errCode: 2053, field: 'captcha' },
    };
    stubApi((path) =>
      path === accountsEndpoints.resetPassword.path
        ? wrong
        : ok({ cooldownSeconds: 60, expiresInSeconds: 300 }),
    );
    await openForgot();
    type('Số điện thoại', '912345678');
    type('Mã xác minh', '000000');
    type('Mật khẩu mới', 'newpass2');
    type('Nhập lại mật khẩu mới', 'newpass2');
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    const code = screen.getByLabelText('Mã xác minh');
    await screen.findByText('Mã xác minh không đúng', {}, { timeout: 3000 });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Đã đổi mật khẩu' })).toBeNull();
  });
});
