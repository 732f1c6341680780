import { ErrorCode, supportEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, TEST_CONFIG, type Envelope } from '../../test/render-app';

const EMPTY = { status: null, unread: 0, messages: [], hasMore: false };
const refusal = (errCode: number, info: string): Envelope => ({ code: 0, info, data: { errCode } });

describe('/ServicePage', () => {
  it('shows the empty state, and the operator’s external link when configured', async () => {
    setToken('player-token');
    stubApi((path) => ok(path === supportEndpoints.unread.path ? { unread: 0 } : EMPTY));
    renderApp({
      history: ['/ServicePage'],
      config: { ...TEST_CONFIG, supportUrl: 'https://support.example/chat' },
    });
    expect(await screen.findByText('Chưa có tin nhắn', undefined, { timeout: 5000 })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Mở kênh hỗ trợ bên ngoài' });
    expect(link.getAttribute('href')).toBe('https://support.example/chat');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps a failed message with the reason and resends it with the same key', async () => {
    setToken('player-token');
    const sends: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path === supportEndpoints.unread.path) return ok({ unread: 0 });
      if (path === supportEndpoints.send.path) {
        sends.push(body);
        if (sends.length === 1) return refusal(ErrorCode.RateLimited, 'Quá nhiều yêu cầu');
        return ok({
          id: 'm1',
          seq: 1,
          sender: 'player',
          content: body.content,
          createdAt: new Date().toISOString(),
        });
      }
      return ok(EMPTY);
    });
    renderApp({ history: ['/ServicePage'] });
    const box = await screen.findByLabelText('Tin nhắn của bạn', undefined, { timeout: 5000 });
    fireEvent.change(box, { target: { value: '  Xin chào  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Chưa gửi được');
    expect(alert.textContent).toContain('Quá nhiều yêu cầu');
    fireEvent.click(within(alert).getByRole('button', { name: 'Gửi lại' }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const chat = screen.getByRole('list', { name: 'Chăm sóc khách hàng' });
    expect(within(chat).getByText('Xin chào')).toBeTruthy();
    expect(sends).toHaveLength(2);
    expect(sends[1]!.clientKey).toBe(sends[0]!.clientKey);
  });

  it('shows unread operator replies as a badge on the Service tab', async () => {
    setToken('player-token');
    stubApi((path) => ok(path === supportEndpoints.unread.path ? { unread: 3 } : {}));
    const blank = { default: () => <p>other screen</p> };
    renderApp({
      history: ['/elsewhere'],
      routes: [{ path: '/elsewhere', page: () => Promise.resolve(blank), auth: true, tabBar: true }],
    });
    const tab = await screen.findByRole('link', { name: /3 tin nhắn hỗ trợ chưa đọc/ }, { timeout: 5000 });
    expect(tab.getAttribute('href')).toBe('/ServicePage');
  });
});
