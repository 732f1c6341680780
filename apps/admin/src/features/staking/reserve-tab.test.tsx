import { ErrorCode, stakingAdminEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, type Envelope } from '../../test/render';
import { ReserveTab } from './reserve-tab';
import { press, requireTwoFactor, stubStaking, SUMMARY } from './staking.fixtures';

const FUNDED = {
  transferId: 'staking:reserve:key:8c1d',
  amount: '25000.00',
  reserveBefore: '500000.00',
  reserveAfter: '525000.00',
  replayed: false,
  summary: { ...SUMMARY, reserve: '525000.00', headroom: '404999.50' },
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills the form, reviews it and answers the two-factor prompt. */
async function fundAndConfirm(amount: string, reason: string, direction?: 'Release reserve') {
  await screen.findByTestId('reserve-form');
  if (direction) fireEvent.click(screen.getByText(direction));
  type('Amount (USD)', amount);
  type('Reason', reason);
  press(document.body, 'Review');
  await screen.findByTestId('reserve-confirm');
}

describe('staking reserve', () => {
  it('asks for the two-factor code, then posts the amount, reason, code and an idempotency key', async () => {
    const api = stubStaking({ [stakingAdminEndpoints.fundReserve.path]: () => ok(FUNDED) });
    renderConsole(<ReserveTab />, { role: 'finance' });
    requireTwoFactor();

    await fundAndConfirm('25000', '  Top-up for March  ');
    expect(screen.getByTestId('reserve-confirm').textContent).toContain('+25,000.00');
    expect(screen.getByTestId('reserve-confirm').textContent).toContain('525,000.00');

    press(document.body, 'Confirm');
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.to(stakingAdminEndpoints.fundReserve.path)).toEqual([]);

    type('Two-factor code', '123456');
    press(document.body, 'Confirm');

    const result = await screen.findByTestId('reserve-result');
    expect(result.textContent).toContain('Reserve funded');
    expect(result.textContent).toContain('staking:reserve:key:8c1d');
    const [sent] = api.to(stakingAdminEndpoints.fundReserve.path);
    expect(sent).toMatchObject({ amount: '25000.00', reason: 'Top-up for March', otp: '123456' });
    expect(typeof sent?.requestKey).toBe('string');
  });

  it('sends a release as a negative amount, shows the server’s 3075 message and retries with the same key', async () => {
    const refusal: Envelope = {
      code: 0,
      info: 'Only 379,999.50 of the reserve is free of promised interest and can be released',
      data: { errCode: ErrorCode.StakingReleaseAboveHeadroom },
    };
    const api = stubStaking({ [stakingAdminEndpoints.fundReserve.path]: () => refusal });
    renderConsole(<ReserveTab />, { role: 'owner' });

    await fundAndConfirm('400000', 'Year-end release', 'Release reserve');
    expect(screen.getByTestId('reserve-confirm').textContent).toContain('-400,000.00');
    press(document.body, 'Confirm');

    expect(await screen.findByText(refusal.info)).toBeTruthy();
    press(document.body, 'Confirm');
    await waitFor(() => expect(api.to(stakingAdminEndpoints.fundReserve.path)).toHaveLength(2));
    const [first, second] = api.to(stakingAdminEndpoints.fundReserve.path);
    expect(first).toMatchObject({ amount: '-400000.00', reason: 'Year-end release' });
    expect(second?.requestKey).toBe(first?.requestKey);
  });

  it('shows support the reserve read-only, with no way to fund it', async () => {
    const api = stubStaking();
    renderConsole(<ReserveTab />, { role: 'support' });

    expect((await screen.findByTestId('reserve-facts')).textContent).toContain('500,000.00');
    expect(screen.getByTestId('staking-read-only').textContent).toBe(
      'Only the owner and finance can fund or release the reserve.',
    );
    expect(screen.queryByTestId('reserve-form')).toBeNull();
    expect(document.querySelector('input, textarea')).toBeNull();
    expect(api.to(stakingAdminEndpoints.fundReserve.path)).toEqual([]);
  });
});
