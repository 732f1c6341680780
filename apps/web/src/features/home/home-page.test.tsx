import { accountsEndpoints } from '@fairround/shared';
import { screen, within } from '@testing-library/react';
import { act, fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { renderApp, stubApi } from '../../test/render-app';
import { homeApi, snapshot } from './home-test-data';
import { testPlayer } from '../../test/fixtures';

const PLAYER = testPlayer({ level: 3, levelName: 'gold', money: '1234.50', leftmoney: '1000.00' });

/** Every socket the home screen opens, so a test can play the server. */
const sockets: FakeWebSocket[] = [];

beforeEach(() => {
  vi.stubGlobal(
    'WebSocket',
    class extends FakeWebSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
});

describe('home shell', () => {
  it('invites a visitor to log in or register, in Vietnamese by default', async () => {
    stubApi(homeApi({}));
    renderApp({ history: ['/'] });
    expect(await screen.findByRole('heading', { name: 'Đăng nhập để chơi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Ngôn ngữ: Tiếng Việt' }).getAttribute('href')).toBe(
      '/languageSet',
    );
  });

  it('shows the tab bar with Home marked as the current tab', async () => {
    stubApi(homeApi({}));
    renderApp({ history: ['/'] });
    const tabs = await screen.findByRole('navigation', { name: 'Điều hướng chính' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/recharge',
      '/ServicePage',
      '/user',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Trang chủ' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Nạp tiền' }).getAttribute('aria-current')).toBeNull();
  });

  it('greets a logged-in player by nickname with the balance from getuserinfo', async () => {
    setToken('player-token');
    const fetchMock = stubApi(homeApi({ user: PLAYER }));
    renderApp({ history: ['/'] });

    expect(await screen.findByRole('status', { name: 'Đang tải số dư của bạn' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Xin chào, An' })).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('Vàng')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).toBeNull();
    const call = fetchMock.mock.calls.find(([path]) => path === accountsEndpoints.userInfo.path);
    const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
    expect(body.token).toBe('player-token');
  });

  it('says so when the balance cannot be loaded, with a retry', async () => {
    setToken('player-token');
    let fail = true;
    const answer = homeApi({ user: PLAYER });
    stubApi((path) =>
      path === accountsEndpoints.userInfo.path && fail
        ? { code: 0, info: 'busy', data: { errCode: 1014 } }
        : answer(path),
    );
    renderApp({ history: ['/'] });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không tải được số dư của bạn.')).toBeTruthy();
    fail = false;
    within(alert).getByRole('button', { name: 'Thử lại' }).click();
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
  });
});

describe('game tiles', () => {
  it('renders the tiles from getGameList in the current language and sends a visitor to log in first', async () => {
    stubApi(homeApi({}));
    const { router } = renderApp({ history: ['/'] });
    const race = await screen.findByRole('link', { name: 'Đua xe Bắc Kinh, mỗi kỳ 5 phút' });
    expect(race.getAttribute('href')).toBe('/login?redirect=%2Froom_list%2F16%3Ftile%3D1');
    expect(screen.getByRole('link', { name: 'Săn bộ ba, mỗi kỳ 5 phút' }).getAttribute('href')).toBe(
      '/login?redirect=%2Froom_list%2F1%3Ftile%3D9',
    );
    fireEvent.click(race);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Froom_list%2F16%3Ftile%3D1');
  });

  it('opens the tile’s room list for a player, names in English when chosen', async () => {
    setToken('player-token');
    stubApi(homeApi({ user: PLAYER }));
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('en-US');
    renderApp({ history: ['/'] });
    expect(
      (await screen.findByRole('link', { name: 'Beijing Racing, a round every 5 min' })).getAttribute('href'),
    ).toBe('/room_list/16?tile=1');
    expect(screen.getByRole('link', { name: 'Lucky Three, a round every 5 min' }).getAttribute('href')).toBe(
      '/room_list/1?tile=2',
    );
    expect(screen.getByText('Lucky Three')).toBeTruthy();
  });
});

describe('market trends', () => {
  it('paints the snapshot from getPrices, then follows pushes on the prices channel', async () => {
    stubApi(homeApi({}));
    renderApp({ history: ['/'] });
    const btc = await screen.findByText('64,000.5');
    expect(btc.closest('li')?.textContent).toContain('+1.59%');
    expect(screen.getByText('-3.23%').className).toContain('fr-price-change--down');
    expect(screen.getByText('+1.59%').className).toContain('fr-price-change--up');
    expect(screen.getByText('USDT tính theo USDC')).toBeTruthy();
    expect(screen.queryByText('mô phỏng')).toBeNull();

    // The home socket is shared by the screens of this tab: accept whichever is waiting, then
    // play the server on the one that subscribed to prices.
    await vi.waitFor(
      () =>
        expect(sockets.some((candidate) => candidate.readyState === 0 && !candidate.closedByClient)).toBe(
          true,
        ),
      { timeout: 5_000 },
    );
    act(() => {
      for (const candidate of sockets)
        if (candidate.readyState === 0 && !candidate.closedByClient) candidate.accept();
    });
    let socket: FakeWebSocket | undefined;
    await vi.waitFor(
      () => {
        socket = sockets.find(
          (candidate) =>
            candidate.readyState === 1 &&
            candidate.sentOfType('subscribe').some((message) => message.channel === 'prices'),
        );
        expect(socket).toBeDefined();
      },
      { timeout: 5_000 },
    );
    act(() => {
      socket!.push({ type: 'subscribed', channel: 'prices', seq: 0 });
      socket!.push({ type: 'event', channel: 'prices', seq: 1, payload: snapshot({}, '65000.25') });
    });
    expect(await screen.findByText('65,000.25', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('says prices are unavailable with the last update time when the feed is down', async () => {
    stubApi(homeApi({ prices: snapshot({ status: 'unavailable' }) }));
    renderApp({ history: ['/'] });
    const status = await screen.findByText('Không có dữ liệu giá');
    expect(status.parentElement?.textContent).toContain('cập nhật lần cuối 09:08:07');
  });

  it('says when no price ever arrived', async () => {
    stubApi(homeApi({ prices: snapshot({ status: 'unavailable', updatedAt: null, items: [] }) }));
    renderApp({ history: ['/'] });
    expect((await screen.findByText('Không có dữ liệu giá')).parentElement?.textContent).toContain(
      'chưa nhận được giá nào',
    );
  });

  it('labels every value of the simulated feed', async () => {
    stubApi(homeApi({ prices: snapshot({ simulated: true, source: 'simulated' }) }));
    renderApp({ history: ['/'] });
    await screen.findByText('64,000.5');
    expect(screen.getAllByText('mô phỏng')).toHaveLength(3);
    expect(screen.getByText(/các giá trị này là mô phỏng/)).toBeTruthy();
  });
});

describe('winners feed', () => {
  it('says so when there are no wins yet, inventing none', async () => {
    stubApi(homeApi({ winners: [] }));
    renderApp({ history: ['/'] });
    expect(await screen.findByText(/Chưa có lượt thắng nào/)).toBeTruthy();
    expect(document.querySelectorAll('.fr-winner')).toHaveLength(0);
  });

  it('lists the wins the server reports, masked, with game and amount', async () => {
    const winner = {
      id: 'w1',
      username: 'a***7',
      game: 'Ba số may mắn',
      roomtype: 1,
      roomid: 111,
      money: '9.80',
      award: '19.80',
      createtime: Date.now(),
    };
    stubApi(homeApi({ winners: [winner] }));
    renderApp({ history: ['/'] });
    const row = (await screen.findByText('a***7')).closest('li')!;
    expect(within(row).getByText('Ba số may mắn')).toBeTruthy();
    expect(within(row).getByText('+$9.80').className).toContain('fr-tone-win');
  });
});
