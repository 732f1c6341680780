import { CATALOGUES, type UserInfo, accountsEndpoints, contentEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import type { ArticleItem } from './api/articles';

const m = CATALOGUES.vi.web.content.message;
const PLAYER = { id: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001', money: '0.00', noPassword2: 0 } as UserInfo;

function item(id: number, category: 9 | 14, title: string, read: boolean): ArticleItem {
  return {
    id,
    category,
    title,
    content: `<p>Body ${id}</p>`,
    lang: 'vi',
    img: null,
    publishedAt: '2026-11-22T03:00:00.000Z',
    read,
  };
}

describe('/message', { timeout: 20_000 }, () => {
  it('shows both tabs with unread counts, expands an item and marks it read', async () => {
    setToken('player-token');
    const read = new Set<number>();
    const news = [item(26, 9, 'Giới thiệu', true)];
    const announcements = [item(1000, 14, 'Bảo trì', false)];
    const fetchMock = stubApi((path, body) => {
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      if (path === contentEndpoints.unread.path)
        return ok({ news: 0, announcement: read.has(1000) ? 0 : 1, total: read.has(1000) ? 0 : 1 });
      if (path === contentEndpoints.read.path) {
        read.add(Number(body.id));
        return ok({ id: body.id, read: true });
      }
      if (path === contentEndpoints.list.path) {
        const list = (body.category === 14 ? announcements : news).map((each) => ({
          ...each,
          read: each.read || read.has(each.id),
        }));
        return ok({ list, total: list.length, page: 1, pageSize: 50, unread: null });
      }
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/message'] });

    expect(await screen.findByRole('button', { name: /Giới thiệu/ }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: `${m.announcement} (1)` }));
    const row = await screen.findByRole('button', { name: /Bảo trì/ });
    expect(within(row).getByRole('img', { name: m.unread })).toBeTruthy();
    expect(row.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(row);
    expect(await screen.findByText('Body 1000')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('button', { name: /Bảo trì/ })).queryByRole('img')).toBeNull(),
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: m.announcement })).toBeTruthy());
    const readCalls = fetchMock.mock.calls.filter(([path]) => path === contentEndpoints.read.path);
    expect(readCalls).toHaveLength(1);
  });

  it('says so when a tab is empty', async () => {
    setToken('player-token');
    stubApi((path) => {
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      if (path === contentEndpoints.unread.path) return ok({ news: 0, announcement: 0, total: 0 });
      if (path === contentEndpoints.list.path)
        return ok({ list: [], total: 0, page: 1, pageSize: 50, unread: 0 });
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/message'] });
    expect(await screen.findByText(m.empty.news, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
