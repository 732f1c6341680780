import { adminEndpoints, cashierAdminEndpoints, type StaffMe } from '@fairround/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, stubApi } from '../../test/render';
import { apiCall, queryClient } from '../api';
import { authKeys } from '../query-keys';

/** Issue #23: every step-up endpoint carries the code, even from screens that never ask for it. */

function requireTwoFactor() {
  act(() => {
    queryClient.setQueryData<StaffMe>(authKeys.me, (me) => (me ? { ...me, twoFactorRequired: true } : me));
  });
}

const CONFIG = { twoOperatorThreshold: '100000' };

describe('the step-up dialog', () => {
  it('asks for the code before a step-up call and sends it in `otp`', async () => {
    const fetchMock = stubApi(() => ok({}));
    renderConsole(<div />);
    requireTwoFactor();
    const saving = apiCall(cashierAdminEndpoints.updateConfig, CONFIG);
    const dialog = await screen.findByTestId('step-up-dialog');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '654321' } });
    fireEvent.click(dialog.querySelector('.ant-btn-primary')!);
    await saving;
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(cashierAdminEndpoints.updateConfig.path);
    expect(JSON.parse(String(init?.body))).toMatchObject({ ...CONFIG, otp: '654321' });
  });

  it('sends nothing when the operator cancels, and never asks on an ordinary call', async () => {
    const fetchMock = stubApi(() => ok({ items: [] }));
    renderConsole(<div />);
    requireTwoFactor();
    await apiCall(adminEndpoints.listStaff, {});
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    const creating = apiCall(adminEndpoints.createStaff, { username: 'newbie', password: 'newbie-password', role: 'owner' });
    const dialog = await screen.findByTestId('step-up-dialog');
    fireEvent.click(dialog.querySelector('.ant-modal-close')!);
    await expect(creating).rejects.toMatchObject({ name: 'AbortError' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
