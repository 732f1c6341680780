import {
  ErrorCode,
  CATALOGUES,
  fillTemplate,
  type WithdrawInfo,
  accountsEndpoints,
  cashierEndpoints,
  verificationEndpoints,
  type VerificationStatus,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, type Envelope } from '../../test/render-app';
import { testPlayer, testVerificationStatus } from '../../test/fixtures';

const w = CATALOGUES.vi.web.cashier;
const errors = CATALOGUES.vi.errors;

const PLAYER = testPlayer({ money: '500.00', leftmoney: '300.00', noPassword2: 0, turnover: '200.00' });

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
  turnover: { required: '400.00', achieved: '200.00', remaining: '200.00' },
  daily: { used: 1, allowed: 3 },
  min: '50.00',
  max: '1000.00',
  hasPayPassword: true,
  processingHours: 24,
  accounts: [ACCOUNT],
};

/** The fund flow's `today` tab: its range ends at the operator's next midnight (Asia/Ho_Chi_Minh, UTC+7). */
const TODAY_FLOW = {
  list: [],
  page: 1,
  pageSize: 1,
  nextCursor: null,
  range: { from: '2026-11-24T17:00:00.000Z', to: '2026-11-25T17:00:00.000Z', timeZone: 'Asia/Ho_Chi_Minh' },
};

function serve(
  info: WithdrawInfo,
  withdraw: (body: Record<string, unknown>) => Envelope = () => ok(1),
  verification: () => VerificationStatus = () => testVerificationStatus(),
) {
  return stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === cashierEndpoints.withdrawInfo.path) return ok(info);
    if (path === verificationEndpoints.status.path) return ok(verification());
    if (path === cashierEndpoints.withdrawals.path) return ok({ list: [], total: 0, page: 1, pageSize: 10 });
    if (path === cashierEndpoints.withdraw.path) return withdraw(body);
    if (path === cashierEndpoints.fundFlow.path) return ok(TODAY_FLOW);
    throw new Error(`unexpected call ${path}`);
  });
}

/** The page is up and the verification gate has its answer (the form waits for it). */
async function pageShown() {
  await screen.findByRole('heading', { name: w.withdraw.turnoverTitle }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByTestId('verification-gate-loading')).toBeNull());
}

async function openPage(
  info: WithdrawInfo = INFO,
  withdraw?: (body: Record<string, unknown>) => Envelope,
  verification?: () => VerificationStatus,
) {
  setToken('player-token');
  const fetchMock = serve(info, withdraw, verification);
  renderApp({ history: ['/withdraw'] });
  await pageShown();
  return fetchMock;
}

const amountBox = () => screen.getByLabelText(w.withdraw.amount);
const passwordBox = () => screen.getByLabelText(w.common.payPassword);
// The form's button comes first; a closing dialog's button of the same name may linger after it
// (and hide the page from the accessibility tree while it fades, hence `hidden`).
const submitButton = () => screen.getAllByRole('button', { name: w.withdraw.submit, hidden: true })[0]!;

function type(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

describe('/withdraw', { timeout: 20_000 }, () => {
  it('shows balance, withdrawable amount, the turnover requirement and today’s count', async () => {
    await openPage();
    expect(screen.getByTestId('withdrawable').textContent).toBe('$300.00');
    const turnover = screen.getByTestId('turnover');
    expect(within(turnover).getByText('$400.00')).toBeTruthy();
    expect(within(turnover).getByText('$200.00')).toBeTruthy();
    expect(within(turnover).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(turnover).getByText(/Còn phải cược: \$200\.00/)).toBeTruthy();
    expect(
      screen.getByText(new RegExp(fillTemplate(w.withdraw.dailyCount, { used: 1, allowed: 3 }))),
    ).toBeTruthy();
    // The only account is chosen already.
    expect((screen.getByRole('radio', { name: /ACB/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('checks the amount as typed: minimum, maximum, withdrawable, format and the All button', async () => {
    await openPage({ ...INFO, withdrawable: '1500.00', balance: '1500.00' });
    type(amountBox(), '20');
    expect(
      await screen.findByText(fillTemplate(errors[ErrorCode.AmountBelowMinimum], { num: '$50.00' })),
    ).toBeTruthy();
    type(amountBox(), '1200');
    expect(
      await screen.findByText(fillTemplate(errors[ErrorCode.AmountAboveMaximum], { num: '$1,000.00' })),
    ).toBeTruthy();
    type(amountBox(), '0');
    expect(await screen.findByText(errors[ErrorCode.AmountNotPositive])).toBeTruthy();
    // Letters never reach the box; a comma becomes the decimal point.
    type(amountBox(), '12a,345');
    expect((amountBox() as HTMLInputElement).value).toBe('12.34');
    // "All" fills the withdrawable amount capped at the per-withdrawal maximum.
    fireEvent.click(screen.getByRole('button', { name: w.withdraw.allLabel }));
    expect((amountBox() as HTMLInputElement).value).toBe('1000');
  });

  it('refuses more than the withdrawable amount (the unmet turnover stays locked)', async () => {
    await openPage();
    type(amountBox(), '301');
    expect(
      await screen.findByText(fillTemplate(w.withdraw.overWithdrawable, { amount: '$300.00' })),
    ).toBeTruthy();
  });

  it('names every missing field on submit and sends nothing', async () => {
    const fetchMock = await openPage({
      ...INFO,
      accounts: [
        ACCOUNT,
        { ...ACCOUNT, id: '5d7c2a10-0f4e-4c1b-8f55-2c7a9e0b1002', account: '111122223333' },
      ],
    });
    fireEvent.click(submitButton());
    expect(await screen.findByText(errors[ErrorCode.WithdrawalMethodRequired])).toBeTruthy();
    expect(screen.getByText(w.common.amountRequired)).toBeTruthy();
    expect(screen.getByText(w.common.payPasswordRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => path === cashierEndpoints.withdraw.path)).toBe(false);
  });

  it('confirms amount and destination, then sends account, amount, password and a request key', async () => {
    let sent: Record<string, unknown> | null = null;
    await openPage(INFO, (body) => {
      sent = body;
      return ok(1);
    });
    type(amountBox(), '120.5');
    type(passwordBox(), '135790');
    fireEvent.click(submitButton());
    const summary = await screen.findByTestId('confirm-summary');
    expect(summary.textContent).toContain('$120.50');
    expect(summary.textContent).toContain('ACB •••• 9900');
    expect(sent).toBeNull();
    const dialog = summary.closest('.adm-center-popup-wrap') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: w.withdraw.confirmSubmit }));
    expect(await screen.findByRole('heading', { name: w.withdraw.successTitle })).toBeTruthy();
    expect(sent).toMatchObject({ bank_id: ACCOUNT.id, money: '120.5', pwd: '135790' });
    expect(String((sent as unknown as Record<string, unknown>).request_key)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refusals where they belong: wrong password under the password, daily limit on the form', async () => {
    let answer: Envelope = {
      code: 0,
      info: errors[ErrorCode.PayPasswordWrong],
      data: { errCode: ErrorCode.PayPasswordWrong },
    };
    // A dialog of the previous test fades out outside React's tree; let it go first.
    await waitFor(() => expect(screen.queryAllByTestId('confirm-summary')).toHaveLength(0), {
      timeout: 3_000,
    });
    await openPage(INFO, () => answer);
    type(amountBox(), '100');
    type(passwordBox(), 'wrong1');
    async function submitConfirmed() {
      fireEvent.click(submitButton());
      const summary = await screen.findByTestId('confirm-summary');
      const dialog = summary.closest('.adm-center-popup-wrap') as HTMLElement;
      fireEvent.click(within(dialog).getByRole('button', { name: w.withdraw.confirmSubmit, hidden: true }));
      await waitFor(() => expect(screen.queryAllByTestId('confirm-summary')).toHaveLength(0), {
        timeout: 3_000,
      });
    }
    await submitConfirmed();
    const password = passwordBox();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), { timeout: 4_000 });
    expect(screen.getByText(errors[ErrorCode.PayPasswordWrong])).toBeTruthy();

    answer = {
      code: 0,
      info: fillTemplate(errors[ErrorCode.DailyWithdrawalLimit], { num: 3 }),
      data: { errCode: ErrorCode.DailyWithdrawalLimit },
    };
    type(passwordBox(), '135790');
    await submitConfirmed();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) =>
            alert.textContent?.includes(fillTemplate(errors[ErrorCode.DailyWithdrawalLimit], { num: 3 })),
          ),
      ).toBe(true),
    );
  }, 15_000);

  it('sends a player without an account to the account list, and one without a payment password to set it', async () => {
    await openPage({ ...INFO, accounts: [] });
    // The list, and the form to add one, lead back here once the account is saved.
    expect(screen.getByRole('link', { name: w.withdraw.noAccountAction }).getAttribute('href')).toBe(
      '/banklist?back=%2Fwithdraw',
    );
  });

  it('asks for a payment password first when none is set (2057)', async () => {
    await openPage({ ...INFO, hasPayPassword: false });
    expect(screen.getByRole('link', { name: w.common.setPayPassword }).getAttribute('href')).toBe(
      '/usercipherpassword',
    );
    expect(screen.queryByLabelText(w.withdraw.amount)).toBeNull();
  });

  it('cannot be used once today’s withdrawals are used up, and says when the next one is possible', async () => {
    await openPage({ ...INFO, daily: { used: 3, allowed: 3 } });
    const notice = await screen.findByTestId('daily-limit-notice', {}, { timeout: 3_000 });
    expect(notice.textContent).toContain(fillTemplate(w.withdraw.usedUpTitle, { used: 3, allowed: 3 }));
    // Midnight in the operator's zone, written in the player's language with the zone named in words.
    await waitFor(() => expect(notice.textContent).toMatch(/00:00 \d{2}\/\d{2}\/\d{4}/));
    expect(notice.textContent).toContain('(Giờ Đông Dương)');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(amountBox().matches(':disabled')).toBe(true);
    expect(passwordBox().matches(':disabled')).toBe(true);
  });

  it('offers no “withdraw again” after the request that used up today’s count', async () => {
    let info: WithdrawInfo = { ...INFO, daily: { used: 2, allowed: 3 } };
    setToken('player-token');
    stubApi((path) => {
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      if (path === cashierEndpoints.withdrawInfo.path) return ok(info);
      if (path === cashierEndpoints.withdrawals.path)
        return ok({ list: [], total: 0, page: 1, pageSize: 10 });
      if (path === cashierEndpoints.fundFlow.path) return ok(TODAY_FLOW);
      if (path === verificationEndpoints.status.path) return ok(testVerificationStatus());
      if (path === cashierEndpoints.withdraw.path) {
        info = { ...info, daily: { used: 3, allowed: 3 } };
        return ok(1);
      }
      throw new Error(`unexpected call ${path}`);
    });
    await waitFor(() => expect(screen.queryAllByTestId('confirm-summary')).toHaveLength(0), {
      timeout: 3_000,
    });
    renderApp({ history: ['/withdraw'] });
    await pageShown();
    type(amountBox(), '100');
    type(passwordBox(), '135790');
    fireEvent.click(submitButton());
    const summary = await screen.findByTestId('confirm-summary');
    const dialog = summary.closest('.adm-center-popup-wrap') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: w.withdraw.confirmSubmit }));
    expect(await screen.findByRole('heading', { name: w.withdraw.successTitle })).toBeTruthy();
    await screen.findByTestId('daily-limit-notice', {}, { timeout: 4_000 });
    expect(screen.queryByRole('button', { name: w.withdraw.another })).toBeNull();
  }, 15_000);
});

describe('/withdraw: identity verification first (issue #26 item 4)', { timeout: 20_000 }, () => {
  const v = CATALOGUES.vi.web.verification;

  it('shows what to do instead of the form when verification is needed now', async () => {
    await openPage(INFO, undefined, () =>
      testVerificationStatus({
        requirement: { mode: 'first_withdrawal', threshold: null },
        requiredNow: true,
      }),
    );
    const card = screen.getByTestId('verification-gate-required');
    expect(within(card).getByRole('heading', { name: v.gate.requiredTitle })).toBeTruthy();
    expect(within(card).getByText(v.gate.requiredBody)).toBeTruthy();
    expect(within(card).getByRole('link', { name: v.gate.verify }).getAttribute('href')).toBe(
      '/verification',
    );
    expect(screen.queryByLabelText(w.withdraw.amount)).toBeNull();
  });

  it('says the last documents were refused when the state is rejected', async () => {
    await openPage(INFO, undefined, () =>
      testVerificationStatus({
        state: 'rejected',
        requirement: { mode: 'first_withdrawal', threshold: null },
        requiredNow: true,
        rejection: { reason: 'unreadable', note: null },
      }),
    );
    expect(
      within(screen.getByTestId('verification-gate-required')).getByText(v.gate.rejectedBody),
    ).toBeTruthy();
    expect(screen.queryByLabelText(w.withdraw.amount)).toBeNull();
  });

  it('says the documents are being checked, without the form, while finance decides', async () => {
    await openPage(INFO, undefined, () =>
      testVerificationStatus({
        state: 'pending',
        requirement: { mode: 'first_withdrawal', threshold: null },
        requiredNow: true,
        submittedAt: '2026-11-25T03:00:00.000Z',
      }),
    );
    const card = screen.getByTestId('verification-gate-pending');
    expect(within(card).getByRole('heading', { name: v.gate.pendingTitle })).toBeTruthy();
    expect(within(card).getByRole('link', { name: v.gate.view }).getAttribute('href')).toBe('/verification');
    expect(screen.queryByLabelText(w.withdraw.amount)).toBeNull();
  });

  it('above an amount: says how much more may go out and keeps the form', async () => {
    await openPage(INFO, undefined, () =>
      testVerificationStatus({
        requirement: { mode: 'above_amount', threshold: '1000.00' },
        withdrawableBeforeRequired: '250.00',
      }),
    );
    expect(screen.getByTestId('verification-gate-allowance').textContent).toBe(
      fillTemplate(v.gate.allowance, { amount: '$250.00' }),
    );
    expect(amountBox()).toBeTruthy();
  });

  it('shows no line once approved, nor when verification is off', async () => {
    await openPage(INFO, undefined, () =>
      testVerificationStatus({
        state: 'approved',
        requirement: { mode: 'above_amount', threshold: '1000.00' },
        withdrawableBeforeRequired: null,
      }),
    );
    expect(screen.queryByTestId('verification-gate-allowance')).toBeNull();
    expect(amountBox()).toBeTruthy();
  });

  it('shows the server’s 3107 refusal on the form and asks for the status again', async () => {
    await waitFor(() => expect(screen.queryAllByTestId('confirm-summary')).toHaveLength(0), {
      timeout: 3_000,
    });
    const fetchMock = await openPage(INFO, () => ({
      code: 0,
      info: errors[ErrorCode.VerificationUnderReview],
      data: { errCode: ErrorCode.VerificationUnderReview },
    }));
    type(amountBox(), '100');
    type(passwordBox(), '135790');
    fireEvent.click(submitButton());
    const summary = await screen.findByTestId('confirm-summary');
    const dialog = summary.closest('.adm-center-popup-wrap') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: w.withdraw.confirmSubmit, hidden: true }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes(errors[ErrorCode.VerificationUnderReview])),
      ).toBe(true),
    );
    const statusCalls = () =>
      fetchMock.mock.calls.filter(([path]) => path === verificationEndpoints.status.path).length;
    await waitFor(() => expect(statusCalls()).toBe(2));
  });

  it('turns into the verification card when the create call answers 3106', async () => {
    await waitFor(() => expect(screen.queryAllByTestId('confirm-summary')).toHaveLength(0), {
      timeout: 3_000,
    });
    let required = false;
    await openPage(
      INFO,
      () => {
        required = true;
        return {
          code: 0,
          info: errors[ErrorCode.VerificationRequired],
          data: { errCode: ErrorCode.VerificationRequired },
        };
      },
      () =>
        testVerificationStatus({
          requirement: { mode: 'first_withdrawal', threshold: null },
          requiredNow: required,
        }),
    );
    type(amountBox(), '100');
    type(passwordBox(), '135790');
    fireEvent.click(submitButton());
    const summary = await screen.findByTestId('confirm-summary');
    const dialog = summary.closest('.adm-center-popup-wrap') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: w.withdraw.confirmSubmit, hidden: true }));
    expect(await screen.findByTestId('verification-gate-required')).toBeTruthy();
  });
});
