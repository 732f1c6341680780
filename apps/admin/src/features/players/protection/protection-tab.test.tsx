import { ErrorCode, appConfigEndpoints, protectionAdminEndpoints } from '@fairround/shared';
import type { ProtectionConsoleView, RecallRound } from '@fairround/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG_ANSWER, ok, renderConsole, stubApi, type Envelope } from '../../../test/render';
import { PlayerProtectionTab } from './protection-tab';

const USER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001';
const HOUR_MS = 60 * 60 * 1000;
const NOW = Date.now();

const VIEW: ProtectionConsoleView = {
  limits: {
    deposit: [
      {
        period: 'day',
        amount: '100.00',
        pending: { amount: '500.00', effectiveAt: NOW + 20 * HOUR_MS },
        used: '40.00',
        remaining: '60.00',
        resetsAt: NOW + 5 * HOUR_MS,
      },
      {
        period: 'week',
        amount: null,
        pending: null,
        used: '40.00',
        remaining: null,
        resetsAt: NOW + 50 * HOUR_MS,
      },
      {
        period: 'month',
        amount: '2000.00',
        pending: { amount: null, effectiveAt: NOW + 10 * HOUR_MS },
        used: '40.00',
        remaining: '1960.00',
        resetsAt: NOW + 300 * HOUR_MS,
      },
    ],
    loss: [
      {
        period: 'day',
        amount: '50.00',
        pending: null,
        used: '12.50',
        remaining: '37.50',
        resetsAt: NOW + 5 * HOUR_MS,
      },
      {
        period: 'week',
        amount: null,
        pending: null,
        used: '12.50',
        remaining: null,
        resetsAt: NOW + 50 * HOUR_MS,
      },
      {
        period: 'month',
        amount: null,
        pending: null,
        used: '12.50',
        remaining: null,
        resetsAt: NOW + 300 * HOUR_MS,
      },
    ],
  },
  exclusion: { kind: 'timeout', duration: '1w', startsAt: NOW - 2 * HOUR_MS, endsAt: NOW + 166 * HOUR_MS },
  exclusions: [
    { kind: 'timeout', duration: '1w', startsAt: NOW - 2 * HOUR_MS, endsAt: NOW + 166 * HOUR_MS },
    { kind: 'timeout', duration: '24h', startsAt: NOW - 100 * HOUR_MS, endsAt: NOW - 76 * HOUR_MS },
  ],
  realityCheckMinutes: 30,
  timeZone: 'Asia/Ho_Chi_Minh',
  sessions: [
    {
      startedAt: NOW - 3 * HOUR_MS,
      lastSeenAt: NOW - 2 * HOUR_MS - 5 * 60_000,
      endedAt: NOW - 2 * HOUR_MS + 5 * 60_000,
      ip: '203.0.113.7',
    },
    { startedAt: NOW - 30 * 60_000, lastSeenAt: NOW - 18 * 60_000, endedAt: null, ip: null },
  ],
};

const SETTLED: RecallRound = {
  roundId: 'c1d2e3f4-0000-4000-8000-000000000001',
  roomType: 2,
  seqno: '20260115042',
  rooms: [{ id: 3, title: 'Sum room' }],
  state: 'settled',
  result: { nums: [3, 5, 9], sum: 17, order: null, wins: [0, 3], text: 'Big Odd' },
  lines: [
    { option: 0, label: 'Big', stake: '10.00', payout: '19.50', won: true },
    { option: 1, label: 'Small', stake: '5.00', payout: '0.00', won: false },
  ],
  stake: '15.00',
  payout: '19.50',
  balanceBefore: '1000.00',
  balanceAfter: '1004.50',
  placedAt: NOW - 2 * HOUR_MS,
  drawsAt: NOW - 2 * HOUR_MS + 60_000,
  settledAt: NOW - 2 * HOUR_MS + 90_000,
};

const OPEN: RecallRound = {
  ...SETTLED,
  roundId: 'c1d2e3f4-0000-4000-8000-000000000002',
  seqno: '20260115043',
  state: 'open',
  result: null,
  lines: [{ option: 1, label: 'Small', stake: '20.00', payout: '0.00', won: null }],
  stake: '20.00',
  payout: '0.00',
  balanceBefore: '1004.50',
  balanceAfter: null,
  settledAt: null,
};

function stubProtectionApi(answers: { view?: Envelope; recall?: Envelope } = {}) {
  return stubApi((path) => {
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === protectionAdminEndpoints.player.path) return answers.view ?? ok(VIEW);
    if (path === protectionAdminEndpoints.recall.path) return answers.recall ?? ok({ list: [SETTLED, OPEN] });
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
}

describe("a player's protection tab", () => {
  it('shows the limits with their pending increase and removal, read for this player only', async () => {
    const fetchMock = stubProtectionApi();
    renderConsole(<PlayerProtectionTab userId={USER_ID} />, { role: 'support' });

    const deposit = await screen.findByTestId('limits-deposit');
    const [day, week, month] = within(deposit).getAllByRole('row').slice(1);
    expect(within(day!).getByText('100.00')).toBeTruthy();
    expect(within(day!).getByText('60.00')).toBeTruthy();
    expect(within(day!).getByTestId('limit-pending').textContent).toMatch(/^To 500\.00 on /);
    expect(within(week!).getByText('No limit')).toBeTruthy();
    expect(within(week!).getByText('None')).toBeTruthy();
    expect(within(month!).getByText('1,960.00')).toBeTruthy();
    expect(within(month!).getByTestId('limit-pending').textContent).toMatch(/^Removed on /);
    expect(within(screen.getByTestId('limits-loss')).getByText('37.50')).toBeTruthy();
    expect(screen.getByTestId('reality-check').textContent).toBe('Every 30 minutes');
    expect(screen.getByText(/\(Asia\/Ho_Chi_Minh\)/)).toBeTruthy();

    const bodies = fetchMock.mock.calls
      .map(
        ([input, init]) =>
          [String(input), JSON.parse(String(init?.body)) as Record<string, unknown>] as const,
      )
      .filter(([path]) => path.startsWith('/api/admin/protection/'));
    expect(bodies.map(([path, body]) => [path, body.userId]).sort()).toEqual([
      [protectionAdminEndpoints.player.path, USER_ID],
      [protectionAdminEndpoints.recall.path, USER_ID],
    ]);
  });

  it('puts the exclusion in force first, lists past ones, and offers staff nothing to change', async () => {
    stubProtectionApi();
    renderConsole(<PlayerProtectionTab userId={USER_ID} />);

    const inForce = await screen.findByTestId('exclusion-in-force');
    expect(within(inForce).getByText('Time-out in force')).toBeTruthy();
    expect(within(inForce).getByText(/^1 week, from .+ until /)).toBeTruthy();
    expect(within(inForce).getByText('It cannot be lifted early, by the player or by staff.')).toBeTruthy();
    const [current, past] = within(screen.getByTestId('exclusion-history')).getAllByRole('row').slice(1);
    expect(within(current!).getByText('In force')).toBeTruthy();
    expect(within(past!).getByText('24 hours')).toBeTruthy();
    expect(within(past!).getByText('Ended')).toBeTruthy();

    expect(screen.getByTestId('protection-read-only').textContent).toContain(
      'Read-only: staff cannot change anything here',
    );
    // The only buttons are the recall's "show the proof" toggles: nothing changes a limit or lifts a break.
    await screen.findByText('#20260115042');
    const buttons = within(screen.getByTestId('player-protection')).queryAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.getAttribute('aria-label')).toMatch(/expand row/i);
  });

  it('shows each session with its start, end and length, counting an open one to its last activity', async () => {
    stubProtectionApi();
    renderConsole(<PlayerProtectionTab userId={USER_ID} />);

    const sessions = await screen.findByTestId('session-times');
    const [ended, open] = within(sessions).getAllByRole('row').slice(1);
    expect(within(ended!).getByText('1 h 05 min')).toBeTruthy();
    expect(within(ended!).getByText('203.0.113.7')).toBeTruthy();
    expect(within(open!).getByText('Not ended')).toBeTruthy();
    expect(within(open!).getByText('12 min')).toBeTruthy();
  });

  it('recalls the rounds with stakes per option, result, payout and cash, and opens the fairness proof', async () => {
    stubProtectionApi();
    renderConsole(<PlayerProtectionTab userId={USER_ID} />);

    const recall = await screen.findByTestId('recall');
    await within(recall).findByText('#20260115042');
    const rowOf = (round: RecallRound) =>
      recall.querySelector<HTMLElement>(`tr[data-row-key="${round.roundId}"]`)!;
    const settled = rowOf(SETTLED);
    const open = rowOf(OPEN);
    expect(within(settled).getByText('Big Odd')).toBeTruthy();
    expect(within(settled).getByText('Won')).toBeTruthy();
    expect(within(settled).getByText('Lost')).toBeTruthy();
    expect(within(settled).getByText('19.50')).toBeTruthy();
    expect(within(settled).getByText('1,000.00')).toBeTruthy();
    expect(within(settled).getByText('1,004.50')).toBeTruthy();
    expect(within(open).getByText('Not drawn yet')).toBeTruthy();
    expect(within(open).getByText('Not settled')).toBeTruthy();

    fireEvent.click(within(settled).getByRole('button', { name: /expand row/i }));
    const proof = await screen.findByTestId(`recall-proof-${SETTLED.roundId}`);
    expect(within(proof).getByText('3 5 9')).toBeTruthy();
    expect(within(proof).getByText('17')).toBeTruthy();
    expect(within(proof).getByText(SETTLED.roundId)).toBeTruthy();
  });

  it('says when the protection could not be read, and when the player has played no round', async () => {
    stubProtectionApi({
      view: { code: 0, info: 'No player with this ID', data: { errCode: ErrorCode.NotFound } },
      recall: ok({ list: [] }),
    });
    renderConsole(<PlayerProtectionTab userId={USER_ID} />);

    const alert = await screen.findByText('The player’s protection settings could not be loaded.');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('No player with this ID');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByText('The player has not played a round yet.')).toBeTruthy();
  });
});
