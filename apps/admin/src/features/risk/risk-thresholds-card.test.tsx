import {
  appConfigEndpoints,
  CATALOGUES,
  ErrorCode,
  riskAdminEndpoints,
  type RiskThresholds,
  type StaffMe,
} from '@fairround/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';
import { CONFIG_ANSWER, ok, renderConsole, stubApi, type Envelope } from '../../test/render';
import { RiskPage } from './risk-page';
import { RiskThresholdsCard } from './risk-thresholds-card';

// antd forms render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const text = CATALOGUES['en-US'].admin.risk.thresholdsCard;
const otpText = CATALOGUES['en-US'].admin.cashier.otp;
const THRESHOLDS: RiskThresholds = {
  windowDays: 30,
  turnoverPercent: 100,
  failureBurst: 5,
  failureWindowMinutes: 15,
  limitRaises: 2,
  limitRaiseDays: 7,
};

/** Plays the server: records each update's body and answers it with `answer` (the saved values by default). */
function stubUpdates(answer?: Envelope) {
  const updates: Record<string, unknown>[] = [];
  stubApi((path, body) => {
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === riskAdminEndpoints.list.path)
      return ok({
        items: [],
        truncated: [],
        thresholds: { ...THRESHOLDS, windowDays: 45 },
        computedAt: Date.now(),
      });
    if (path === riskAdminEndpoints.updateThresholds.path) {
      updates.push(body);
      return answer ?? ok(Object.fromEntries(Object.keys(THRESHOLDS).map((name) => [name, body[name]])));
    }
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
  return updates;
}

/** The server asks for the step-up code (ADMIN_REQUIRE_2FA), so the form carries its own. */
function requireTwoFactor() {
  act(() => {
    queryClient.setQueryData<StaffMe>(authKeys.me, (me) => (me ? { ...me, twoFactorRequired: true } : me));
  });
}

async function openForm() {
  renderConsole(<RiskThresholdsCard thresholds={THRESHOLDS} />, { role: 'owner' });
  requireTwoFactor();
  fireEvent.click(await screen.findByTestId('risk-thresholds-edit'));
  return screen.findByRole('dialog');
}

const field = (dialog: HTMLElement, name: keyof RiskThresholds) =>
  within(dialog).getByLabelText(text.fields[name]);
/** The validation message under a field, if any. */
const errorOf = (dialog: HTMLElement, label: string) =>
  within(dialog)
    .getByLabelText(label)
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent ?? undefined;
const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: text.save }));

describe('the risk thresholds card', () => {
  it('lets the owner change a threshold and sends every threshold with the two-factor code', async () => {
    const updates = stubUpdates();
    const dialog = await openForm();
    expect(field(dialog, 'windowDays')).toHaveProperty('value', '30');
    fireEvent.change(field(dialog, 'failureBurst'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(otpText.label), { target: { value: '123456' } });
    save(dialog);
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ ...THRESHOLDS, failureBurst: 4, otp: '123456' });
    expect(await screen.findByText(text.saved)).toBeTruthy();
    // No step-up dialog of its own: the form's code went with the call.
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
  });

  it('checks each value against its bounds and asks for the code before sending anything', async () => {
    const updates = stubUpdates();
    const dialog = await openForm();
    fireEvent.change(field(dialog, 'windowDays'), { target: { value: '0' } });
    fireEvent.change(field(dialog, 'failureWindowMinutes'), { target: { value: '' } });
    save(dialog);
    await waitFor(() => expect(errorOf(dialog, text.fields.windowDays)).toBe('A whole number from 1 to 365'));
    expect(errorOf(dialog, text.fields.failureWindowMinutes)).toBe(text.required);
    expect(errorOf(dialog, otpText.label)).toBe(otpText.required);
    expect(errorOf(dialog, text.fields.turnoverPercent)).toBeUndefined();
    expect(updates).toHaveLength(0);
  });

  it('marks the value the server refused on its field', async () => {
    const updates = stubUpdates({
      code: 0,
      info: 'Incomplete parameters',
      data: { errCode: ErrorCode.IncompleteParameters, field: 'limitRaises' },
    });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(otpText.label), { target: { value: '123456' } });
    save(dialog);
    await waitFor(() => expect(updates).toHaveLength(1));
    await waitFor(() => expect(errorOf(dialog, text.fields.limitRaises)).toBe('Incomplete parameters'));
  });

  it('shows the thresholds read-only to finance and support', async () => {
    stubUpdates();
    for (const role of ['finance', 'support'] as const) {
      const view = renderConsole(<RiskThresholdsCard thresholds={THRESHOLDS} />, { role });
      const card = await screen.findByTestId('risk-thresholds-card');
      expect(within(card).getByTestId('risk-thresholds').textContent).toContain('the last 30 days');
      expect(within(card).getByTestId('risk-thresholds-read-only').textContent).toBe(text.ownerOnly);
      expect(within(card).queryByTestId('risk-thresholds-edit')).toBeNull();
      view.unmount();
    }
  });

  it('sits on the risk page with the thresholds the list was computed with', async () => {
    stubUpdates();
    renderConsole(<RiskPage />, { role: 'owner' });
    const card = await screen.findByTestId('risk-thresholds-card');
    expect(within(card).getByTestId('risk-thresholds').textContent).toContain('the last 45 days');
    expect(within(card).getByTestId('risk-thresholds-edit')).toBeTruthy();
  });
});
