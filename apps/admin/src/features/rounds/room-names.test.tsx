import {
  ErrorCode,
  roundsAdminEndpoints,
  type AdminRoomTypeView,
  type AdminRoomView,
} from '@fairround/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
import { ok, renderConsole, stubApi } from '../../test/render';
import { RoomTypesPage } from './room-types-page';
import { RoomsPage } from './rooms-page';

const ROOM: AdminRoomView = {
  id: 1621,
  roomType: 16,
  tab: 2,
  tier: 'vip',
  minJoin: '100.00',
  minBuy: '20.00',
  minLevel: 2,
  enabled: true,
  rates: ['1.98', '1.98', '1.98', '1.98'],
  pendingRates: null,
  pendingFrom: null,
  rtpBasisPoints: [9900, 9900, 9900, 9900],
};

const TYPE: AdminRoomTypeView = {
  roomType: 16,
  kind: 'race',
  periodS: 300,
  lockS: 60,
  drawDelayS: 3,
  chainLength: 10_000,
  enabled: true,
  updatedAt: Date.now(),
  effective: { periodS: 300, lockS: 60, drawDelayS: 3 },
  overridden: [],
};

function serve() {
  return stubApi((path) => {
    if (path === roundsAdminEndpoints.rooms.path)
      return ok({ list: [ROOM], maxRtpBasisPoints: 9900, options: ['big', 'small', 'odd', 'even'] });
    if (path === roundsAdminEndpoints.roomTypes.path) return ok({ list: [TYPE] });
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
}

describe('console columns name the game and tier, never "Type 16" or a tab currency (issue #24)', () => {
  it('the rooms table: game · tier with the room id', async () => {
    serve();
    renderConsole(<RoomsPage />);
    expect(await screen.findByText('Beijing Racing · VIP')).toBeTruthy();
    expect(screen.getByText('#1621')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/USDT|BTC|ETH|Type 16/);
  });

  it('the room types table and its picker', async () => {
    serve();
    renderConsole(<RoomTypesPage />);
    expect((await screen.findAllByText('Beijing Racing')).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/Type 16/);
  });
});
