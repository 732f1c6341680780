import { ErrorCode, supportEndpoints, visitorSupportEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderApp, stubApi, TEST_CONFIG, type Envelope } from '../../test/render-app';

const TOKEN = 'v'.repeat(43);
const VISITOR_KEY = 'fairround.supportVisitor';
const refusal = (errCode: number, info: string): Envelope => ({ code: 0, info, data: { errCode } });
const message = (seq: number, sender: 'player' | 'staff', content: string, clientKey?: string) => ({
  id: `m${seq}`,
  seq,
  sender,
  content,
  createdAt: new Date().toISOString(),
  ...(clientKey ? { clientKey } : {}),
});

describe('/ServicePage for a visitor', () => {
  it('offers external support, the help articles and a chat that starts with a checked contact phone', async () => {
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    const stored: ReturnType<typeof message>[] = [];
    stubApi((path, body) => {
      calls.push({ path, body });
      if (path === visitorSupportEndpoints.start.path) return ok({ visitorToken: TOKEN });
      if (path === visitorSupportEndpoints.send.path) {
        const sent = message(1, 'player', String(body.content), String(body.clientKey));
        stored.push(sent);
        return ok(sent);
      }
      if (path === visitorSupportEndpoints.history.path) return ok({ status: 'open', unread: 0, messages: stored, hasMore: false });
      return ok({});
    });
    renderApp({ history: ['/ServicePage'], config: { ...TEST_CONFIG, supportUrl: 'https://support.example/chat' } });

    // No redirect to the login screen: the page is open to visitors.
    await screen.findByText(/Bạn chưa đăng nhập/, undefined, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Mở kênh hỗ trợ bên ngoài' }).getAttribute('href')).toBe('https://support.example/chat');
    expect(screen.getByRole('link', { name: 'Xem bài viết trợ giúp' }).getAttribute('href')).toBe('/help/list');
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/login?redirect=%2FServicePage');

    // The shared phone rule refuses a short number before any call (2050).
    fireEvent.change(screen.getByLabelText('Số điện thoại liên hệ'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu trò chuyện' }));
    expect(await screen.findByText('Hãy nhập số điện thoại hợp lệ')).toBeTruthy();
    expect(calls.some((call) => call.path === visitorSupportEndpoints.start.path)).toBe(false);

    fireEvent.change(screen.getByLabelText('Số điện thoại liên hệ'), { target: { value: '0912 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu trò chuyện' }));
    const box = await screen.findByLabelText('Tin nhắn của bạn', undefined, { timeout: 5000 });
    expect(calls.find((call) => call.path === visitorSupportEndpoints.start.path)?.body).toMatchObject({
      quhao: TEST_CONFIG.defaultQuhao,
      mobile: '0912 345 678',
    });
    // The server's token is kept on this device for the chat and for the claim after login.
    expect(window.localStorage.getItem(VISITOR_KEY)).toBe(TOKEN);

    fireEvent.change(box, { target: { value: 'Tôi bị khoá tài khoản' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    const chat = await screen.findByRole('list', { name: 'Chăm sóc khách hàng' });
    await within(chat).findByText('Tôi bị khoá tài khoản');
    const send = calls.find((call) => call.path === visitorSupportEndpoints.send.path)!;
    expect(send.body).toMatchObject({ visitorToken: TOKEN, content: 'Tôi bị khoá tài khoản' });
    // Player-only calls are never made for a visitor.
    expect(calls.some((call) => call.path === supportEndpoints.history.path)).toBe(false);
  });

  it('reopens the chat this device already has and shows the operator’s reply', async () => {
    window.localStorage.setItem(VISITOR_KEY, TOKEN);
    const histories: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path !== visitorSupportEndpoints.history.path) return ok({});
      histories.push(body);
      return ok({ status: 'open', unread: 0, messages: [message(1, 'player', 'Xin chào'), message(2, 'staff', 'Chúng tôi sẽ gọi lại')], hasMore: false });
    });
    renderApp({ history: ['/ServicePage'] });
    const chat = await screen.findByRole('list', { name: 'Chăm sóc khách hàng' }, { timeout: 5000 });
    expect(within(chat).getByText('Chúng tôi sẽ gọi lại')).toBeTruthy();
    expect(histories[0]).toMatchObject({ visitorToken: TOKEN });
    expect(screen.queryByLabelText('Số điện thoại liên hệ')).toBeNull();
  });

  it('starts over when the token names no chat any more (3003)', async () => {
    window.localStorage.setItem(VISITOR_KEY, TOKEN);
    stubApi((path) =>
      path === visitorSupportEndpoints.history.path ? refusal(ErrorCode.NotFound, 'Không tìm thấy') : ok({}),
    );
    renderApp({ history: ['/ServicePage'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Bắt đầu cuộc trò chuyện mới' }, { timeout: 5000 }));
    await screen.findByLabelText('Số điện thoại liên hệ');
    expect(window.localStorage.getItem(VISITOR_KEY)).toBeNull();
  });
});

describe('/ServicePage after login', () => {
  it('hands this device’s visitor chat to the player once and shows the player’s thread', async () => {
    window.localStorage.setItem(VISITOR_KEY, TOKEN);
    window.localStorage.setItem('fairround.token', 'player-token');
    const { setToken } = await import('../../lib/session');
    setToken('player-token');
    const claims: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path === supportEndpoints.claimVisitor.path) {
        claims.push(body);
        return ok({ moved: 1 });
      }
      if (path === supportEndpoints.unread.path) return ok({ unread: 0 });
      if (path === supportEndpoints.history.path)
        return ok({ status: 'open', unread: 0, messages: claims.length ? [message(1, 'player', 'Tin nhắn lúc chưa đăng nhập')] : [], hasMore: false });
      return ok({});
    });
    renderApp({ history: ['/ServicePage'] });
    await waitFor(() => expect(claims).toHaveLength(1), { timeout: 5000 });
    await screen.findByText('Tin nhắn lúc chưa đăng nhập', undefined, { timeout: 5000 });
    expect(claims).toEqual([expect.objectContaining({ visitorToken: TOKEN })]);
    await waitFor(() => expect(window.localStorage.getItem(VISITOR_KEY)).toBeNull());
    expect(screen.queryByText(/Bạn chưa đăng nhập/)).toBeNull();
  });
});
