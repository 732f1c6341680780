import { adminEndpoints, type StaffMe } from '@fairround/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';
import { ok, renderConsole, stubApi } from '../../test/render';
import { SecurityPage } from './security-page';

function mustChangePassword() {
  act(() => {
    queryClient.setQueryData<StaffMe>(authKeys.me, (me) =>
      me ? { ...me, staff: { ...me.staff, mustChangePassword: true } } : me,
    );
  });
}

const press = (name: string) => fireEvent.click(screen.getByText(name, { selector: 'button > span' }));

describe('the security page', () => {
  it('after an owner’s reset shows only the new-password form, and sends the code with it', async () => {
    const api = stubApi((path) =>
      path === adminEndpoints.changeOwnPassword.path ? ok({ endedSessions: 0 }) : ok({}),
    );
    renderConsole(<SecurityPage />, { role: 'finance' });
    mustChangePassword();
    expect(await screen.findByText('Choose a new password to continue')).toBeTruthy();
    expect(screen.queryByTestId('own-sessions')).toBeNull();
    expect(screen.queryByText('Set up two-factor authentication')).toBeNull();

    fireEvent.change(screen.getByLabelText('Temporary password'), { target: { value: 'temporary-pass-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'my-own-password-1' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'my-own-password-2' } });
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '135790' } });
    press('Change password');
    expect(await screen.findByText('Enter the same new password twice')).toBeTruthy();
    expect(api.mock.calls.some(([path]) => path === adminEndpoints.changeOwnPassword.path)).toBe(false);

    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'my-own-password-1' } });
    press('Change password');
    await waitFor(() =>
      expect(api.mock.calls.some(([path]) => path === adminEndpoints.changeOwnPassword.path)).toBe(true),
    );
    const [, init] = api.mock.calls.find(([path]) => path === adminEndpoints.changeOwnPassword.path)!;
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      currentPassword: 'temporary-pass-1',
      newPassword: 'my-own-password-1',
      otp: '135790',
    });
    expect(body).not.toHaveProperty('repeatPassword');
  });

  it('lists the staff’s own sessions beside the password form', async () => {
    stubApi((path) =>
      path === adminEndpoints.ownSessions.path
        ? ok({
            items: [
              {
                id: 's1',
                createdAt: '2026-12-01T08:00:00.000Z',
                lastSeenAt: '2026-12-01T09:00:00.000Z',
                ip: '203.0.113.9',
                userAgent: 'Firefox/140',
                current: true,
              },
            ],
          })
        : ok({}),
    );
    renderConsole(<SecurityPage />, { role: 'support' });
    expect(await screen.findByText('203.0.113.9')).toBeTruthy();
    expect(screen.getByText('This session')).toBeTruthy();
    expect(screen.getByText('Current password')).toBeTruthy();
  });
});
