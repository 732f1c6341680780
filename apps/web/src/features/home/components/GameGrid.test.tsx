import { gameEndpoints, type GameTile } from '@fairround/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../../app/router';
import { i18n } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { ok, renderApp, stubApi } from '../../../test/render-app';
import { TILES } from '../home-test-data';
import { GameGrid } from './GameGrid';

/** The grid alone on `/`, and the room list a tile opens, so a tap can be followed. */
const ROUTES: AppRoute[] = [
  { path: '/', page: async () => ({ default: GameGrid }) },
  { path: '/room_list/:type', page: async () => ({ default: () => <p>room list</p> }), auth: true },
];
const SLOW = { timeout: 10_000 };

function stubTiles(answer: () => GameTile[] | null) {
  return stubApi((path) => {
    if (path !== gameEndpoints.gameList.path) throw new Error(`unexpected call ${path}`);
    const list = answer();
    return list ? ok({ list }) : { code: 0, info: 'busy', data: { errCode: 1014 } };
  });
}

const grid = () => screen.findByRole('list', {}, SLOW);
const tiles = async () => within(await grid()).getAllByRole('link');

describe('home game grid', () => {
  it('shows each tile’s name and, under it, the round period the server schedules', async () => {
    const periods = [300, 45, 90];
    stubTiles(() => TILES.map((tile, index) => ({ ...tile, periodS: periods[index]! })));
    renderApp({ history: ['/'], routes: ROUTES });
    const links = await tiles();
    expect(links.map((link) => link.querySelector('.fr-game-tile__name')?.textContent)).toEqual([
      'Đua xe Bắc Kinh',
      'Ba số may mắn',
      'Săn bộ ba',
    ]);
    expect(links.map((link) => link.querySelector('.fr-game-tile__schedule')?.textContent)).toEqual([
      '5 phút',
      '45 giây',
      '1 phút 30 giây',
    ]);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Đua xe Bắc Kinh, mỗi kỳ 5 phút',
      'Ba số may mắn, mỗi kỳ 45 giây',
      'Săn bộ ba, mỗi kỳ 1 phút 30 giây',
    ]);
    expect(links.map((link) => link.getAttribute('data-focus'))).toEqual([null, null, 'triple']);
  });

  it('names the tiles and periods in the chosen language', async () => {
    stubTiles(() => TILES);
    await act(() => i18n.changeLanguage('zh-TW'));
    renderApp({ history: ['/'], routes: ROUTES });
    const links = await tiles();
    expect(links.map((link) => link.textContent)).toEqual(['北京賽車5分鐘', '幸運三碼5分鐘', '豹子5分鐘']);
  });

  it('opens a bet-type tile’s game with the tile remembered, after logging in for a visitor', async () => {
    stubTiles(() => TILES);
    const visitor = renderApp({ history: ['/'], routes: ROUTES });
    const triple = (await tiles())[2]!;
    expect(triple.getAttribute('href')).toBe('/login?redirect=%2Froom_list%2F1%3Ftile%3D9');
    visitor.unmount();

    setToken('player-token');
    const { router } = renderApp({ history: ['/'], routes: ROUTES });
    fireEvent.click((await tiles())[2]!);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/room_list/1'));
    expect(router.state.location.search).toBe('?tile=9');
  });

  it('renders a tile the console added as the database says: its name, glyph, effective period and its own game’s link', async () => {
    const added: GameTile = {
      id: 1001,
      type: 2,
      roomtype: 16,
      minjoin: '10.00',
      icon: 'odd-even',
      names: { vi: 'Đua Lẻ Chẵn', en: 'Race Odd & Even', chs: '赛车单双', cht: '賽車單雙' },
      name: 'Đua Lẻ Chẵn',
      focus: 'odd_even',
      periodS: 40,
    };
    stubTiles(() => [...TILES, added]);
    setToken('player-token');
    const { router } = renderApp({ history: ['/'], routes: ROUTES });
    const tile = (await tiles()).at(-1)!;
    expect(tile.getAttribute('href')).toBe('/room_list/16?tile=1001');
    expect(tile.className).toContain('fr-game-tile--race');
    expect(tile.getAttribute('data-focus')).toBe('odd_even');
    expect(tile.getAttribute('aria-label')).toBe('Đua Lẻ Chẵn, mỗi kỳ 40 giây');
    // The odd-even glyph (a circle and a square), not the digits fallback.
    expect(tile.querySelectorAll('svg circle, svg rect')).toHaveLength(2);
    fireEvent.click(tile);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/room_list/16'));
    expect(router.state.location.search).toBe('?tile=1001');
  });

  it('says so when no tile is shown, and offers a retry when the list fails', async () => {
    let answer: GameTile[] | null = null;
    stubTiles(() => answer);
    renderApp({ history: ['/'], routes: ROUTES });
    const alert = await screen.findByRole('alert', {}, SLOW);
    answer = [];
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Hiện chưa có trò chơi nào mở.')).toBeTruthy();
  });
});
