import {
  CATALOGUES,
  type ExclusionView,
  type ProtectionState,
  accountsEndpoints,
  protectionEndpoints,
  bannersEndpoints,
  pricesEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { setToken } from '../../lib/session';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { ok, renderApp, stubApi, TEST_CONFIG } from '../../test/render-app';
import { HOUR_MS, PLAYER, protectionState, sessionView } from './protection-test-data';

const p = CATALOGUES.vi.web.protection;
const SLIDE = {
  id: 3,
  img: `/media/banners/${'a'.repeat(64)}.png`,
  link: '/activity/1',
  lang: 'vi',
  sort: 10,
};
const EXCLUSION: ExclusionView = {
  kind: 'self_exclusion',
  duration: '6m',
  startsAt: Date.now() - HOUR_MS,
  endsAt: Date.now() + 180 * 24 * HOUR_MS,
};

/** The calls of /user and Home for a logged-in player with the given protection state. */
function serve(state: ProtectionState) {
  stubApi((path) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === protectionEndpoints.state.path) return ok(state);
    if (path === protectionEndpoints.session.path) return ok(sessionView());
    if (path === bannersEndpoints.slides.path) return ok({ list: [SLIDE] });
    if (path === gameEndpoints.gameList.path || path === gameEndpoints.winners.path) return ok({ list: [] });
    if (path === pricesEndpoints.snapshot.path)
      return ok({
        type: 'prices',
        source: 'okx',
        status: 'live',
        simulated: false,
        updatedAt: Date.now(),
        items: [],
      });
    throw new Error(`unexpected call ${path}`);
  });
}

describe('a player on a break', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    setToken('player-token');
  });

  it('sees the break and its end on /user, with the way to the details', async () => {
    serve(protectionState({ exclusion: EXCLUSION }));
    renderApp({ history: ['/user'] });
    const notice = await screen.findByTestId('exclusion-notice', {}, { timeout: 10_000 });
    // In the operator's zone (getconfig's), whatever the device's.
    const time = formatDateTime(EXCLUSION.endsAt, 'vi', TEST_CONFIG.timeZone);
    expect(
      within(notice).getByRole('heading', { name: p.notice.exclusion.replace('{time}', time) }),
    ).toBeTruthy();
    expect(within(notice).getByRole('link', { name: p.notice.details }).getAttribute('href')).toBe(
      '/responsible',
    );
  });

  it('sees no notice without a break', async () => {
    serve(protectionState());
    renderApp({ history: ['/user'] });
    await screen.findByRole('heading', { name: 'An' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('exclusion-notice')).toBeNull();
  });

  it('is shown no banners on Home', async () => {
    serve(protectionState({ exclusion: EXCLUSION }));
    renderApp({ history: ['/'] });
    await screen.findByRole('heading', { name: 'Xin chào, An' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Biểu ngữ' })).toBeNull();
  });

  it('while other players see them', async () => {
    serve(protectionState());
    renderApp({ history: ['/'] });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Biểu ngữ' })).toBeTruthy(), {
      timeout: 10_000,
    });
  });
});
