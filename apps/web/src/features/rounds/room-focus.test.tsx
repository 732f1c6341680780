import {
  ErrorCode,
  gameName,
  gameEndpoints,
  type GameInfo,
  type GameTile,
  type RoomView,
  type UserInfo,
  accountsEndpoints,
} from '@fairround/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { LOAD, testRoom } from '../../test/fixtures';

/**
 * A bet-type home tile (issue #14): the room list is titled with the tile's name and its rooms
 * open with the tile's option family named in the header and highlighted, every option still on
 * offer. A plain or unknown link shows the plain screens.
 */

const PLAYER = { id: 'p1', username: 'an2024', nickname: 'An', level: 1, money: '100.00' } as UserInfo;

const TRIPLE_TILE: GameTile = {
  id: 9,
  type: 1,
  roomtype: 1,
  minjoin: '10.00',
  icon: 'triple',
  names: { vi: 'Săn bộ ba', en: 'Triple Hunt', chs: '豹子', cht: '豹子' },
  name: 'Săn bộ ba',
  focus: 'triple',
  periodS: 300,
};

const ROOM = testRoom();

function info(): GameInfo {
  const now = Date.now();
  return {
    game: {
      id: 'round-1',
      seqno: '20261123-0042',
      gametype: 1,
      state: 'open',
      opensAt: now - 60_000,
      locksAt: now + 120_000,
      drawsAt: now + 180_000,
      chainId: 'chain-1',
      n: 42,
      initmoney: '100.00',
    },
    room: ROOM,
    diff: { minute: 3, second: 0 },
    lockSeconds: 60,
    serverTime: now,
    his: [],
  };
}

class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', SilentSocket);
  setToken('player-token');
  stubApi((path) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === gameEndpoints.gameList.path) return ok({ list: [TRIPLE_TILE] });
    if (path === gameEndpoints.roomList.path) return ok({ list: [ROOM] });
    if (path === gameEndpoints.gameInfo.path) return ok(info());
    if (path === gameEndpoints.roomOrders.path) return ok({ seqno: '20261123-0042', list: [] });
    if (path === gameEndpoints.roundLog.path) return ok({ list: [] });
    throw new Error(`unexpected call ${path}`);
  });
});

const optionButtons = () => within(screen.getByRole('group', { name: 'Lựa chọn' })).getAllByRole('button');

describe('a room opened from a bet-type tile', () => {
  it('titles the room list with the tile’s name and carries its family into the room', async () => {
    const { router } = renderApp({ history: ['/room_list/1?tile=9'] });
    expect(await screen.findByRole('heading', { name: 'Săn bộ ba' }, LOAD)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Tiêu chuẩn/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/activity/111'));
    expect(router.state.location.search).toBe('?focus=triple');
  });

  it('does the same for a tile the console added on another game: the race list opens its rooms with that family', async () => {
    const added: GameTile = {
      ...TRIPLE_TILE,
      id: 1001,
      type: 2,
      roomtype: 16,
      icon: 'odd-even',
      names: { vi: 'Đua Lẻ Chẵn', en: 'Race Odd & Even', chs: '赛车单双', cht: '賽車單雙' },
      name: 'Đua Lẻ Chẵn',
      focus: 'odd_even',
    };
    const raceRoom = { ...ROOM, id: 1611, type: 16 } as RoomView;
    stubApi((path) => {
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      if (path === gameEndpoints.gameList.path) return ok({ list: [TRIPLE_TILE, added] });
      if (path === gameEndpoints.roomList.path) return ok({ list: [raceRoom] });
      return { code: 0, info: 'not in this test', data: { errCode: ErrorCode.SystemBusy } };
    });
    const { router, unmount } = renderApp({ history: ['/room_list/16?tile=1001'] });
    expect(await screen.findByRole('heading', { name: 'Đua Lẻ Chẵn' }, LOAD)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Tiêu chuẩn/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bjsc/1611'));
    expect(router.state.location.search).toBe('?focus=odd_even');
    unmount();
  });

  it('names the family in the header and highlights its options, leaving every option open', async () => {
    renderApp({ history: ['/activity/111?focus=triple'] });
    expect(await screen.findByRole('heading', { name: 'Bộ Ba · Lucky Three · Standard' }, LOAD)).toBeTruthy();
    const note = screen.getByTestId('room-focus');
    expect(note.textContent).toBe('Đang làm nổi bật: Bộ Ba. Mọi lựa chọn của kỳ này vẫn mở.');
    expect(await screen.findByText('Đang nhận cược.')).toBeTruthy();
    const options = optionButtons();
    expect(options).toHaveLength(11);
    expect(
      options.filter((option) => option.dataset.focus === 'true').map((option) => option.textContent),
    ).toEqual(['Bộ Ba×99.00']);
    expect(options[10]!.getAttribute('aria-describedby')).toBe(note.id);
    expect(options.every((option) => !(option as HTMLButtonElement).disabled)).toBe(true);
  });

  it('shows the plain screens for a link without a known tile or with a family the game lacks', async () => {
    const list = renderApp({ history: ['/room_list/1?tile=404'] });
    // Without a known tile the list is titled with the game's own name.
    expect(await screen.findByRole('heading', { name: gameName('vi', 1) }, LOAD)).toBeTruthy();
    list.unmount();
    renderApp({ history: ['/activity/111?focus=bogus'] });
    expect(await screen.findByRole('heading', { name: 'Lucky Three · Standard' }, LOAD)).toBeTruthy();
    expect(screen.queryByTestId('room-focus')).toBeNull();
    expect(optionButtons().some((option) => option.dataset.focus === 'true')).toBe(false);
  });
});
