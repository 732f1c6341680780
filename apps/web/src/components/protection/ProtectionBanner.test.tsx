import { CATALOGUES, accountsEndpoints, protectionEndpoints, type ProtectionState } from '@fairround/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../../app/router';
import {
  HOUR_MS,
  PLAYER,
  limitView,
  protectionState,
  sessionView,
} from '../../features/protection/protection-test-data';
import { formatDateTime } from '../../lib/format';
import { useProtectionBlock, type ProtectedAction } from '../../lib/protection';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, TEST_CONFIG } from '../../test/render-app';
import { ProtectionBanner } from './ProtectionBanner';

const b = CATALOGUES.vi.web.protection.banner;
const END = Date.now() + 30 * HOUR_MS;

/** A screen as the real ones use the pair: the banner on top, the action disabled by the same block. */
function Screen({ action }: { action: ProtectedAction }) {
  const block = useProtectionBlock(action);
  return (
    <div>
      <ProtectionBanner action={action} block={block} />
      <button type="button" disabled={block !== null}>
        act
      </button>
      <p>screen ready</p>
    </div>
  );
}

const ROUTES: AppRoute[] = (['betting', 'deposit', 'staking'] as const).map((action) => ({
  path: `/${action}`,
  page: async () => ({ default: () => <Screen action={action} /> }),
}));

let stateReads = 0;

function serve(state: ProtectionState) {
  stateReads = 0;
  stubApi((path) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === protectionEndpoints.state.path) {
      stateReads += 1;
      return ok(state);
    }
    if (path === protectionEndpoints.session.path) return ok(sessionView());
    throw new Error(`unexpected call ${path}`);
  });
}

const time = formatDateTime(END, 'vi', TEST_CONFIG.timeZone);

describe('ProtectionBanner and useProtectionBlock', { timeout: 20_000 }, () => {
  beforeEach(() => setToken('player-token'));

  it.each([
    ['timeout', '24h', b.timeout],
    ['self_exclusion', '6m', b.self_exclusion],
  ] as const)(
    'says a %s, its end and what still works, and disables every action',
    async (kind, duration, title) => {
      serve(protectionState({ exclusion: { kind, duration, startsAt: Date.now() - HOUR_MS, endsAt: END } }));
      for (const action of ['betting', 'deposit', 'staking']) {
        const view = renderApp({ history: [`/${action}`], routes: ROUTES });
        const banner = await screen.findByTestId('protection-banner', {}, { timeout: 10_000 });
        expect(within(banner).getByRole('heading').textContent).toBe(title.replace('{time}', time));
        expect(banner.textContent).toContain(b.closed.all);
        expect(banner.textContent).toContain(b.stillOpen);
        expect(within(banner).getByRole('link').getAttribute('href')).toBe('/responsible');
        expect(screen.getByRole('button', { name: 'act' }).hasAttribute('disabled')).toBe(true);
        view.unmount();
      }
    },
  );

  it('says a deposit limit reached on deposit screens only', async () => {
    const state = protectionState();
    serve({
      ...state,
      limits: {
        ...state.limits,
        deposit: [limitView('day', { amount: '100.00', used: '100.00', remaining: '0.00', resetsAt: END })],
      },
    });
    const view = renderApp({ history: ['/deposit'], routes: ROUTES });
    const banner = await screen.findByTestId('protection-banner', {}, { timeout: 10_000 });
    expect(within(banner).getByRole('heading').textContent).toBe(b.deposit_limit.replace('{time}', time));
    expect(banner.textContent).toContain(b.limitUsed.day.replace('{amount}', '$100.00'));
    expect(banner.textContent).toContain(b.closed.deposit);
    expect(screen.getByRole('button', { name: 'act' }).hasAttribute('disabled')).toBe(true);
    view.unmount();

    renderApp({ history: ['/betting'], routes: ROUTES });
    await screen.findByText('screen ready');
    // Not vacuous: the state was read, and still nothing shows.
    await waitFor(() => expect(stateReads).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('protection-banner')).toBeNull();
    expect(screen.getByRole('button', { name: 'act' }).hasAttribute('disabled')).toBe(false);
  });

  it('says a loss limit reached on betting screens', async () => {
    const state = protectionState();
    serve({
      ...state,
      limits: {
        ...state.limits,
        loss: [limitView('week', { amount: '50.00', used: '62.00', remaining: '0.00', resetsAt: END })],
      },
    });
    renderApp({ history: ['/betting'], routes: ROUTES });
    const banner = await screen.findByTestId('protection-banner', {}, { timeout: 10_000 });
    expect(within(banner).getByRole('heading').textContent).toBe(b.loss_limit.replace('{time}', time));
    expect(banner.textContent).toContain(b.limitUsed.week.replace('{amount}', '$50.00'));
    expect(banner.textContent).toContain(b.closed.betting);
    expect(screen.getByRole('button', { name: 'act' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows nothing and disables nothing when nothing is in force', async () => {
    serve(protectionState());
    renderApp({ history: ['/staking'], routes: ROUTES });
    await screen.findByText('screen ready');
    // Not vacuous: the state was read, and still nothing shows.
    await waitFor(() => expect(stateReads).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('protection-banner')).toBeNull();
    expect(screen.getByRole('button', { name: 'act' }).hasAttribute('disabled')).toBe(false);
  });
});
