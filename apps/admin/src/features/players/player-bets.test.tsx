import { ErrorCode, appConfigEndpoints, roundsAdminEndpoints, type AdminPlayerBet } from '@fairround/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../../test/render';
import { PlayerBetsTab } from './player-bets';

const USER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001';
const NOW = Date.now();

const SETTLED: AdminPlayerBet = {
  orderId: 'a1000000-0000-4000-8000-000000000001',
  orderNumber: 'A1000000000040008',
  state: 'won',
  placedAt: NOW - 3_600_000,
  room: { id: 111, title: 'USDT · Standard' },
  roomType: 1,
  roundId: 'c1d2e3f4-0000-4000-8000-000000000001',
  seqno: '20261126-0042',
  roundState: 'settled',
  drawsAt: NOW - 3_500_000,
  result: { kind: 'digits', nums: [3, 5, 9], sum: 17 },
  resultText: 'Big · Odd',
  lines: [
    { option: 0, label: 'Big', odds: '1.9800', stake: '10.00', payout: '19.80', won: true },
    { option: 1, label: 'Small', odds: '1.9800', stake: '5.00', payout: '0.00', won: false },
  ],
  stake: '15.00',
  payout: '19.80',
  proofPath: '/fairness?type=1&seqno=20261126-0042',
};

const OPEN: AdminPlayerBet = {
  ...SETTLED,
  orderId: 'a1000000-0000-4000-8000-000000000002',
  orderNumber: 'A1000000000040009',
  state: 'placed',
  seqno: '20261126-0043',
  roundState: 'open',
  result: null,
  resultText: null,
  lines: [{ option: 1, label: 'Small', odds: '1.9800', stake: '1,200.00', payout: '0.00', won: null }],
  stake: '1200.00',
  payout: '0.00',
  proofPath: null,
};

function stubBets(pages: Record<number, { list: AdminPlayerBet[]; total: number }>) {
  return stubApi((path, body) => {
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === roundsAdminEndpoints.playerBets.path) {
      const page = Number(body.page);
      return ok({ ...(pages[page] ?? { list: [], total: 0 }), page, pageSize: body.pageSize });
    }
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
}

describe("a player's bets tab", () => {
  it('shows each order with its room, round, options with odds, outcome, stake, payout and proof link', async () => {
    const fetchMock = stubBets({ 1: { list: [OPEN, SETTLED], total: 2 } });
    renderConsole(<PlayerBetsTab userId={USER_ID} />, { role: 'finance' });

    const tab = await screen.findByTestId('player-bets');
    const settled = await within(tab).findByText('#20261126-0042');
    const row = settled.closest('tr')!;
    expect(within(row).getByText('USDT · Standard')).toBeTruthy();
    expect(within(row).getByText('Order A1000000000040008')).toBeTruthy();
    // $15.00 staked, $19.80 back: a net win, tagged with the net amount (issue #24).
    expect(within(row).getByTestId('net-outcome').textContent).toBe('Won +4.80');
    expect(within(row).getByText('3 + 5 + 9 = 17')).toBeTruthy();
    expect(within(row).getByText('Big · Odd')).toBeTruthy();
    expect(within(row).getByText('15.00')).toBeTruthy();
    expect(within(row).getAllByText('19.80')).toHaveLength(1);
    expect(within(row).getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      '/fairness?type=1&seqno=20261126-0042',
    );
    const big = within(row).getByText('Big', { selector: '.bet-line__won' });
    expect(big.closest('.bet-line')?.textContent).toBe('Big ×1.9800 10.00');

    const open = within(tab).getByText('#20261126-0043').closest('tr')!;
    expect(within(open).getByText('Awaiting draw')).toBeTruthy();
    expect(within(open).getByText('Not drawn yet')).toBeTruthy();
    // The option's stake and the order's stake: one option, so both read 1,200.00.
    expect(within(open).getAllByText('1,200.00')).toHaveLength(2);
    expect(within(open).queryByRole('link')).toBeNull();
    expect(within(tab).getByText('2 orders')).toBeTruthy();

    const call = fetchMock.mock.calls.find(
      ([input]) => String(input) === roundsAdminEndpoints.playerBets.path,
    );
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ userId: USER_ID, page: 1, pageSize: 20 });
  });

  it('tags an order that paid back less than its stake as a loss, though a line won (issue #24)', async () => {
    const partial: AdminPlayerBet = { ...SETTLED, stake: '20.00', payout: '19.80' };
    stubBets({ 1: { list: [partial], total: 1 } });
    renderConsole(<PlayerBetsTab userId={USER_ID} />);
    const row = (await screen.findByText('#20261126-0042')).closest('tr')!;
    const tag = within(row).getByTestId('net-outcome');
    expect(tag.dataset.outcome).toBe('loss');
    expect(tag.textContent).toBe('Lost −0.20');
    expect(tag.className).toContain('error');
    expect(within(row).queryByText('Won')).toBeNull();
  });

  it('asks the server for the next page when staff page on', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      ...SETTLED,
      orderId: `a1000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      seqno: `20261126-${String(index).padStart(4, '0')}`,
    }));
    const fetchMock = stubBets({ 1: { list: many, total: 21 }, 2: { list: [OPEN], total: 21 } });
    renderConsole(<PlayerBetsTab userId={USER_ID} />);

    await screen.findByText('#20261126-0000');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('#20261126-0043')).toBeTruthy();
    const pages = fetchMock.mock.calls
      .filter(([input]) => String(input) === roundsAdminEndpoints.playerBets.path)
      .map(([, init]) => (JSON.parse(String(init?.body)) as { page: number }).page);
    expect(pages).toEqual([1, 2]);
  });

  it('says so when the player has no order, and when the bets cannot be read', async () => {
    stubBets({ 1: { list: [], total: 0 } });
    const { unmount } = renderConsole(<PlayerBetsTab userId={USER_ID} />);
    expect(await screen.findByText('This player has not placed an order yet.')).toBeTruthy();
    unmount();

    stubApi((path) =>
      path === appConfigEndpoints.config.path
        ? CONFIG_ANSWER
        : { code: 0, info: 'No player with this ID', data: { errCode: ErrorCode.NotFound } },
    );
    renderConsole(<PlayerBetsTab userId="5b0f3c8e-2a51-4c47-9d0e-51f0a3f0c009" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the bets.');
    expect(alert.textContent).toContain('No player with this ID');
  });
});
