import {
  CATALOGUES,
  fillTemplate,
  formatMoney,
  groupThousands,
  parseMoney,
  cashierAdminEndpoints,
  cashierEndpoints,
} from '@fairround/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiData as api, callApi } from '../support/api.js';
import { shot } from '../support/screenshot.js';
import { confirmStepUp, createStaff, E2E_OWNER, ownerOtp, ownerToken, type E2eStaff } from '../support/staff.js';
import {
  replaceCashierConfig,
  replaceDepositMethods,
  restoreCashierConfig,
  restoreDepositMethods,
} from '../support/cashier.js';
import { newPlayer, registerPlayer } from '../support/players.js';

/** The console is a desktop app; the harness default is a phone viewport. */
test.use({
  viewport: { width: 1366, height: 860 },
  // The copy buttons are checked by reading the clipboard back.
  permissions: ['clipboard-read', 'clipboard-write'],
});
// The second journey edits the deposit method the first one created.
test.describe.configure({ mode: 'serial' });

const text = CATALOGUES.vi.admin;
const c = text.cashier;
const ledgerTexts = CATALOGUES.vi.ledger;
const errors = CATALOGUES.vi.errors;

/** A fresh player for this run: phone and username from the CSPRNG so reruns never collide. */
const PLAYER = newPlayer('8', 'e2ec');
const BANK_METHOD = {
  kind: 'bank',
  label: 'Vietcombank (e2e)',
  bankName: 'Vietcombank',
  accountName: 'FAIRROUND JSC',
  accountNumber: '0071 0012 34567',
  note: 'Ghi tên đăng nhập trong nội dung chuyển khoản',
  enabled: true,
};
const PLAYER_BANK = { bank: 'ACB', account: '2468-1357-9900', username: 'NGUYEN VAN A', area: 'Hà Nội' };
const TRC20_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

type Config = Record<string, unknown>;
type Summary = {
  depositsApproved: { count: number; total: string };
  withdrawalsPaid: { count: number; total: string };
  pending: { deposits: number; withdrawals: number; withdrawalsAwaitingSecondApproval: number };
  house: Record<string, string>;
};

const money = (value: string) => groupThousands(value);
const minor = (value: string) => {
  const parsed = parseMoney(value, 2);
  if (!parsed.ok) throw new Error(`not money: ${value}`);
  return parsed.minor;
};
/** `value` moved by `deltaMinor`, as the console shows it ("1,600.00"). */
const shifted = (value: string, deltaMinor: number) => money(formatMoney(minor(value) + deltaMinor, 2));

let originalConfig: Config | null = null;
let originalMethods: unknown[] | null = null;
let methodId = '';
let playerId = '';
let playerToken = '';

async function summaryNow(request: APIRequestContext): Promise<Summary> {
  return api<Summary>(request, cashierAdminEndpoints.dashboard.path, { token: await ownerToken(request) });
}

/** Signs in through the form (with the two-factor code when the staff has one); lands on the dashboard. */
async function signIn(page: Page, staff: { username: string; password: string }, otp?: () => string) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(text.login.username).fill(staff.username);
  await page.getByLabel(text.login.password, { exact: true }).fill(staff.password);
  if (otp) await page.getByLabel(text.login.otp).fill(otp());
  await page.getByRole('button', { name: text.login.submit }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: c.dashboard.title })).toBeVisible();
}

/** Signs in and expects to land on `landing` (no dashboard check: an account may be led elsewhere). */
async function signInTo(page: Page, staff: { username: string; password: string }, landing: RegExp) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(text.login.username).fill(staff.username);
  await page.getByLabel(text.login.password, { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: text.login.submit }).click();
  await expect(page).toHaveURL(landing);
}

async function signOut(page: Page) {
  // The account dropdown animates open; a click during the animation can miss, so retry.
  await expect(async () => {
    const logout = page.getByRole('menuitem', { name: text.header.logout });
    if (!(await logout.isVisible())) await page.getByTestId('account-menu').click();
    await logout.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

async function openSection(page: Page, label: string, path: RegExp) {
  await page.getByRole('navigation', { name: text.nav.menu }).getByRole('menuitem', { name: label }).click();
  await expect(page).toHaveURL(path);
}

/** Toasts fade after a few seconds; screenshots wait so they show the screen, not the toast. */
async function waitForToasts(page: Page) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
}

/** A catalogue text with some placeholders filled and the rest (times, dates) matching anything. */
function templatePattern(template: string, params: Record<string, string>): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(
    escaped.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? params[name]! : '.+')),
  );
}

/** A code that is not valid now, without using up one of the staff's codes (each is accepted once). */
function wrongCode(staff: E2eStaff): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(staff.secret!),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.validate({ token: '000000', window: 2 }) === null ? '000000' : '111111';
}

/** One ledger row: amount, before and after as shown. */
async function expectLedgerRow(row: Locator, reason: string, amount: string, before: string, after: string) {
  await expect(row).toContainText(reason);
  const cells = row.locator('td');
  await expect(cells.nth(2)).toHaveText(amount);
  await expect(cells.nth(3)).toHaveText(before);
  await expect(cells.nth(4)).toHaveText(after);
}

test.beforeAll(async ({ request }) => {
  // A deposit method players can choose, and a low two-operator threshold for the journey.
  originalConfig = await replaceCashierConfig<Config>(request, {
    twoOperatorThreshold: '500.00',
    turnoverMultiple: '0',
  });
  const methods = await replaceDepositMethods(request, [BANK_METHOD]);
  originalMethods = methods.original;
  methodId = methods.ids[0] ?? '';

  // A player registers with the code from the SMS outbox and the house invitation code 888.
  ({ token: playerToken, id: playerId } = await registerPlayer(request, PLAYER));
});

test.afterAll(async ({ request }) => {
  // Later specs get the cashier settings this spec found.
  await restoreCashierConfig(request, originalConfig);
  await restoreDepositMethods(request, originalMethods);
});

test('finance staff approve deposits with their code; two different operators pay a large withdrawal; the ledger shows every step', async ({
  page,
  request,
}) => {
  // Each two-factor code is accepted once: the journey's several codes wait for fresh 30 s steps.
  test.slow();
  const { before, first, second, reference } =
    await test.step('The player asks for two deposits; two finance operators are created', async () => {
      const before = await summaryNow(request);
      const deposit = await api<{ id: string; reference: string }>(request, cashierEndpoints.recharge.path, {
        token: playerToken,
        money: '1000',
        pay_name: 'Nguyen Van A',
        method: methodId,
      });
      expect(deposit.id).toBeTruthy();
      await api(request, cashierEndpoints.recharge.path, {
        token: playerToken,
        money: '200',
        pay_name: 'Tran Thi B',
        method: methodId,
      });

      const first = await createStaff(request, { role: 'finance', twoFactor: true, prefix: 'e2e-cash1' });
      const second = await createStaff(request, { role: 'finance', twoFactor: true, prefix: 'e2e-cash2' });
      return { before, first, second, reference: deposit.reference };
    });

  await test.step('Finance signs in with the two-factor code and lands on the dashboard', async () => {
    await signIn(page, first, first.otp);
    await expect(page.getByTestId('dashboard-pending-deposits').locator('.money')).toHaveText(
      String(before.pending.deposits + 2),
    );
    await page.getByRole('link', { name: c.dashboard.openDeposits }).click();
    await expect(page).toHaveURL(/\/admin\/deposits$/);
    await expect(page.getByRole('heading', { name: c.deposits.title })).toBeVisible();
  });

  const { rows } =
    await test.step('Filtering by the player leaves exactly their two pending requests', async () => {
      await page.locator('.player-picker input').fill(PLAYER.username);
      await page.locator('.ant-select-item-option', { hasText: PLAYER.username }).click();
      await expect(page).toHaveURL(new RegExp(`userId=${playerId}`));
      const rows = page.locator('.ant-table-row');
      await expect(rows).toHaveCount(2);
      return { rows };
    });

  const { big, dialog } =
    await test.step('Approving shows who, how much, from whom and where to, and needs the current code', async () => {
      const big = rows.filter({ hasText: 'Nguyen Van A' });
      await big.getByRole('button', { name: c.common.approve }).click();
      const dialog = page.getByRole('dialog');
      const summary = dialog.getByTestId('deposit-summary');
      await expect(summary).toContainText(PLAYER.username);
      await expect(summary).toContainText('1,000.00');
      await expect(summary).toContainText('Nguyen Van A');
      await expect(summary).toContainText(BANK_METHOD.label);
      await expect(summary).toContainText(BANK_METHOD.accountNumber);
      await dialog.getByRole('button', { name: c.deposits.approveSubmit }).click();
      await expect(dialog.getByText(c.otp.required)).toBeVisible();
      await dialog.getByLabel(c.otp.label).fill(wrongCode(first));
      await dialog.getByRole('button', { name: c.deposits.approveSubmit }).click();
      await expect(dialog.getByText(errors[3006])).toBeVisible();
      await dialog.getByLabel(c.otp.label).fill(first.otp());
      return { big, dialog };
    });
  await test.step("The field's error folds away (an animation that moves the button) before the button is clicked", async () => {
    await expect(dialog.getByText(errors[3006])).toHaveCount(0);
    await dialog.getByRole('button', { name: c.deposits.approveSubmit }).click();
    await expect(
      page.getByText(fillTemplate(c.deposits.approveDone, { amount: '1000.00', username: PLAYER.username })),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
  });

  await test.step('Rejecting asks for a reason the player will see', async () => {
    await rows.first().getByRole('button', { name: c.common.reject }).click();
    await expect(dialog.getByTestId('deposit-summary')).toContainText('Tran Thi B');
    await dialog.getByRole('button', { name: c.common.reject }).click();
    await expect(dialog.getByText(c.common.reasonRequired)).toBeVisible();
    await dialog.getByLabel(c.common.reason).fill('Không nhận được tiền (e2e)');
    await expect(dialog.getByText(c.common.reasonRequired)).toHaveCount(0);
    await dialog.getByRole('button', { name: c.common.reject }).click();
    await expect(page.getByText(c.deposits.rejectDone)).toBeVisible();
    await expect(page.getByText(c.deposits.emptyPending)).toHaveCount(0);
    await expect(page.getByText(c.common.emptyFiltered)).toBeVisible();
  });

  await test.step('The "all" tab shows both outcomes with who decided', async () => {
    await page.getByRole('tab', { name: c.common.allStatuses }).click();
    await expect(rows).toHaveCount(2);
    await expect(big.getByTestId('status-approved')).toBeVisible();
    await expect(big).toContainText(fillTemplate(c.common.resolvedBy, { username: first.username }));
    const rejected = rows.filter({ hasText: 'Tran Thi B' });
    await expect(rejected.getByTestId('status-rejected')).toBeVisible();
    await expect(rejected).toContainText('Không nhận được tiền (e2e)');
    await waitForToasts(page);
    await shot(page, 'console-deposits');
  });

  await test.step('Searching by the reference (in any case) finds that one request, whatever its status', async () => {
    const search = page.getByLabel(c.deposits.search);
    await search.fill(reference.toLowerCase());
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${reference.toLowerCase()}`));
    await expect(rows).toHaveCount(1);
    const found = rows.first();
    await expect(found.getByTestId('deposit-reference')).toContainText(reference);
    await expect(found.getByTestId('status-approved')).toBeVisible();
    await found
      .getByRole('button', { name: fillTemplate(c.common.copyLabel, { label: c.deposits.reference }) })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await waitForToasts(page);
    await shot(page, 'console-deposits-reference');
    await search.clear();
    await search.press('Enter');
    await expect(rows).toHaveCount(2);
  });

  const { account, small } =
    await test.step('The player adds a bank account and asks for a small withdrawal (below the threshold)', async () => {
      const account = await api<{ id: string }>(request, cashierEndpoints.addWithdrawalAccount.path, {
        token: playerToken,
        type: 'Bank',
        ...PLAYER_BANK,
        payPwd: PLAYER.payPwd,
      });
      await api(request, cashierEndpoints.withdraw.path, {
        token: playerToken,
        bank_id: account.id,
        money: '50',
        pwd: PLAYER.payPwd,
      });

      await openSection(page, c.nav.withdrawals, /\/admin\/withdrawals$/);
      const small = page.locator('.ant-table-row', { hasText: PLAYER.username }).filter({ hasText: '50.00' });
      await expect(small).toHaveCount(1);
      await expect(small).toContainText(c.withdrawals.oneOperator);
      return { account, small };
    });
  await test.step('The copy button copies exactly the account number shown next to it', async () => {
    await small
      .getByRole('button', { name: fillTemplate(c.common.copyLabel, { label: c.withdrawals.accountNumber }) })
      .click();
    await expect(page.getByText(fillTemplate(c.common.copied, { text: PLAYER_BANK.account }))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PLAYER_BANK.account);
    await expect(small.getByText(PLAYER_BANK.account, { exact: true })).toBeVisible();
  });

  const { large } =
    await test.step('Rejecting refunds the hold; the level-1 player may then ask again today', async () => {
      await small.getByRole('button', { name: c.common.reject }).click();
      await expect(dialog.getByText(c.withdrawals.rejectText)).toBeVisible();
      await dialog.getByLabel(c.common.reason).fill('Tên chủ tài khoản không khớp (e2e)');
      await dialog.getByRole('button', { name: c.common.reject }).click();
      await expect(
        page.getByText(
          fillTemplate(c.withdrawals.rejectDone, { amount: '50.00', username: PLAYER.username }),
        ),
      ).toBeVisible();
      await api(request, cashierEndpoints.withdraw.path, {
        token: playerToken,
        bank_id: account.id,
        money: '600',
        pwd: PLAYER.payPwd,
      });
      await page.reload();
      const large = page
        .locator('.ant-table-row', { hasText: PLAYER.username })
        .filter({ hasText: '600.00' });
      await expect(large.getByTestId('withdrawal-approvals')).toContainText(c.withdrawals.twoOperators);
      await expect(large).toContainText(c.withdrawals.noApprovalYet);
      return { large };
    });

  await test.step('At or above the threshold the first approval only records who checked it', async () => {
    await large.getByRole('button', { name: c.common.approve }).click();
    await expect(dialog.getByText(c.withdrawals.firstOfTwoTitle)).toBeVisible();
    await expect(dialog.getByTestId('withdrawal-summary')).toContainText(PLAYER_BANK.account);
    await expect(dialog.getByLabel(c.withdrawals.payoutReference)).toHaveCount(0);
    await dialog.getByLabel(c.otp.label).fill(first.otp());
    await dialog.getByRole('button', { name: c.withdrawals.approveFirstSubmit }).click();
    await expect(page.getByText(c.withdrawals.firstDone)).toBeVisible();
    await expect(large).toContainText(
      fillTemplate(c.withdrawals.firstApprovedBy, { username: first.username }),
    );
    await expect(large).toContainText(c.withdrawals.waitingSecond);
  });

  await test.step('The same operator cannot give the second approval: the console says so before asking…', async () => {
    await large.getByRole('button', { name: c.common.approve }).click();
    await expect(dialog.getByText(c.withdrawals.sameOperatorTitle)).toBeVisible();
    await expect(dialog.getByRole('button', { name: c.withdrawals.approvePaySubmit })).toBeDisabled();
    await dialog.getByRole('button', { name: text.common.cancel }).click();
  });
  await test.step('…and the server refuses it anyway (3017)', async () => {
    const listed = await api<{ list: { id: string; amount: string }[] }>(
      request,
      cashierAdminEndpoints.withdrawals.path,
      {
        token: first.token,
        userId: playerId,
        status: 'pending',
      },
    );
    const largeId = listed.list.find((row) => row.amount === '600.00')?.id;
    const again = await callApi<{ errCode: number }>(request, cashierAdminEndpoints.approveWithdrawal.path, {
      token: first.token,
      id: largeId,
      payoutReference: 'SAME-OPERATOR',
      otp: first.otp(),
    });
    expect(again.data.errCode).toBe(3017);
  });

  await test.step('The "awaiting second approval" view lists it', async () => {
    await page.getByText(c.withdrawals.awaitingFilter).click();
    await expect(page).toHaveURL(/awaiting=1/);
    await expect(page.locator('.ant-table-row', { hasText: PLAYER.username })).toHaveCount(1);
    await waitForToasts(page);
    await shot(page, 'console-withdrawals');
  });

  const { paid } =
    await test.step('A different finance operator pays it with the payout reference and their own code', async () => {
      await signOut(page);
      await signIn(page, second, second.otp);
      await expect(page.getByTestId('dashboard-pending-withdrawals')).toContainText(
        fillTemplate(c.dashboard.awaitingSecond, {
          num: before.pending.withdrawalsAwaitingSecondApproval + 1,
        }),
      );
      await page
        .getByRole('link', {
          name: fillTemplate(c.dashboard.awaitingSecond, {
            num: before.pending.withdrawalsAwaitingSecondApproval + 1,
          }),
        })
        .click();
      await expect(page).toHaveURL(/\/admin\/withdrawals\?awaiting=1$/);
      const toPay = page.locator('.ant-table-row', { hasText: PLAYER.username });
      await toPay.getByRole('button', { name: c.common.approve }).click();
      await expect(
        dialog.getByText(templatePattern(c.withdrawals.secondTitle, { username: first.username })),
      ).toBeVisible();
      await dialog.getByLabel(c.otp.label).fill(second.otp());
      await dialog.getByRole('button', { name: c.withdrawals.approvePaySubmit }).click();
      await expect(dialog.getByText(c.withdrawals.payoutReferenceRequired, { exact: true })).toBeVisible();
      await dialog.getByLabel(c.withdrawals.payoutReference).fill('VCB-E2E-0001');
      await dialog.getByLabel(c.otp.label).fill(second.otp());
      await expect(dialog.getByText(c.withdrawals.payoutReferenceRequired, { exact: true })).toHaveCount(0);
      await dialog.getByRole('button', { name: c.withdrawals.approvePaySubmit }).click();
      await expect(
        page.getByText(fillTemplate(c.withdrawals.paidDone, { amount: '600.00', username: PLAYER.username })),
      ).toBeVisible();
      await page.getByRole('tab', { name: c.statuses.paid }).click();
      const paid = page.locator('.ant-table-row', { hasText: PLAYER.username });
      await expect(paid.getByTestId('status-paid')).toBeVisible();
      await expect(paid).toContainText(
        fillTemplate(c.withdrawals.payoutReferenceShown, { reference: 'VCB-E2E-0001' }),
      );
      await expect(paid).toContainText(fillTemplate(c.common.resolvedBy, { username: second.username }));
      return { paid };
    });

  const { ledger } =
    await test.step("The player's ledger: deposit, hold, refund, hold — with the balance before and after each", async () => {
      await paid.getByRole('link', { name: PLAYER.username }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/players/${playerId}$`));
      await page.getByRole('tab', { name: c.ledger.tab }).click();
      const ledger = page.getByTestId('player-ledger').locator('.ant-table-row');
      await expect(ledger).toHaveCount(4);
      await expectLedgerRow(
        ledger.nth(0),
        ledgerTexts.reasons.withdrawal_hold,
        '-600.00',
        '1,000.00',
        '400.00',
      );
      await expectLedgerRow(
        ledger.nth(1),
        ledgerTexts.reasons.withdrawal_refund,
        '+50.00',
        '950.00',
        '1,000.00',
      );
      await expectLedgerRow(
        ledger.nth(2),
        ledgerTexts.reasons.withdrawal_hold,
        '-50.00',
        '1,000.00',
        '950.00',
      );
      await expectLedgerRow(ledger.nth(3), ledgerTexts.reasons.deposit, '+1,000.00', '0.00', '1,000.00');
      await expect(page.getByTestId('ledger-balance')).toContainText('400.00');
      return { ledger };
    });

  await test.step('The hold account: in, out (refund), in, out (paid)', async () => {
    await page.getByTestId('ledger-account').getByText(text.playerDetail.withdrawalHold).click();
    await expect(ledger).toHaveCount(4);
    await expectLedgerRow(ledger.nth(0), ledgerTexts.reasons.withdrawal_paid, '-600.00', '600.00', '0.00');
    await expectLedgerRow(ledger.nth(1), ledgerTexts.reasons.withdrawal_hold, '+600.00', '0.00', '600.00');
    await expectLedgerRow(ledger.nth(2), ledgerTexts.reasons.withdrawal_refund, '-50.00', '50.00', '0.00');
    await expectLedgerRow(ledger.nth(3), ledgerTexts.reasons.withdrawal_hold, '+50.00', '0.00', '50.00');
  });

  const { adjustSummary } = await test.step('A manual debit', async () => {
    // A manual debit: reviewed with the resulting balance, confirmed with the code. The first
    // answer is lost on the way back; confirming again sends the same request key, so the
    // server adjusts once and answers the first result again.
    await page.getByRole('button', { name: c.adjust.button }).click();
    await dialog.getByLabel(fillTemplate(c.adjust.amount, { currency: 'USD' })).fill('-25');
    await expect(dialog.getByTestId('adjust-preview')).toContainText('400.00');
    await expect(dialog.getByTestId('adjust-preview')).toContainText('375.00');
    await dialog.getByRole('button', { name: c.adjust.review }).click();
    await expect(dialog.getByText(c.common.reasonRequired)).toBeVisible();
    await dialog.getByLabel(c.common.reason).fill('Phí chuyển khoản ngân hàng (e2e)');
    await expect(dialog.getByText(c.common.reasonRequired)).toHaveCount(0);
    await dialog.getByRole('button', { name: c.adjust.review }).click();
    const adjustSummary = dialog.getByTestId('adjust-summary');
    await expect(adjustSummary).toContainText('-25.00');
    await expect(adjustSummary).toContainText('400.00');
    await expect(adjustSummary).toContainText('375.00');
    let dropped = false;
    await page.route('**/api/admin/players/adjust', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await dialog.getByLabel(c.otp.label).fill(second.otp());
    await dialog.getByRole('button', { name: c.adjust.confirm }).click();
    await expect(dialog.getByText(errors[1004])).toBeVisible();
    return { adjustSummary };
  });
  await test.step('The adjustment did happen (the balances were read again), and the confirmation still describes…', async () => {
    // The adjustment did happen (the balances were read again), and the confirmation still
    // describes that one adjustment rather than a second one on top of it.
    await expect(page.getByTestId('balance-cash')).toContainText('375.00');
    await expect(adjustSummary).toContainText('400.00');
    await expect(adjustSummary).not.toContainText('350.00');
  });
  await test.step('Codes are accepted once, so the retry carries a fresh one (and the same request key)', async () => {
    await dialog.getByLabel(c.otp.label).fill(second.otp());
    await dialog.getByRole('button', { name: c.adjust.confirm }).click();
    await expect(page.getByText(fillTemplate(c.adjust.replayed, { after: '375.00' }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.unroute('**/api/admin/players/adjust');
    await expect(page.getByTestId('balance-cash')).toContainText('375.00');
    await page.getByTestId('ledger-account').getByText(text.playerDetail.cash).click();
    await expect(ledger).toHaveCount(5);
    await expectLedgerRow(ledger.nth(0), ledgerTexts.reasons.admin_adjustment, '-25.00', '400.00', '375.00');
    await expect(page.getByTestId('player-ledger')).toContainText(
      fillTemplate(c.ledger.house, { account: ledgerTexts.houseAccounts.adjustments }),
    );
    await waitForToasts(page);
    await shot(page, 'console-player-ledger');
  });

  await test.step('The dashboard reflects it all, and the ledger proves consistent', async () => {
    await openSection(page, c.nav.dashboard, /\/admin\/?$/);
    const after = await summaryNow(request);
    expect(after.depositsApproved.count).toBe(before.depositsApproved.count + 1);
    expect(minor(after.depositsApproved.total) - minor(before.depositsApproved.total)).toBe(100_000);
    expect(after.withdrawalsPaid.count).toBe(before.withdrawalsPaid.count + 1);
    expect(minor(after.withdrawalsPaid.total) - minor(before.withdrawalsPaid.total)).toBe(60_000);
    expect(after.pending).toEqual(before.pending);
    await expect(page.getByTestId('dashboard-deposits-approved')).toContainText(
      shifted(before.depositsApproved.total, 100_000),
    );
    await expect(page.getByTestId('dashboard-withdrawals-paid')).toContainText(
      shifted(before.withdrawalsPaid.total, 60_000),
    );
    await expect(page.getByTestId('dashboard-pending-deposits').locator('.money')).toHaveText(
      String(before.pending.deposits),
    );
    const house = page.getByTestId('dashboard-house');
    const houseRow = (type: keyof typeof ledgerTexts.houseAccounts) =>
      house.locator('.ant-table-row', { hasText: ledgerTexts.houseAccounts[type] });
    await expect(houseRow('deposits')).toContainText(shifted(before.house.deposits ?? '0.00', -100_000));
    await expect(houseRow('withdrawals')).toContainText(shifted(before.house.withdrawals ?? '0.00', 60_000));
    await expect(houseRow('adjustments')).toContainText(shifted(before.house.adjustments ?? '0.00', 2_500));
    await page.getByRole('button', { name: c.ledgerCheck.run }).click();
    await expect(page.getByTestId('ledger-check-ok')).toContainText(c.ledgerCheck.ok);
    await expect(page.getByTestId('cashier-refresh-note')).toBeVisible();
    await shot(page, 'console-dashboard');
  });
});

test('owners edit deposit methods and cashier limits with the server’s checks; an account without two-factor can only enrol', async ({
  page,
  request,
}) => {
  const ownerCode = await ownerOtp(request);
  await signIn(page, E2E_OWNER, () => ownerCode);
  await openSection(page, c.nav.settings, /\/admin\/cashier-settings$/);
  const methods = page.getByTestId('deposit-methods');
  await expect(methods.getByTestId('method-0').getByLabel(c.methods.label)).toHaveValue(BANK_METHOD.label);

  const { chain } = await test.step('A crypto address is checked for its chain before saving', async () => {
    await methods.getByRole('button', { name: c.methods.addChain }).click();
    const chain = methods.getByTestId('method-1');
    await chain.getByLabel(c.methods.label).fill('USDT (TRC20)');
    await chain.getByLabel(c.methods.address).fill(`${TRC20_ADDRESS.slice(0, -1)}u`);
    await methods.getByRole('button', { name: c.methods.save }).click();
    await expect(chain.getByText(errors[3010])).toBeVisible();
    await chain.getByLabel(c.methods.address).fill(TRC20_ADDRESS);
    await expect(chain.getByText(errors[3010])).toHaveCount(0);
    await chain.getByLabel(c.methods.note).fill('Chỉ gửi USDT qua mạng TRON');
    return { chain };
  });
  await test.step('Shown first on the recharge page', async () => {
    await chain.getByRole('button', { name: c.methods.moveUp }).click();
    await expect(methods.getByTestId('method-0').getByLabel(c.methods.label)).toHaveValue('USDT (TRC20)');
    await methods.getByRole('button', { name: c.methods.save }).click();
    // Where players pay is a step-up change: the console asks for the owner's code (issue #23).
    await confirmStepUp(page, await ownerOtp(request), 'console-cashier-methods-step-up');
    await expect(page.getByText(c.methods.saved)).toBeVisible();
    const publicMethods = await api<{ methods: { label: string; address?: string }[] }>(
      request,
      cashierEndpoints.methods.path,
      {},
    );
    expect(publicMethods.methods.map((method) => method.label)).toEqual(['USDT (TRC20)', BANK_METHOD.label]);
    expect(publicMethods.methods[0]?.address).toBe(TRC20_ADDRESS);
  });

  await test.step("Limits: the maximum withdrawal may not fall below the minimum; amounts keep the currency's digits", async () => {
    const config = page.getByTestId('cashier-config');
    await config.getByLabel(fillTemplate(c.config.withdrawalMax, { currency: 'USD' })).fill('5');
    await config.getByRole('button', { name: c.config.save }).click();
    await expect(config.getByText(c.config.maxBelowMin)).toBeVisible();
    await config.getByLabel(fillTemplate(c.config.withdrawalMax, { currency: 'USD' })).fill('40000');
    await config
      .getByRole('textbox', { name: fillTemplate(c.config.quickAmountNumber, { num: 1 }), exact: true })
      .fill('12.345');
    await config.getByRole('button', { name: c.config.save }).click();
    await expect(config.getByText(fillTemplate(c.config.amountFormat, { num: 2 }))).toBeVisible();
    await config
      .getByRole('textbox', { name: fillTemplate(c.config.quickAmountNumber, { num: 1 }), exact: true })
      .fill('150');
    await config.getByLabel(fillTemplate(c.config.minDeposit, { currency: 'USD' })).fill('20');
    await config.getByRole('button', { name: c.config.save }).click();
    await confirmStepUp(page, await ownerOtp(request));
    await expect(page.getByText(c.config.saved)).toBeVisible();
    const saved = await api<{ withdrawalMax: string; minDeposit: string; quickAmounts: string[] }>(
      request,
      cashierAdminEndpoints.config.path,
      { token: await ownerToken(request) },
    );
    expect(saved.withdrawalMax).toBe('40000.00');
    expect(saved.minDeposit).toBe('20.00');
    expect(saved.quickAmounts[0]).toBe('150.00');
    await page.reload();
    await expect(
      page.getByTestId('cashier-config').getByLabel(fillTemplate(c.config.minDeposit, { currency: 'USD' })),
    ).toHaveValue('20.00');
    await waitForToasts(page);
    await shot(page, 'console-cashier-settings');
  });

  await test.step("The audit log names the cashier's actions", async () => {
    await openSection(page, text.nav.audit, /\/admin\/audit$/);
    await expect(page.getByText(text.actions.withdrawal_approve_first).first()).toBeVisible();
    await expect(page.getByText(text.actions.cashier_methods_update).first()).toBeVisible();
  });

  await test.step('A new owner without two-factor is led to its setup and can do nothing else (issue #23)', async () => {
    const fresh = await createStaff(request, { role: 'owner', twoFactor: false, prefix: 'e2e-enrol' });
    await signOut(page);
    await signInTo(page, fresh, /\/admin\/security$/);
    await page.goto('/admin/deposits');
    await expect(page).toHaveURL(/\/admin\/security$/);
    // It is told why, and the menu offers nothing the server would refuse.
    await expect(page.getByTestId('two-factor-banner')).toContainText(text.twoFactorBanner.title);
    await expect(page.getByRole('navigation', { name: text.nav.menu }).getByRole('menuitem')).toHaveText([text.nav.security]);
    await expect(page.getByTestId('live-reconnecting')).toHaveCount(0);
    await shot(page, 'console-enrol-only');
  });
  await test.step('The server agrees (3005), whatever a client sends', async () => {
    const fresh = await createStaff(request, { role: 'owner', twoFactor: false, prefix: 'e2e-enrol-api' });
    const refused = await callApi<{ errCode: number }>(request, cashierAdminEndpoints.deposits.path, {
      token: fresh.token,
      status: 'pending',
    });
    expect(refused.data.errCode).toBe(3005);
  });
});
