import { ErrorCode, accountsAdminEndpoints, type StaffMe, type StaffRole } from '@fairround/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';
import { ok, renderConsole, stubApi } from '../../test/render';
import { useAccountsMenuItems } from '../../app/accounts-section';
import { SmsOutboxPage } from './sms-outbox-page';

const OUTBOX = {
  provider: 'outbox',
  list: [
    {
      id: 'a1',
      phone: '+84912345678',
      text: 'Your Fairround code is 482913',
      createdAt: '2026-03-01T08:00:00.000Z',
    },
  ],
};

function requireTwoFactor() {
  act(() => {
    queryClient.setQueryData<StaffMe>(authKeys.me, (me) => (me ? { ...me, twoFactorRequired: true } : me));
  });
}

const show = () => fireEvent.click(screen.getByText('Show messages', { selector: 'button > span' }));

describe('SMS outbox page', () => {
  it('says the outbox is for trials and shows no code until the owner gives a two-factor code', async () => {
    const api = stubApi((path) => (path === accountsAdminEndpoints.smsOutbox.path ? ok(OUTBOX) : ok({})));
    renderConsole(<SmsOutboxPage />, { role: 'owner' });
    requireTwoFactor();

    expect(screen.getByTestId('sms-trial-note').textContent).toContain('SMS_PROVIDER=http');
    expect(screen.queryByText(/482913/)).toBeNull();
    await screen.findByLabelText('Two-factor code');
    show();
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: ' 912345 ' } });
    show();
    expect(await screen.findByText(/482913/)).toBeTruthy();
    const [, init] = api.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ otp: '123456', phone: '912345' });
    expect(screen.getByTestId('sms-read-note')).toBeTruthy();
    // The code is spent: the field is empty for the next look.
    await waitFor(() => expect((screen.getByLabelText('Two-factor code') as HTMLInputElement).value).toBe(''));
  });

  it('puts a wrong code’s message on the code field and shows nothing', async () => {
    stubApi(() => ({
      code: 0,
      info: 'Wrong two-factor code',
      data: { errCode: ErrorCode.TwoFactorWrong, field: 'otp' },
    }));
    renderConsole(<SmsOutboxPage />, { role: 'owner' });
    requireTwoFactor();
    fireEvent.change(await screen.findByLabelText('Two-factor code'), { target: { value: '654321' } });
    show();
    expect(await screen.findByText('Wrong two-factor code')).toBeTruthy();
    expect(screen.queryByTestId('sms-read-note')).toBeNull();
  });
});

function MenuKeys() {
  const keys = useAccountsMenuItems().map((item) => String(item?.key));
  return <div data-testid="menu-keys">{keys.join(' ')}</div>;
}

describe('SMS outbox menu entry', () => {
  it.each([
    ['owner', true],
    ['support', false],
    ['finance', false],
  ] as const)('for %s is listed: %s', async (role: StaffRole, listed: boolean) => {
    stubApi(() => ok({}));
    renderConsole(<MenuKeys />, { role });
    const keys = (await screen.findByTestId('menu-keys')).textContent ?? '';
    expect(keys).toContain('/players');
    expect(keys.includes('/sms')).toBe(listed);
  });
});
