import {
  accountsEndpoints,
  cashierEndpoints,
  CATALOGUES,
  ErrorCode,
  verificationEndpoints,
  type WithdrawInfo,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { LOAD, testPlayer, testVerificationStatus } from '../../test/fixtures';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';

/** Issue #25: with two-factor on, a withdrawal and a new withdrawal account ask for the code. */
const w = CATALOGUES.vi.web.cashier;
const otpLabel = CATALOGUES.vi.web.form.otp.label;
const enterOtp = CATALOGUES.vi.web.form.problems.enterOtp;

const ACCOUNT = {
  id: '5d7c2a10-0f4e-4c1b-8f55-2c7a9e0b1001',
  type: 'Bank' as const,
  bank: 'ACB',
  account: '2468-1357-9900',
  username: 'NGUYEN VAN A',
  area: 'Ha Noi',
  address: '',
  createdAt: '2026-11-20T03:00:00.000Z',
};

const INFO: WithdrawInfo = {
  balance: '500.00',
  withdrawable: '300.00',
  turnover: { required: '0.00', achieved: '0.00', remaining: '0.00' },
  daily: { used: 0, allowed: 3 },
  min: '50.00',
  max: '1000.00',
  hasPayPassword: true,
  processingHours: 24,
  accounts: [ACCOUNT],
};

const FLOW = {
  list: [],
  page: 1,
  pageSize: 1,
  nextCursor: null,
  range: { from: '2026-11-24T17:00:00.000Z', to: '2026-11-25T17:00:00.000Z', timeZone: 'Asia/Ho_Chi_Minh' },
};

/** Serves the cashier screens for a player with two-factor on or off; records the money calls. */
function serve(twoFactor: boolean) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const player = testPlayer({ money: '500.00', leftmoney: '300.00', noPassword2: 0, twoFactor });
  stubApi((path, body): Envelope => {
    if (path === accountsEndpoints.userInfo.path) return ok(player);
    if (path === cashierEndpoints.withdrawInfo.path) return ok(INFO);
    if (path === verificationEndpoints.status.path) return ok(testVerificationStatus());
    if (path === cashierEndpoints.withdrawals.path) return ok({ list: [], total: 0, page: 1, pageSize: 10 });
    if (path === cashierEndpoints.fundFlow.path) return ok(FLOW);
    if (path === cashierEndpoints.withdrawalAccounts.path) return ok([ACCOUNT]);
    if (path === cashierEndpoints.withdraw.path) {
      sent.push({ path, body });
      return ok(1);
    }
    if (path === cashierEndpoints.addWithdrawalAccount.path) {
      sent.push({ path, body });
      return ok({ ...ACCOUNT, id: '5d7c2a10-0f4e-4c1b-8f55-2c7a9e0b1002' });
    }
    throw new Error(`unexpected call ${path}`);
  });
  setToken('player-token');
  return sent;
}

function type(label: string, value: string) {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

async function confirmWithdrawal() {
  const summary = await screen.findByTestId('confirm-summary', {}, LOAD);
  const dialog = summary.closest('.adm-center-popup-wrap') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: w.withdraw.confirmSubmit, hidden: true }));
}

const submit = (name: string) => fireEvent.click(screen.getAllByRole('button', { name, hidden: true })[0]!);

describe('the two-factor code on money forms', { timeout: 20_000 }, () => {
  it('withdraw: asks for the code when two-factor is on and sends it', async () => {
    const sent = serve(true);
    renderApp({ history: ['/withdraw'] });
    await screen.findByLabelText(otpLabel, {}, LOAD);
    type(w.withdraw.amount, '100');
    type(w.common.payPassword, '135790');
    submit(w.withdraw.submit);
    expect(await screen.findByText(enterOtp)).toBeTruthy();
    expect(screen.queryByTestId('confirm-summary')).toBeNull();

    type(otpLabel, '246802');
    submit(w.withdraw.submit);
    await confirmWithdrawal();
    expect(await screen.findByRole('heading', { name: w.withdraw.successTitle }, LOAD)).toBeTruthy();
    expect(sent).toEqual([
      {
        path: cashierEndpoints.withdraw.path,
        body: expect.objectContaining({ pwd: '135790', otp: '246802' }),
      },
    ]);
  });

  it('withdraw: shows no code field and sends no code when two-factor is off', async () => {
    const sent = serve(false);
    renderApp({ history: ['/withdraw'] });
    await screen.findByLabelText(w.withdraw.amount, {}, LOAD);
    expect(screen.queryByLabelText(otpLabel)).toBeNull();
    type(w.withdraw.amount, '100');
    type(w.common.payPassword, '135790');
    submit(w.withdraw.submit);
    await confirmWithdrawal();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).not.toHaveProperty('otp');
  });

  it('add account: asks for the code when two-factor is on and sends it with the account', async () => {
    const sent = serve(true);
    renderApp({ history: ['/banklist', '/bankadd'] });
    await screen.findByLabelText(otpLabel, {}, LOAD);
    type(w.bankAdd.bank, 'Vietcombank');
    type(w.bankAdd.account, '0011 2233 4455');
    type(w.bankAdd.holder, 'Nguyen Van A');
    type(w.bankAdd.branch, 'Hanoi');
    type(w.common.payPassword, '135790');
    submit(w.bankAdd.submit);
    expect(await screen.findByText(enterOtp)).toBeTruthy();
    expect(sent).toEqual([]);

    type(otpLabel, 'abcd-efgh-jkl2');
    submit(w.bankAdd.submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual(
      expect.objectContaining({
        type: 'Bank',
        account: '0011 2233 4455',
        payPwd: '135790',
        otp: 'abcd-efgh-jkl2',
      }),
    );
  });

  it('shows a wrong code under the code field', async () => {
    setToken('player-token');
    stubApi((path): Envelope => {
      if (path === accountsEndpoints.userInfo.path)
        return ok(testPlayer({ noPassword2: 0, twoFactor: true }));
      if (path === cashierEndpoints.addWithdrawalAccount.path)
        return {
          code: 0,
          info: CATALOGUES.vi.errors[ErrorCode.TwoFactorWrong],
          data: { errCode: ErrorCode.TwoFactorWrong, field: 'otp' },
        };
      return ok([]);
    });
    renderApp({ history: ['/banklist', '/bankadd'] });
    await screen.findByLabelText(otpLabel, {}, LOAD);
    type(w.bankAdd.bank, 'Vietcombank');
    type(w.bankAdd.account, '0011 2233 4455');
    type(w.bankAdd.holder, 'Nguyen Van A');
    type(w.bankAdd.branch, 'Hanoi');
    type(w.common.payPassword, '135790');
    type(otpLabel, '000000');
    submit(w.bankAdd.submit);
    const box = screen.getByLabelText(otpLabel);
    await waitFor(() =>
      expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        CATALOGUES.vi.errors[ErrorCode.TwoFactorWrong],
      ),
    );
  });
});
