import { adminEndpoints, type ListedStaff, type StaffMe } from '@fairround/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';
import { ok, renderConsole, stubApi } from '../../test/render';
import { StaffPage } from './staff-page';

const ME_ID = 'b6f1c7a2-0d3e-4f5a-8b9c-0a1b2c3d4e5f';
const JUDY_ID = '2f0e7a4c-1b2d-4c3e-9f5a-6b7c8d9e0f1a';

const staffRow = (overrides: Partial<ListedStaff>): ListedStaff => ({
  id: JUDY_ID,
  username: 'judy',
  role: 'support',
  twoFactorEnabled: true,
  mustChangePassword: false,
  disabled: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

const LIST = {
  items: [staffRow({ id: ME_ID, username: 'owner1', role: 'owner' }), staffRow({})],
};

function requireTwoFactor() {
  act(() => {
    queryClient.setQueryData<StaffMe>(authKeys.me, (me) => (me ? { ...me, twoFactorRequired: true } : me));
  });
}

const primaryOf = (element: HTMLElement) => element.querySelector<HTMLElement>('.ant-btn-primary')!;

describe('staff row actions', () => {
  it('reset a password after the owner confirms it and gives the step-up code', async () => {
    const api = stubApi((path) =>
      path === adminEndpoints.listStaff.path ? ok(LIST) : ok(staffRow({ mustChangePassword: true })),
    );
    renderConsole(<StaffPage />, { role: 'owner' });
    requireTwoFactor();
    fireEvent.click(await screen.findByLabelText('More actions for judy'));
    fireEvent.click(await screen.findByText('Reset password'));
    const dialog = (await screen.findByText('Reset the password of judy')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.change(screen.getByLabelText('Temporary password'), { target: { value: 'temporary-pass-1' } });
    fireEvent.click(primaryOf(dialog));
    const stepUp = await screen.findByTestId('step-up-dialog');
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '246810' } });
    fireEvent.click(primaryOf(stepUp));
    await waitFor(() =>
      expect(api.mock.calls.some(([path]) => path === adminEndpoints.resetStaffPassword.path)).toBe(true),
    );
    const [, init] = api.mock.calls.find(([path]) => path === adminEndpoints.resetStaffPassword.path)!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      staffId: JUDY_ID,
      temporaryPassword: 'temporary-pass-1',
      otp: '246810',
    });
  });

  it('offers an owner only the role and sessions on their own row, and re-enabling on disabled rows', async () => {
    stubApi(() => ok({ items: [LIST.items[0], staffRow({ disabled: true })] }));
    renderConsole(<StaffPage />, { role: 'owner' });
    expect(await screen.findByText('Re-enable', { selector: 'button > span' })).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('More actions for owner1'));
    expect(await screen.findByText('Sessions')).toBeTruthy();
    expect(screen.getByText('Change role')).toBeTruthy();
    expect(screen.queryByText('Reset password')).toBeNull();
    expect(screen.queryByText('Reset two-factor')).toBeNull();
  });

  it('shows no actions to other roles', async () => {
    stubApi(() => ok(LIST));
    renderConsole(<StaffPage />, { role: 'support' });
    expect(await screen.findByText('judy')).toBeTruthy();
    expect(screen.queryByLabelText('More actions for judy')).toBeNull();
  });
});
