import { CATALOGUES, type SessionView, accountsEndpoints, protectionEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { PLAYER, protectionState } from './protection-test-data';

const p = CATALOGUES.vi.web.protection;
const MIN = 60_000;
/** The server's clock runs 5 minutes ahead of this device's: the schedule must follow the server. */
const SERVER_AHEAD_MS = 5 * MIN;

/** Serves the player, a session (`startedAt` in server time) and its writes; records the calls. */
function serveSession(session: () => Pick<SessionView, 'startedAt'> & Partial<SessionView>) {
  const paths: string[] = [];
  stubApi((path) => {
    paths.push(path);
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === accountsEndpoints.logout.path) return ok(null);
    const view: SessionView = {
      serverNow: Date.now() + SERVER_AHEAD_MS,
      netResult: '-12.50',
      realityCheckMinutes: 15,
      ...session(),
    };
    if (path === protectionEndpoints.session.path) return ok(view);
    if (path === protectionEndpoints.state.path)
      return ok(protectionState({ session: view, realityCheckMinutes: view.realityCheckMinutes }));
    if (path === protectionEndpoints.setRealityCheck.path)
      return ok(protectionState({ session: { ...view, realityCheckMinutes: 15 }, realityCheckMinutes: 15 }));
    throw new Error(`unexpected call ${path}`);
  });
  return { paths };
}

const sessionCalls = (paths: string[]) =>
  paths.filter((path) => path === protectionEndpoints.session.path).length;

describe('reality check', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setToken('player-token');
  });

  it('shows time played and net result at the interval from the server’s session start; Log out logs out', async () => {
    // 14 min 50 s played when the screen opens: the first check is 10 s away.
    const startedAt = Date.now() + SERVER_AHEAD_MS - (15 * MIN - 10_000);
    const { paths } = serveSession(() => ({ startedAt }));
    const { router } = renderApp({ history: ['/user'] });
    await screen.findByRole('heading', { name: 'An' }, { timeout: 10_000 });
    await waitFor(() => expect(sessionCalls(paths)).toBe(1));
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await vi.advanceTimersByTimeAsync(5_000);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await vi.advanceTimersByTimeAsync(5_500);
    const dialog = await screen.findByRole('dialog', { name: p.realityCheck.dialogTitle });
    // The session was read again for the check.
    expect(sessionCalls(paths)).toBe(2);
    expect(within(dialog).getByTestId('reality-check-played').textContent).toMatch(/^00:15:0\d$/);
    expect(within(dialog).getByTestId('reality-check-net').textContent).toBe('-$12.50');

    fireEvent.click(within(dialog).getByRole('button', { name: p.realityCheck.logout }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(paths).toContain(accountsEndpoints.logout.path);
    expect(router.state.location.pathname).toBe('/');
  });

  it('Continue closes it until the next interval', async () => {
    const startedAt = Date.now() + SERVER_AHEAD_MS - (15 * MIN - 2_000);
    const { paths } = serveSession(() => ({ startedAt }));
    renderApp({ history: ['/user'] });
    await screen.findByRole('heading', { name: 'An' }, { timeout: 10_000 });
    await waitFor(() => expect(sessionCalls(paths)).toBe(1));
    await vi.advanceTimersByTimeAsync(2_500);
    const dialog = await screen.findByRole('dialog', { name: p.realityCheck.dialogTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: p.realityCheck.continue }));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());

    await vi.advanceTimersByTimeAsync(14 * MIN);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await vi.advanceTimersByTimeAsync(MIN);
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
    expect(screen.getByTestId('reality-check-played').textContent).toMatch(/^00:30:0\d$/);
    expect(getToken()).toBe('player-token');
  });

  it('follows an interval chosen on /responsible without a reload', async () => {
    // 20 minutes played, reminders off; the player picks 15 minutes: the next check is at 30.
    const startedAt = Date.now() + SERVER_AHEAD_MS - 20 * MIN;
    let minutes = 0;
    const { paths } = serveSession(() => ({ startedAt, realityCheckMinutes: minutes }));
    renderApp({ history: ['/responsible'] });
    await screen.findByRole('heading', { name: p.realityCheck.title }, { timeout: 10_000 });
    await waitFor(() => expect(sessionCalls(paths)).toBe(1));
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(screen.queryByTestId('reality-check')).toBeNull();

    minutes = 15;
    fireEvent.click(screen.getByRole('radio', { name: p.realityCheck.every.replace('{num}', '15') }));
    await waitFor(() => expect(paths).toContain(protectionEndpoints.setRealityCheck.path));
    // Now 40 minutes played: the check at 45 is the next one.
    await vi.advanceTimersByTimeAsync(4 * MIN);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await vi.advanceTimersByTimeAsync(MIN + 1_000);
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
  });
});
