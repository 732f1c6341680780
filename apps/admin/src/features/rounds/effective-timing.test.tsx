import { ErrorCode, roundsAdminEndpoints, type AdminRoomTypeView } from '@fairround/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
import { ok, renderConsole, stubApi } from '../../test/render';
import { RoomTypesPage } from './room-types-page';

const TYPE: AdminRoomTypeView = {
  roomType: 1,
  kind: 'digits',
  periodS: 300,
  lockS: 60,
  drawDelayS: 10,
  chainLength: 10_000,
  enabled: true,
  updatedAt: Date.now(),
  effective: { periodS: 300, lockS: 60, drawDelayS: 10 },
  overridden: [],
};

function stubTypes(list: AdminRoomTypeView[]) {
  return stubApi((path) =>
    path === roundsAdminEndpoints.roomTypes.path
      ? ok({ list })
      : { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } },
  );
}

describe('room types with their effective timing', () => {
  it('flags an environment override and shows the timing rounds really run at', async () => {
    stubTypes([
      {
        ...TYPE,
        effective: { periodS: 45, lockS: 60, drawDelayS: 3 },
        overridden: ['periodS', 'drawDelayS'],
      },
      {
        ...TYPE,
        roomType: 2,
        effective: { periodS: 45, lockS: 60, drawDelayS: 3 },
        overridden: ['periodS', 'drawDelayS'],
      },
    ]);
    renderConsole(<RoomTypesPage />);

    const timing = await screen.findByTestId('effective-timing-1');
    expect(within(timing).getByText('every 45 s · closes 60 s before · next opens 3 s after')).toBeTruthy();
    expect(within(timing).getByTestId('timing-override').textContent).toBe('Environment override');
    const notice = screen.getByTestId('timing-override-notice');
    expect(notice.textContent).toContain('The server’s environment overrides the round timing');
    expect(notice.textContent).toContain('This server sets ROUND_PERIOD_S, ROUND_DRAW_DELAY_S, so');
    // The saved period stays editable as saved.
    expect((screen.getByRole('spinbutton', { name: /Lucky Three/ }) as HTMLInputElement).value).toBe('300');
  });

  it('flags nothing when rounds run at the saved timing', async () => {
    stubTypes([TYPE]);
    renderConsole(<RoomTypesPage />);

    const timing = await screen.findByTestId('effective-timing-1');
    expect(timing.textContent).toBe('every 300 s · closes 60 s before · next opens 10 s after');
    expect(screen.queryByTestId('timing-override')).toBeNull();
    expect(screen.queryByTestId('timing-override-notice')).toBeNull();
  });
});
