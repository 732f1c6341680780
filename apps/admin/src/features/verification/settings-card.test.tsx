import { appConfigEndpoints, ErrorCode, verificationAdminEndpoints as endpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIG_ANSWER, ok, renderConsole, stubApi, type Envelope } from '../../test/render';
import { SETTINGS, requireTwoFactor } from './verification.fixtures';
import { VerificationSettingsCard } from './settings-card';

vi.setConfig({ testTimeout: 60_000 });

/** Plays the server: the settings, and an update that saves (or answers `refusal`). */
function stubSettings(refusal?: Envelope) {
  const updates: Record<string, unknown>[] = [];
  stubApi((path, body) => {
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === endpoints.settings.path) return ok(SETTINGS);
    if (path === endpoints.updateSettings.path) {
      updates.push(body);
      if (refusal) return refusal;
      const { mode, threshold, retentionDays } = body;
      return ok({ mode, threshold: threshold ?? null, retentionDays });
    }
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
  return updates;
}

const THRESHOLD = 'Lifetime withdrawn amount (USD)';

describe('the verification settings card', () => {
  it('shows the threshold only for above_amount and saves the body with the code', async () => {
    const updates = stubSettings();
    renderConsole(<VerificationSettingsCard />);
    requireTwoFactor();
    const card = await screen.findByTestId('verification-settings-form');
    expect(within(card).getByLabelText('Before the first withdrawal')).toHaveProperty('checked', true);
    expect(within(card).queryByLabelText(THRESHOLD)).toBeNull();
    expect(
      within(card).getByText('Files are deleted 30 days after the decision; the decision itself is kept.'),
    ).toBeTruthy();

    fireEvent.click(within(card).getByLabelText('Above a lifetime withdrawn amount'));
    const threshold = await within(card).findByLabelText(THRESHOLD);
    fireEvent.change(threshold, { target: { value: '0' } });
    fireEvent.change(within(card).getByLabelText('Two-factor code'), { target: { value: '123456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save settings' }));
    expect(await within(card).findByText('Enter an amount above zero with at most 2 decimals.')).toBeTruthy();
    expect(updates).toEqual([]);

    fireEvent.change(threshold, { target: { value: ' 5000.50 ' } });
    fireEvent.change(within(card).getByLabelText('Keep files for (days)'), { target: { value: '90' } });
    expect(
      await within(card).findByText(
        'Files are deleted 90 days after the decision; the decision itself is kept.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(updates).toEqual([
        expect.objectContaining({
          mode: 'above_amount',
          threshold: '5000.50',
          retentionDays: 90,
          otp: '123456',
        }),
      ]),
    );
  });

  it('sends no threshold for the other modes, and shows a refusal in the reader’s language', async () => {
    const updates = stubSettings({
      code: 0,
      info: 'Retention out of range',
      data: { errCode: ErrorCode.IncompleteParameters },
    });
    renderConsole(<VerificationSettingsCard />);
    const card = await screen.findByTestId('verification-settings-form');
    fireEvent.click(within(card).getByLabelText('Above a lifetime withdrawn amount'));
    await within(card).findByLabelText(THRESHOLD);
    fireEvent.click(within(card).getByLabelText('Never'));
    await waitFor(() => expect(within(card).queryByLabelText(THRESHOLD)).toBeNull());
    fireEvent.click(within(card).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(updates).toEqual([expect.objectContaining({ mode: 'off', threshold: null, retentionDays: 30 })]),
    );
    expect(await within(card).findByRole('alert')).toHaveProperty('textContent', 'Retention out of range');
  });

  it('is read-only for finance', async () => {
    stubSettings();
    renderConsole(<VerificationSettingsCard />, { role: 'finance' });
    const summary = await screen.findByTestId('verification-settings-summary');
    expect(within(summary).getByText('Before the first withdrawal')).toBeTruthy();
    expect(screen.getByText('Only the owner can change these settings.')).toBeTruthy();
    expect(screen.queryByTestId('verification-settings-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
