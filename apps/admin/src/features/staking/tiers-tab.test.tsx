import { ErrorCode, stakingAdminEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole } from '../../test/render';
import { press, stubStaking, TIERS } from './staking.fixtures';
import { TiersTab } from './tiers-tab';

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** Opens the owner's edit of tier 1. */
async function editBronze() {
  fireEvent.click(await screen.findByLabelText('Edit Bronze pool'));
  return (await screen.findByTestId('tier-form')).closest('.ant-modal') as HTMLElement;
}

/** Saving waits for the staking screens to be read again, so its message comes a little later. */
const LATER = { timeout: 5_000 };

const SAVED = {
  ...TIERS.tiers[0],
  dailyRateBps: 20,
  dailyRate: '0.20',
  annualisedRate: '73.00',
  periodRate: '3.00',
};

describe('staking tiers', () => {
  it('lets the owner change a rate with a live preview, confirm, and posts only the change', async () => {
    const api = stubStaking({ [stakingAdminEndpoints.updateTier.path]: () => ok(SAVED) });
    renderConsole(<TiersTab />, { role: 'owner' });

    const dialog = await editBronze();
    const preview = await screen.findByTestId('tier-preview');
    expect(preview.textContent).toContain('0.15% / day, 54.75% annualised, 2.25% over the period');
    expect(preview.textContent).toContain('At the minimum, 100,000.00 USD earns 2,250.00 USD in 15 days.');

    type(dialog, 'Daily rate in basis points', '20');
    await waitFor(() =>
      expect(screen.getByTestId('tier-preview').textContent).toContain(
        '0.20% / day, 73.00% annualised, 3.00% over the period',
      ),
    );
    press(dialog, 'Review');

    const confirm = await screen.findByTestId('tier-confirm');
    expect(confirm.textContent).toContain('0.15% / day (15 bp)');
    expect(confirm.textContent).toContain('0.20% / day (20 bp)');
    expect(api.to(stakingAdminEndpoints.updateTier.path)).toEqual([]);
    press(dialog, 'Save');

    expect(await screen.findByText('Bronze pool saved', {}, LATER)).toBeTruthy();
    expect(api.to(stakingAdminEndpoints.updateTier.path)).toEqual([{ id: 1, dailyRateBps: 20 }]);
  });

  it('brings the form back with the server’s refusal on the field it names', async () => {
    const info = 'Some information is missing or invalid: minAmount';
    const api = stubStaking({
      [stakingAdminEndpoints.updateTier.path]: () => ({
        code: 0,
        info,
        data: { errCode: ErrorCode.IncompleteParameters, field: 'minAmount' },
      }),
    });
    renderConsole(<TiersTab />, { role: 'owner' });

    const dialog = await editBronze();
    type(dialog, 'Minimum (USD)', '2000000');
    type(dialog, 'Label (English)', 'Bronze pool+');
    press(dialog, 'Review');
    await screen.findByTestId('tier-confirm');
    press(dialog, 'Save');

    const form = await screen.findByTestId('tier-form');
    // The field the server named carries its text, and the form is back to be corrected.
    expect(
      await within(form).findByText(info, { selector: '.ant-form-item-explain-error' }, LATER),
    ).toBeTruthy();
    expect(form.hidden).toBe(false);
    expect(api.to(stakingAdminEndpoints.updateTier.path)).toEqual([
      {
        id: 1,
        minAmount: '2000000',
        labels: { vi: 'Gói Đồng', en: 'Bronze pool+', chs: '青铜矿池', cht: '青銅礦池' },
      },
    ]);
  });

  it('posts the overall limits after a confirmation', async () => {
    const api = stubStaking({
      [stakingAdminEndpoints.updateLimits.path]: (body) => ok({ ...TIERS, limits: body }),
    });
    renderConsole(<TiersTab />, { role: 'owner' });

    const form = await screen.findByTestId('limits-form');
    type(form, 'Maximum (USD)', '2000000.00');
    press(form, 'Save limits');
    press(await screen.findByRole('tooltip', { hidden: true }), 'Save limits');

    expect(await screen.findByText('Limits saved', {}, LATER)).toBeTruthy();
    expect(api.to(stakingAdminEndpoints.updateLimits.path)).toEqual([
      { min: '100000.00', max: '2000000.00' },
    ]);
  });

  it('shows finance the tiers and limits read-only', async () => {
    const api = stubStaking();
    renderConsole(<TiersTab />, { role: 'finance' });

    const table = await screen.findByTestId('staking-tiers');
    expect(await within(table).findByText('Bronze pool')).toBeTruthy();
    expect(within(table).getByText('0.15% / day (15 bp)')).toBeTruthy();
    expect(within(table).getByText('Disabled')).toBeTruthy();
    expect(screen.getByTestId('staking-read-only').textContent).toBe(
      'Only the owner can change the tiers and limits.',
    );
    expect((await screen.findByTestId('staking-limits')).textContent).toContain('1,500,000.00');
    expect(screen.queryByLabelText('Edit Bronze pool')).toBeNull();
    expect(screen.queryByText('Edit')).toBeNull();
    expect(screen.queryByTestId('limits-form')).toBeNull();
    expect(document.querySelector('input, textarea')).toBeNull();
    expect(api.to(stakingAdminEndpoints.updateTier.path)).toEqual([]);
  });
});
