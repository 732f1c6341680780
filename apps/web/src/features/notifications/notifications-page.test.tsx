import {
  accountsEndpoints,
  CATALOGUES,
  fillTemplate,
  notificationsEndpoints,
  type PlayerNotification,
  supportEndpoints,
} from '@fairround/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { clearToken, setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { LOAD, testPlayer } from '../../test/fixtures';
import { fakeSockets } from '../../test/sockets';

const texts = CATALOGUES.vi.web.notifications;
const { subscribedSocket } = fakeSockets();

function notice(id: number, extra: Partial<PlayerNotification>): PlayerNotification {
  return {
    id,
    kind: 'deposit_credited',
    params: { amount: '100.00' },
    link: '/my_income',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...extra,
  };
}

const NOTICES = [
  notice(3, { kind: 'withdrawal_paid', params: { amount: '25.00', reference: 'VCB-778' }, link: '/withdraw' }),
  notice(2, { kind: 'deposit_rejected', params: { amount: '50.00', reason: 'Không thấy giao dịch' }, read: true }),
  notice(1, {}),
];

function open(path: string, state: { list: PlayerNotification[]; unread: number }) {
  setToken('player-token');
  const fetchMock = stubApi((called, body) => {
    if (called === accountsEndpoints.userInfo.path) return ok(testPlayer());
    if (called === supportEndpoints.unread.path) return ok({ unread: 0 });
    if (called === notificationsEndpoints.unread.path) return ok({ unread: state.unread });
    if (called === notificationsEndpoints.list.path) return ok({ list: state.list, nextBefore: null, unread: state.unread });
    if (called === notificationsEndpoints.markRead.path) {
      const ids = body.ids as number[];
      state.list = state.list.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item));
      state.unread = state.list.filter((item) => !item.read).length;
      return ok({ unread: state.unread });
    }
    if (called === notificationsEndpoints.markAllRead.path) {
      state.list = state.list.map((item) => ({ ...item, read: true }));
      state.unread = 0;
      return ok({ unread: 0 });
    }
    return ok(null);
  });
  renderApp({ history: [path] });
  return fetchMock;
}

afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

describe('/notifications', { timeout: 20_000 }, () => {
  it('writes each notice in the reader’s language with its amounts as money, unread ones marked', async () => {
    open('/notifications', { list: NOTICES, unread: 2 });
    const items = await screen.findAllByTestId('notice', {}, LOAD);
    expect(items).toHaveLength(3);
    const [paid, rejected] = items as [HTMLElement, HTMLElement];
    expect(paid.textContent).toContain(texts.kinds.withdrawal_paid.title);
    expect(paid.textContent).toContain(
      fillTemplate(texts.kinds.withdrawal_paid.body, { amount: '$25.00', reference: 'VCB-778' }),
    );
    expect(within(paid).getByText(texts.unreadMark)).toBeTruthy();
    expect(rejected.textContent).toContain('Không thấy giao dịch');
    expect(within(rejected).queryByText(texts.unreadMark)).toBeNull();
  });

  it('marks a tapped notice read and opens what it is about', async () => {
    const fetchMock = open('/notifications', { list: NOTICES, unread: 2 });
    const [paid] = await screen.findAllByTestId('notice', {}, LOAD);
    fireEvent.click(paid!.querySelector('button')!);
    await waitFor(() => expect(screen.queryAllByTestId('notice')).toHaveLength(0));
    const marks = fetchMock.mock.calls.filter(([called]) => called === notificationsEndpoints.markRead.path);
    expect(marks.map(([, init]) => JSON.parse(String(init?.body)).ids)).toEqual([[3]]);
  });

  it('marks all read: the unread marks and the button go', async () => {
    const fetchMock = open('/notifications', { list: NOTICES, unread: 2 });
    fireEvent.click(await screen.findByRole('button', { name: texts.markAll }, LOAD));
    await waitFor(() => expect(screen.queryByText(texts.unreadMark)).toBeNull());
    expect(fetchMock.mock.calls.some(([called]) => called === notificationsEndpoints.markAllRead.path)).toBe(true);
    expect(screen.queryByRole('button', { name: texts.markAll })).toBeNull();
  });

  it('names a limit that came into force in the reader’s words, and a removed one as no limit', async () => {
    const protection = CATALOGUES.vi.web.protection;
    open('/notifications', {
      list: [
        notice(5, { kind: 'limit_in_force', params: { kind: 'deposit', period: 'day', amount: '500.00' } }),
        notice(4, { kind: 'limit_in_force', params: { kind: 'loss', period: 'week', amount: '' } }),
      ],
      unread: 2,
    });
    const [raised, removed] = (await screen.findAllByTestId('notice', {}, LOAD)) as [HTMLElement, HTMLElement];
    const daily = fillTemplate(protection.limits.depositAmount, { period: protection.periods.day });
    expect(raised.textContent).toContain(fillTemplate(texts.kinds.limit_in_force.body, { limit: daily, amount: '$500.00' }));
    const weekly = fillTemplate(protection.limits.lossAmount, { period: protection.periods.week });
    expect(removed.textContent).toContain(
      fillTemplate(texts.kinds.limit_in_force.body, { limit: weekly, amount: protection.limits.none }),
    );
  });

  it('shows an operator’s broadcast in the reader’s language, and the first language written when theirs was left empty', async () => {
    const params = { text: 'Bảo trì lúc 02:00', 'text.vi': 'Bảo trì lúc 02:00', 'text.en-US': 'Maintenance at 02:00' };
    open('/notifications', { list: [notice(9, { kind: 'operator_message', params, link: null })], unread: 1 });
    const [message] = (await screen.findAllByTestId('notice', {}, LOAD)) as [HTMLElement];
    expect(message.textContent).toContain(texts.kinds.operator_message.title);
    expect(message.textContent).toContain('Bảo trì lúc 02:00');
    await act(() => i18n.changeLanguage('en-US'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('Maintenance at 02:00'));
    expect(screen.getByTestId('notice').textContent).toContain(CATALOGUES['en-US'].web.notifications.kinds.operator_message.title);
    await act(() => i18n.changeLanguage('zh-TW'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('Bảo trì lúc 02:00'));
  });

  it('says so when there is nothing yet', async () => {
    open('/notifications', { list: [], unread: 0 });
    expect(await screen.findByText(texts.empty, {}, LOAD)).toBeTruthy();
  });

  it('shows the unread count on the bell and the My tab, and refreshes it when the server nudges', async () => {
    const state = { list: NOTICES, unread: 2 };
    open('/user', state);
    const bell = await screen.findByTestId('notifications-bell', {}, LOAD);
    await waitFor(() =>
      expect(bell.getAttribute('aria-label')).toBe(fillTemplate(texts.bellUnread_other, { count: 2 })),
    );
    const tabs = screen.getByRole('navigation', { name: CATALOGUES.vi.web.nav.main });
    const tab = within(tabs).getByRole('link', { name: new RegExp(fillTemplate(texts.bellUnread_other, { count: 2 })) });
    expect(tab.getAttribute('href')).toBe('/user');
    const socket = await subscribedSocket('me');
    state.unread = 3;
    act(() => socket.push({ type: 'event', channel: 'me', seq: 1, payload: { type: 'notifications', unread: 3 } }));
    await waitFor(() =>
      expect(bell.getAttribute('aria-label')).toBe(fillTemplate(texts.bellUnread_other, { count: 3 })),
    );
  });
});
