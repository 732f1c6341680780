import { stakingAdminEndpoints } from '@fairround/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole } from '../../test/render';
import { ACCRUAL, press, stubStaking, SUMMARY } from './staking.fixtures';
import { SummaryTab } from './summary-tab';

const RUN = {
  ...ACCRUAL.lastRun,
  trigger: 'manual',
  by: 'owner1',
  positions: 2,
  days: 2,
  matured: 0,
};

describe('staking summary', () => {
  it('shows the reserve, promised interest, headroom, principal and the accrual’s last run', async () => {
    stubStaking();
    renderConsole(<SummaryTab />, { role: 'support' });

    expect((await screen.findByTestId('staking-reserve')).textContent).toContain('500,000.00');
    expect(screen.getByTestId('staking-reserve').textContent).toContain('Reserve (USD)');
    expect(screen.getByTestId('staking-promised').textContent).toContain('120,000.50');
    expect(screen.getByTestId('staking-headroom').textContent).toContain('379,999.50');
    expect(screen.getByTestId('fully-reserved').textContent).toBe('Fully reserved');
    expect(screen.getByTestId('staking-principal').textContent).toContain('3,250,000.00');
    expect(screen.getByTestId('staking-open').textContent).toContain('7');
    expect(screen.getByTestId('staking-open').textContent).toContain('3 matured');
    expect(screen.getByTestId('staking-interest-paid').textContent).toContain('45,678.90');

    const lastRun = await screen.findByTestId('accrual-last-run');
    expect(lastRun.textContent).toContain('Timer');
    expect(lastRun.textContent).toContain('1,234.56');
    expect(screen.getByTestId('accrual-due').textContent).toBe('Positions with a day due now: 2.');
  });

  it('warns when the reserve no longer covers the promised interest', async () => {
    stubStaking({
      [stakingAdminEndpoints.summary.path]: () =>
        ok({ ...SUMMARY, reserve: '100.00', headroom: '-119900.50', fullyReserved: false }),
    });
    renderConsole(<SummaryTab />, { role: 'finance' });

    expect((await screen.findByTestId('not-fully-reserved')).textContent).toBe('Not fully reserved');
    expect(
      screen.getByText('The reserve does not cover the interest promised to open positions'),
    ).toBeTruthy();
  });

  it('lets the owner run the accrual now after a confirmation, and posts once', async () => {
    const api = stubStaking({ [stakingAdminEndpoints.runAccrual.path]: () => ok(RUN) });
    renderConsole(<SummaryTab />, { role: 'owner' });

    await screen.findByTestId('accrual-last-run');
    press(document.body, 'Run now');
    expect(api.to(stakingAdminEndpoints.runAccrual.path)).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip', { hidden: true });
    expect(confirm.textContent).toContain('Run the accrual now?');
    press(confirm, 'Run');

    expect(await screen.findByText('Accrual done: 2 days paid on 2 positions')).toBeTruthy();
    expect(api.to(stakingAdminEndpoints.runAccrual.path)).toEqual([expect.any(Object)]);
  });

  it('offers no "Run now" to finance or support', async () => {
    const api = stubStaking();
    renderConsole(<SummaryTab />, { role: 'finance' });

    await screen.findByTestId('accrual-last-run');
    expect(screen.queryByText('Run now')).toBeNull();
    expect(screen.getByText('Only the owner can run the job by hand.')).toBeTruthy();
    await waitFor(() => expect(api.to(stakingAdminEndpoints.runAccrual.path)).toEqual([]));
  });
});
