import {
  BUILT_IN_ARTICLE_IDS,
  CATALOGUES,
  ErrorCode,
  accountsEndpoints,
  contentEndpoints,
} from '@fairround/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';

/** The message under a field (its error, else its hint), as screen readers are told it. */
function noteOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function type(label: string, value: string): HTMLElement {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  return input;
}

function leave(input: HTMLElement): void {
  fireEvent.blur(input);
}

/** A built-in article as the server answers it in Vietnamese. */
function article(id: number, title: string, content: string) {
  return { id, category: 9, title, content, lang: 'vi', img: null, publishedAt: null, read: null };
}

const TERMS = article(
  BUILT_IN_ARTICLE_IDS.terms,
  'Điều khoản sử dụng Fairround',
  `<p>Bạn phải đủ tuổi trưởng thành.</p><p>Xem <a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">luật chơi</a>.</p>`,
);
const RULES = article(BUILT_IN_ARTICLE_IDS.rules, 'Luật chơi', '<p>Mỗi vòng có đồng hồ đếm ngược.</p>');

async function openRegister(path = '/register') {
  const view = renderApp({ history: [path] });
  await screen.findByRole('heading', { name: 'Tạo tài khoản' }, { timeout: 5000 });
  return view;
}

describe('/register', () => {
  it('tells every problem under its field on a submit of the empty form, without calling the server', async () => {
    const fetchMock = stubApi(() => ok(null));
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));

    const username = screen.getByLabelText('Tên đăng nhập');
    expect(noteOf(username)).toBe('Tên đăng nhập phải gồm cả chữ cái và chữ số');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(noteOf(screen.getByLabelText('Số điện thoại'))).toBe('Hãy nhập số điện thoại hợp lệ');
    expect(noteOf(screen.getByLabelText('Mã xác minh'))).toBe('Nhập mã xác minh');
    // Field by field: an empty password is required, not "the passwords do not match".
    expect(noteOf(screen.getByLabelText('Mật khẩu'))).toBe('Nhập mật khẩu mới');
    expect(noteOf(screen.getByLabelText('Nhập lại mật khẩu'))).toBe('Nhập lại mật khẩu');
    expect(noteOf(screen.getByLabelText('Mật khẩu thanh toán'))).toBe(
      'Mật khẩu thanh toán phải gồm 6–16 chữ cái hoặc chữ số',
    );
    expect(noteOf(screen.getByLabelText('Mã mời'))).toBe('Nhập mã mời');
    expect(screen.getByText('Vui lòng đồng ý điều khoản và xác nhận bạn đủ 18 tuổi')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks each rule of seed §5 as soon as a field is left, and clears it once fixed', async () => {
    await openRegister();
    // Before leaving a field nobody is scolded for a half-typed value.
    const username = type('Tên đăng nhập', 'onlyletters');
    expect(noteOf(username)).toBe(
      'Gồm chữ cái và chữ số, có ít nhất một chữ cái và một chữ số (tối đa 20 ký tự)',
    );
    leave(username);
    expect(noteOf(username)).toBe('Tên đăng nhập phải gồm cả chữ cái và chữ số');
    type('Tên đăng nhập', '  an2024  ');
    expect(username.getAttribute('aria-invalid')).toBeNull();

    const password = type('Mật khẩu', 'abc1234');
    leave(password);
    expect(noteOf(password)).toBe('Mật khẩu phải dài 8–64 ký tự in được');
    type('Mật khẩu', 'Play-pass');
    expect(noteOf(password)).toBe('Mật khẩu phải có ít nhất một chữ cái và một chữ số');
    // Symbols are welcome: the Play-pass1 is a good password.
    type('Mật khẩu', 'Play-pass1');
    expect(password.getAttribute('aria-invalid')).toBeNull();

    const repeat = type('Nhập lại mật khẩu', 'Play-pass2');
    leave(repeat);
    expect(noteOf(repeat)).toBe('Hai mật khẩu không khớp');
    type('Nhập lại mật khẩu', 'Play-pass1');
    expect(repeat.getAttribute('aria-invalid')).toBeNull();

    const payPassword = type('Mật khẩu thanh toán', 'pay-12');
    leave(payPassword);
    expect(noteOf(payPassword)).toBe('Mật khẩu thanh toán phải gồm 6–16 chữ cái hoặc chữ số');
    // Digits alone are fine for the pay password (1058 asks letters OR digits).
    type('Mật khẩu thanh toán', '123456');
    expect(payPassword.getAttribute('aria-invalid')).toBeNull();

    const phone = type('Số điện thoại', '12345');
    leave(phone);
    expect(noteOf(phone)).toBe('Hãy nhập số điện thoại hợp lệ');
    type('Số điện thoại', '0912 345 678');
    expect(phone.getAttribute('aria-invalid')).toBeNull();

    const code = type('Mã xác minh', '12a');
    leave(code);
    expect(noteOf(code)).toBe('Sai mã xác minh');
  });

  it('refuses to send a code to a malformed phone, then sends one and counts down 60 s', async () => {
    const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
    stubApi((path, body) => {
      calls.push({ path, body });
      return ok({ cooldownSeconds: 60, expiresInSeconds: 300 });
    });
    await openRegister();

    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(noteOf(screen.getByLabelText('Số điện thoại'))).toBe('Hãy nhập số điện thoại hợp lệ');
    expect(calls).toEqual([]);

    type('Số điện thoại', '912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    const countdown = await screen.findByRole('button', { name: 'Gửi lại sau 60 giây' });
    expect(countdown.hasAttribute('disabled')).toBe(true);
    expect(calls).toEqual([
      {
        path: accountsEndpoints.smsSend.path,
        body: expect.objectContaining({ quhao: '+84', mobile: '912345678' }),
      },
    ]);
    expect(noteOf(screen.getByLabelText('Mã xác minh'))).toBe(
      'Đã gửi đến +84 912345678. Mã có hiệu lực trong 5 phút.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Mã xác minh'));

    // A corrected number may ask for its own code at once.
    type('Số điện thoại', '912345679');
    expect(screen.getByRole('button', { name: 'Gửi lại' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the cooldown refusal (2051) of the server under the code field', async () => {
    stubApi(() => ({ code: 0, info: 'Vui lòng đợi 42 giây trước khi gửi lại', data: { errCode: 2051 } }));
    await openRegister();
    type('Số điện thoại', '912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByText('Vui lòng đợi 42 giây trước khi gửi lại')).toBeTruthy();
    expect(noteOf(screen.getByLabelText('Mã xác minh'))).toBe('Vui lòng đợi 42 giây trước khi gửi lại');
  });

  it('sends the trimmed form and shows a wrong SMS code (2053) under the code field', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      bodies.push(body);
      return { code: 0, info: 'Sai mã xác minh', data: { errCode: 2053, field: 'captcha' } };
    });
    await openRegister('/register?code=888');
    expect((screen.getByLabelText('Mã mời') as HTMLInputElement).value).toBe('888');
    type('Tên đăng nhập', ' an2024 ');
    type('Số điện thoại', '912345678');
    type('Mã xác minh', '123456');
    type('Mật khẩu', 'abc12345');
    type('Nhập lại mật khẩu', 'abc12345');
    type('Mật khẩu thanh toán', '654321');
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    });

    const code = screen.getByLabelText('Mã xác minh');
    expect(await within(document.body).findByText('Sai mã xác minh')).toBeTruthy();
    expect(noteOf(code)).toBe('Sai mã xác minh');
    expect(document.activeElement).toBe(code);
    expect(bodies[0]).toMatchObject({
      quhao: '+84',
      username: 'an2024',
      phone: '912345678',
      captcha: '123456',
      password: 'abc12345',
      spassword: 'abc12345',
      payPwd: '654321',
      invitation: '888',
      agree: true,
    });
    expect(getToken()).toBeNull();
  });

  it('opens the terms in a sheet over the form, and what was typed is still there after closing it', async () => {
    const register = CATALOGUES.vi.web.auth.register;
    const asked: number[] = [];
    stubApi((path, body) => {
      if (path !== contentEndpoints.detail.path) return ok(null);
      asked.push(Number(body.id));
      return ok(body.id === BUILT_IN_ARTICLE_IDS.rules ? RULES : TERMS);
    });
    const { router } = await openRegister();
    type('Tên đăng nhập', 'an2024');
    type('Số điện thoại', '912345678');

    fireEvent.click(screen.getByRole('button', { name: register.terms }));
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByText('Bạn phải đủ tuổi trưởng thành.')).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: 'Điều khoản sử dụng Fairround' })).toBeTruthy();
    expect(asked).toEqual([BUILT_IN_ARTICLE_IDS.terms]);

    // A link in the terms opens that article in the same sheet instead of leaving the form.
    fireEvent.click(within(sheet).getByRole('link', { name: 'luật chơi' }));
    expect(await within(sheet).findByText('Mỗi vòng có đồng hồ đếm ngược.')).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: 'Luật chơi' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');

    fireEvent.click(within(sheet).getByRole('button', { name: CATALOGUES.vi.web.form.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/register');
    expect((screen.getByLabelText('Tên đăng nhập') as HTMLInputElement).value).toBe('an2024');
    expect((screen.getByLabelText('Số điện thoại') as HTMLInputElement).value).toBe('912345678');
    expect(screen.getByRole('button', { name: register.privacy })).toBeTruthy();
  });

  it('offers a retry in the sheet when the document fails to load', async () => {
    let failing = true;
    stubApi((path) => {
      if (path !== contentEndpoints.detail.path) return ok(null);
      if (failing) return { code: 0, info: 'Lỗi máy chủ', data: { errCode: ErrorCode.UnknownError } };
      return ok(
        article(BUILT_IN_ARTICLE_IDS.privacy, 'Quyền riêng tư', '<p>Chúng tôi lưu số điện thoại.</p>'),
      );
    });
    await openRegister();

    fireEvent.click(screen.getByRole('button', { name: CATALOGUES.vi.web.auth.register.privacy }));
    const sheet = await screen.findByRole('dialog');
    const failure = await within(sheet).findByRole('alert');
    expect(failure.textContent).toContain(CATALOGUES.vi.web.content.article.failed);
    failing = false;
    fireEvent.click(within(failure).getByRole('button', { name: CATALOGUES.vi.web.common.retry }));
    expect(await within(sheet).findByText('Chúng tôi lưu số điện thoại.')).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: 'Quyền riêng tư' })).toBeTruthy();
  });
});
