import { randomInt } from 'node:crypto';
import {
  CATALOGUES,
  ErrorCode,
  fillTemplate,
  groupThousands,
  type UiLanguage,
  appConfigEndpoints,
  cashierEndpoints,
  cashierAdminEndpoints,
} from '@fairround/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiData as api, callApi } from '../support/api.js';
import { shot } from '../support/screenshot.js';
import { createStaff, type E2eStaff } from '../support/staff.js';
import {
  replaceCashierConfig,
  replaceDepositMethods,
  restoreCashierConfig,
  restoreDepositMethods,
} from '../support/cashier.js';
import { registerPlayer } from '../support/players.js';

/**
 * The player's money journey through the cashier screens (issue #4): deposit request on
 * /recharge → approved in the console → balance → bank account on /bankadd → withdrawals on
 * /withdraw (one rejected and refunded, one paid) → every entry on /my_income with its balance
 * before and after. Each deposit request shows its reference; a pending one can be cancelled. The operator's side goes through the console API with a finance account
 * that has two-factor (the harness requires it for money actions).
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.describe.configure({ mode: 'serial' });

const vi = CATALOGUES.vi.web.cashier;
const en = CATALOGUES['en-US'].web.cashier;
const errors = CATALOGUES.vi.errors;
const reasons = CATALOGUES.vi.ledger.reasons;

const suffix = String(randomInt(10_000_000, 100_000_000));
const PLAYER = { phone: `7${suffix}`, username: `e2ep${suffix}`, password: 'passw0rd1', payPwd: '246802' };
const BANK_METHOD = {
  kind: 'bank',
  label: 'Techcombank (e2e)',
  bankName: 'Techcombank',
  accountName: 'FAIRROUND JSC',
  accountNumber: '1903 5567 8899 01',
  note: 'Ghi tên đăng nhập trong nội dung chuyển khoản',
  enabled: true,
};
const CHAIN_METHOD = {
  kind: 'chain',
  label: 'USDT TRC20 (e2e)',
  chain: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  enabled: true,
};
const PLAYER_BANK = { bank: 'ACB', account: '2468-1357-9900', username: 'NGUYEN VAN A', area: 'Hà Nội' };
const PLAYER_TRC20 = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW';

type Config = Record<string, unknown>;

let originalConfig: Config | null = null;
let originalMethods: unknown[] | null = null;
let playerToken = '';
let finance: E2eStaff;
let symbol = '$';

/** A wire amount as the app shows it: "$1,000.00", "+$100.00", "-$300.00". */
function shown(value: string, signed = false): string {
  const negative = value.startsWith('-');
  const magnitude = groupThousands(negative ? value.slice(1) : value);
  const sign = negative ? '-' : signed ? '+' : '';
  return `${sign}${symbol}${magnitude}`;
}

/** Opens a screen as the player, in a language (the app keeps both per device). */
async function open(page: Page, path: string, language: UiLanguage = 'vi') {
  await page.goto('/languageSet');
  await page.evaluate(
    ([token, lang]) => {
      window.localStorage.setItem('fairround.token', token);
      window.localStorage.setItem('fairround.language', lang);
    },
    [playerToken, language] as const,
  );
  await page.goto(path);
}

/** antd-mobile's confirmation dialog: the summary inside it, and its buttons. */
function confirmDialog(page: Page): Locator {
  return page.locator('.adm-center-popup-wrap').filter({ has: page.getByTestId('confirm-summary') });
}

/** Full-page screenshot from the top (a scrolled page would draw its sticky header mid-page). */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function waitForToasts(page: Page) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
}

async function latest<T extends { id: string }>(request: APIRequestContext, path: string): Promise<T> {
  const page = await api<{ list: T[] }>(request, path, { token: playerToken, page: 1, pageSize: 1 });
  const item = page.list[0];
  if (!item) throw new Error(`${path}: nothing yet`);
  return item;
}

test.beforeAll(async ({ request }) => {
  originalMethods = (await replaceDepositMethods(request, [BANK_METHOD, CHAIN_METHOD])).original;
  // Half of each deposit must be staked before it can leave: the withdraw page shows it.
  originalConfig = await replaceCashierConfig<Config>(request, {
    minDeposit: '10.00',
    turnoverMultiple: '0.5',
    withdrawalMin: '10.00',
    withdrawalMax: '50000.00',
    twoOperatorThreshold: '10000.00',
  });
  const config = await api<{ currency: { symbol: string } }>(request, appConfigEndpoints.config.path, {});
  symbol = config.currency.symbol;

  ({ token: playerToken } = await registerPlayer(request, PLAYER));
  finance = await createStaff(request, { role: 'finance', twoFactor: true, prefix: 'e2e-wallet' });
});

test.afterAll(async ({ request }) => {
  await restoreCashierConfig(request, originalConfig);
  await restoreDepositMethods(request, originalMethods);
});

test('recharge: the tab leads here, copy buttons copy exactly what is shown, the request is confirmed, approval shows in the balance', async ({
  page,
  request,
}) => {
  await open(page, '/');
  const tabs = page.getByRole('navigation', { name: CATALOGUES.vi.web.nav.main });
  await tabs.getByRole('link', { name: CATALOGUES.vi.web.nav.recharge }).click();
  await expect(page).toHaveURL(/\/recharge$/);
  await expect(page.getByRole('heading', { name: vi.recharge.title, level: 1 })).toBeVisible();
  await expect(page.locator('.fr-balance-strip')).toContainText(shown('0.00'));

  await test.step('Every copy button copies exactly the value shown next to it', async () => {
    const payTo = page.locator('.fr-pay-to');
    for (const label of [vi.recharge.accountName, vi.recharge.accountNumber]) {
      const field = payTo.locator('.fr-copy-field').filter({ hasText: label });
      const showText = (await field.locator('.fr-copy-field__value').innerText()).trim();
      await field.getByRole('button', { name: fillTemplate(vi.common.copyLabel, { label }) }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(showText);
    }
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BANK_METHOD.accountNumber);
    await page.getByRole('radio', { name: CHAIN_METHOD.label }).check();
    const address = payTo.locator('.fr-copy-field').filter({ hasText: vi.recharge.address });
    await expect(address.locator('.fr-copy-field__value')).toHaveText(CHAIN_METHOD.address);
    await address
      .getByRole('button', { name: fillTemplate(vi.common.copyLabel, { label: vi.recharge.address }) })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CHAIN_METHOD.address);
    await page.getByRole('radio', { name: BANK_METHOD.label }).check();
    await waitForToasts(page);
    await snap(page, 'cashier-recharge-vi');
  });

  await test.step("Below the minimum: the server's own text, before anything is sent", async () => {
    await page.getByLabel(vi.recharge.amount, { exact: true }).fill('5');
    await page.getByLabel(vi.recharge.payerName).fill('Nguyen Van A');
    await page.getByRole('main').getByRole('button', { name: vi.recharge.submit }).click();
    await expect(page.getByText(fillTemplate(errors[3014], { num: shown('10.00') }))).toBeVisible();
  });

  await test.step('A quick amount fills the box; the player then types their own', async () => {
    await page.getByRole('button', { name: shown('2000.00').replace('.00', '') }).click();
    await expect(page.getByLabel(vi.recharge.amount, { exact: true })).toHaveValue('2000');
    await page.getByLabel(vi.recharge.amount, { exact: true }).fill('1000');
    await page.getByRole('main').getByRole('button', { name: vi.recharge.submit }).click();
    const dialog = confirmDialog(page);
    await expect(dialog.getByTestId('confirm-summary')).toContainText(shown('1000.00'));
    await expect(dialog.getByTestId('confirm-summary')).toContainText(BANK_METHOD.label);
    await page.waitForTimeout(400); // the dialog's fade-in (script-driven, not a CSS animation)
    await snap(page, 'cashier-recharge-confirm-vi');
    await dialog.getByRole('button', { name: vi.recharge.confirmSubmit }).click();
    await expect(page.getByRole('heading', { name: vi.recharge.successTitle })).toBeVisible();
    await expect(page.getByTestId('deposit-row').first()).toContainText(vi.deposits.status.pending);
  });

  await test.step('The sent card shows the request’s reference beside where to pay; its copy button copies exactly what is shown', async () => {
    const deposit = await latest<{ id: string; reference: string }>(request, cashierEndpoints.deposits.path);
    expect(deposit.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    const card = page.getByRole('status', { name: vi.recharge.successTitle });
    const reference = card.locator('.fr-copy-field').filter({ hasText: vi.recharge.reference });
    await expect(reference.locator('.fr-copy-field__value')).toHaveText(deposit.reference);
    await reference
      .getByRole('button', { name: fillTemplate(vi.common.copyLabel, { label: vi.recharge.reference }) })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deposit.reference);
    const account = card.locator('.fr-copy-field').filter({ hasText: vi.recharge.accountNumber });
    await expect(account.locator('.fr-copy-field__value')).toHaveText(BANK_METHOD.accountNumber);
    await expect(page.getByTestId('deposit-row').first()).toContainText(deposit.reference);
    await waitForToasts(page);
    await snap(page, 'cashier-deposit-reference-vi');
  });

  await test.step("The operator approves it; the player's balance shows it", async () => {
    const deposit = await latest<{ id: string }>(request, cashierEndpoints.deposits.path);
    await api(request, cashierAdminEndpoints.approveDeposit.path, {
      token: finance.token,
      id: deposit.id,
      otp: finance.otp(),
    });
  });
  await test.step('Without a reload, the success card follows the request: pending → approved (issue 14)', async () => {
    await expect(page.getByRole('heading', { name: vi.recharge.approvedTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: vi.recharge.successTitle })).toHaveCount(0);
    await waitForToasts(page);
    await snap(page, 'cashier-deposit-card-approved-vi');
    await page.reload();
    await expect(page.locator('.fr-balance-strip')).toContainText(shown('1000.00'));
    await expect(page.getByTestId('deposit-row').first()).toContainText(vi.deposits.status.approved);
    await waitForToasts(page);
    await snap(page, 'cashier-recharge-approved-vi');

    for (const language of ['en-US', 'zh-CN', 'zh-TW'] as const) {
      await open(page, '/recharge', language);
      await expect(
        page.getByRole('heading', { name: CATALOGUES[language].web.cashier.recharge.title, level: 1 }),
      ).toBeVisible();
      await expect(page.locator('.fr-copy-field').first()).toBeVisible();
      await snap(page, `cashier-recharge-${language === 'en-US' ? 'en' : language}`);
    }
  });
});

test('deposit cancel: the player cancels a pending request after confirming; finance can no longer approve it', async ({
  page,
  request,
}) => {
  await open(page, '/recharge');
  await page.getByLabel(vi.recharge.amount, { exact: true }).fill('50');
  await page.getByLabel(vi.recharge.payerName).fill('Nguyen Van A');
  await page.getByRole('main').getByRole('button', { name: vi.recharge.submit }).click();
  await confirmDialog(page).getByRole('button', { name: vi.recharge.confirmSubmit }).click();
  await expect(page.getByRole('status', { name: vi.recharge.successTitle })).toBeVisible();
  const deposit = await latest<{ id: string; reference: string }>(request, cashierEndpoints.deposits.path);
  const row = page.getByTestId('deposit-row').filter({ hasText: deposit.reference });
  const cancel = row.getByRole('button', {
    name: fillTemplate(vi.deposits.cancelLabel, { reference: deposit.reference }),
  });

  await test.step('The confirmation names the request; "keep it" changes nothing', async () => {
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: vi.deposits.cancelTitle });
    await expect(dialog).toContainText(deposit.reference);
    await dialog.getByRole('button', { name: vi.deposits.cancelKeep }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(vi.deposits.status.pending);
  });

  await test.step('Confirmed: the request shows as cancelled, in the list and on the card, with no cancel left', async () => {
    await cancel.click();
    await page
      .getByRole('dialog', { name: vi.deposits.cancelTitle })
      .getByRole('button', { name: vi.deposits.cancelConfirm })
      .click();
    await expect(row).toContainText(vi.deposits.status.cancelled);
    await expect(page.getByRole('status', { name: vi.recharge.cancelledTitle })).toBeVisible();
    await expect(cancel).toHaveCount(0);
    await expect(page.locator('.fr-balance-strip')).toContainText(shown('1000.00'));
    await waitForToasts(page);
    await snap(page, 'cashier-deposit-cancelled-vi');
  });

  await test.step('Finance can no longer approve it (3088)', async () => {
    const answer = await callApi<{ errCode: number }>(request, cashierAdminEndpoints.approveDeposit.path, {
      token: finance.token,
      id: deposit.id,
      otp: finance.otp(),
    });
    expect(answer.data.errCode).toBe(ErrorCode.DepositCancelled);
  });
});

test('withdrawal accounts: empty list, bank and chain forms, a saved bank account', async ({ page }) => {
  await test.step('The empty list and both forms, in English and in Vietnamese', async () => {
    for (const [language, texts] of [
      ['en-US', en],
      ['vi', vi],
    ] as const) {
      await open(page, '/banklist', language);
      await expect(page.getByText(texts.bankList.emptyTitle)).toBeVisible();
      await snap(page, `cashier-banklist-empty-${language === 'en-US' ? 'en' : 'vi'}`);

      await page.getByRole('link', { name: texts.bankList.add }).click();
      await expect(page).toHaveURL(/\/bankadd$/);
      await expect(page.getByLabel(texts.bankAdd.bank)).toBeVisible();
      await snap(page, `cashier-bankadd-bank-${language === 'en-US' ? 'en' : 'vi'}`);

      await page.getByRole('radio', { name: texts.accountTypes.TRC20 }).check();
      const addressBox = page.getByLabel(fillTemplate(texts.bankAdd.address, { chain: 'TRC20' }));
      await addressBox.fill('T-not-an-address');
      await expect(page.getByText(CATALOGUES[language].errors[3010])).toBeVisible();
      await addressBox.fill(PLAYER_TRC20);
      await expect(
        page.getByText(fillTemplate(texts.bankAdd.addressValid, { chain: 'TRC20' })),
      ).toBeVisible();
      await snap(page, `cashier-bankadd-chain-${language === 'en-US' ? 'en' : 'vi'}`);
    }
  });

  await test.step('Vietnamese, on the form: a bank account, confirmed with the payment password', async () => {
    await page.getByRole('radio', { name: vi.accountTypes.Bank }).check();
    await page.getByLabel(vi.bankAdd.bank).fill(PLAYER_BANK.bank);
    await page.getByLabel(vi.bankAdd.account).fill(PLAYER_BANK.account);
    await page.getByLabel(vi.bankAdd.holder).fill(PLAYER_BANK.username);
    await page.getByLabel(vi.bankAdd.branch).fill(PLAYER_BANK.area);
    await page.getByLabel(vi.common.payPassword, { exact: true }).fill('000000');
    await page.getByRole('button', { name: vi.bankAdd.submit }).click();
    await expect(page.getByText(errors[1033])).toBeVisible();
    await page.getByLabel(vi.common.payPassword, { exact: true }).fill(PLAYER.payPwd);
    await page.getByRole('button', { name: vi.bankAdd.submit }).click();
    await expect(page).toHaveURL(/\/banklist$/);
    const account = page.getByTestId('withdrawal-account');
    await expect(account).toHaveCount(1);
    await expect(account).toContainText(PLAYER_BANK.bank);
    await expect(account).toContainText('•••• 9900');
    await expect(account).toContainText(PLAYER_BANK.username);
    await waitForToasts(page);
    await snap(page, 'cashier-banklist-vi');
    await open(page, '/banklist', 'en-US');
    await expect(page.getByTestId('withdrawal-account')).toHaveCount(1);
    await snap(page, 'cashier-banklist-en');
  });
});

/** Fills the withdraw form and confirms it; returns once the success card shows. */
async function withdraw(page: Page, amount: string) {
  await page.getByRole('radio', { name: PLAYER_BANK.bank }).check();
  await page.getByLabel(vi.withdraw.amount, { exact: true }).fill(amount);
  await page.getByLabel(vi.common.payPassword, { exact: true }).fill(PLAYER.payPwd);
  await page.getByRole('main').getByRole('button', { name: vi.withdraw.submit, exact: true }).click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByTestId('confirm-summary')).toContainText(shown(`${amount}.00`));
  await expect(dialog.getByTestId('confirm-summary')).toContainText(`${PLAYER_BANK.bank} •••• 9900`);
  return dialog;
}

test('withdraw: withdrawable and turnover shown, checks surfaced, confirmed, rejected and refunded, then paid', async ({
  page,
  request,
}) => {
  await open(page, '/withdraw');
  await test.step('1000 deposited × 0.5 → 500 of turnover required, none achieved: 500 of the 1000 can leave', async () => {
    await expect(page.getByTestId('withdrawable')).toHaveText(shown('500.00'));
    const turnover = page.getByTestId('turnover');
    await expect(turnover).toContainText(shown('500.00'));
    await expect(turnover).toContainText(
      fillTemplate(vi.withdraw.turnoverRemaining, { amount: shown('500.00') }),
    );
  });
  await test.step('Vietnamese has one plural form (`_other`) for every count', async () => {
    await expect(page.getByText(fillTemplate(vi.withdraw.processing_other, { count: 24 }))).toBeVisible();
    await snap(page, 'cashier-withdraw-vi');
  });

  await test.step('More than is withdrawable: said before anything is sent', async () => {
    await page.getByLabel(vi.withdraw.amount, { exact: true }).fill('600');
    await page.getByLabel(vi.withdraw.amount, { exact: true }).blur();
    await expect(
      page.getByText(fillTemplate(vi.withdraw.overWithdrawable, { amount: shown('500.00') })),
    ).toBeVisible();
  });
  await test.step('"All" fills the withdrawable amount', async () => {
    await page.getByRole('button', { name: vi.withdraw.allLabel }).click();
    await expect(page.getByLabel(vi.withdraw.amount, { exact: true })).toHaveValue('500');
  });

  await test.step('A wrong payment password comes back under the password', async () => {
    await page.getByLabel(vi.withdraw.amount, { exact: true }).fill('100');
    await page.getByLabel(vi.common.payPassword, { exact: true }).fill('999999');
    await page.getByRole('main').getByRole('button', { name: vi.withdraw.submit, exact: true }).click();
    await confirmDialog(page).getByRole('button', { name: vi.withdraw.confirmSubmit }).click();
    await expect(page.getByText(errors[1033])).toBeVisible();

    const first = await withdraw(page, '100');
    await page.waitForTimeout(400);
    await snap(page, 'cashier-withdraw-confirm-vi');
    await first.getByRole('button', { name: vi.withdraw.confirmSubmit }).click();
    await expect(page.getByRole('heading', { name: vi.withdraw.successTitle })).toBeVisible();
    await expect(page.getByTestId('withdrawal-row').first()).toContainText(vi.withdrawals.status.pending);
  });
  await test.step('The amount is held at once', async () => {
    await expect(page.getByTestId('withdrawable')).toHaveText(shown('400.00'));
  });

  await test.step('The operator rejects it: the hold comes back ("withdrawal failure refund")', async () => {
    const rejected = await latest<{ id: string }>(request, cashierEndpoints.withdrawals.path);
    await api(request, cashierAdminEndpoints.rejectWithdrawal.path, {
      token: finance.token,
      id: rejected.id,
      reason: 'Sai tên chủ tài khoản',
    });
    await page.reload();
    await expect(page.getByTestId('withdrawable')).toHaveText(shown('500.00'));
    await expect(page.getByTestId('withdrawal-row').first()).toContainText(vi.withdrawals.status.rejected);
    await expect(page.getByTestId('withdrawal-row').first()).toContainText('Sai tên chủ tài khoản');

    const second = await withdraw(page, '300');
    await second.getByRole('button', { name: vi.withdraw.confirmSubmit }).click();
    await expect(page.getByRole('heading', { name: vi.withdraw.successTitle })).toBeVisible();
    await waitForToasts(page);
    await snap(page, 'cashier-withdraw-sent-vi');

    const paid = await latest<{ id: string }>(request, cashierEndpoints.withdrawals.path);
    await api(request, cashierAdminEndpoints.approveWithdrawal.path, {
      token: finance.token,
      id: paid.id,
      payoutReference: 'VCB-E2E-0001',
      otp: finance.otp(),
    });
    await page.reload();
    await expect(page.getByTestId('withdrawal-row').first()).toContainText(vi.withdrawals.status.paid);
    await expect(page.getByTestId('withdrawal-row').first()).toContainText('VCB-E2E-0001');
    await expect(page.getByTestId('withdrawable')).toHaveText(shown('200.00'));

    await open(page, '/withdraw', 'en-US');
    await expect(page.getByTestId('withdrawable')).toHaveText(shown('200.00'));
    await snap(page, 'cashier-withdraw-en');
  });

  await test.step("The player's balance on /user follows", async () => {
    await open(page, '/user');
    await expect(page.getByText(shown('700.00')).first()).toBeVisible();
  });
});

test('fund flow: every entry with the right balance before and after; tabs and the date drawer', async ({
  page,
}) => {
  await open(page, '/my_income');
  const rows = page.getByTestId('fund-flow-row');
  await expect(rows).toHaveCount(4);
  await test.step('Newest first: hold 300, refund 100, hold 100, deposit 1000', async () => {
    const expected = [
      [reasons.withdrawal_hold, '-300.00', '1000.00', '700.00', vi.fundFlow.expense],
      [reasons.withdrawal_refund, '100.00', '900.00', '1000.00', vi.fundFlow.income],
      [reasons.withdrawal_hold, '-100.00', '1000.00', '900.00', vi.fundFlow.expense],
      [reasons.deposit, '1000.00', '0.00', '1000.00', vi.fundFlow.income],
    ] as const;
    for (const [index, [reason, amount, before, after, direction]] of expected.entries()) {
      const row = rows.nth(index);
      await expect(row.locator('.fr-flow-entry__reason')).toHaveText(reason);
      await expect(row.locator('.fr-flow-entry__money')).toHaveText(shown(amount, true));
      await expect(row.getByTestId('fund-flow-before')).toHaveText(shown(before));
      await expect(row.getByTestId('fund-flow-after')).toHaveText(shown(after));
      await expect(row).toContainText(direction);
    }
    await snap(page, 'cashier-my-income-vi');
  });

  await test.step('Yesterday has nothing; today has all four', async () => {
    await page.getByRole('tab', { name: vi.fundFlow.tabs.yesterday }).click();
    await expect(page.getByText(vi.fundFlow.emptyTitle)).toBeVisible();
    await page.getByRole('tab', { name: vi.fundFlow.tabs.today }).click();
    await expect(rows).toHaveCount(4);
  });

  const { drawer } =
    await test.step('The drawer opens on the last three days; confirming shows the range instead of the tabs', async () => {
      await page.getByRole('button', { name: vi.fundFlow.filter }).click();
      const drawer = page.getByRole('dialog', { name: vi.fundFlow.drawerTitle });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: vi.fundFlow.reset })).toBeVisible();
      await page.waitForTimeout(400); // the sheet's slide-in
      await snap(page, 'cashier-my-income-drawer-vi');
      return { drawer };
    });
  await test.step('Each day opens a wheel picker above the drawer, bounded by today', async () => {
    await drawer.getByTestId('range-start').click();
    const wheel = page.locator('.adm-picker');
    await expect(wheel.getByText(vi.fundFlow.start)).toBeVisible();
    await page.waitForTimeout(400);
    await snap(page, 'cashier-my-income-daypicker-vi');
    await wheel.getByText(vi.common.cancel).click();
    await expect(wheel).toHaveCount(0);
    await drawer.getByRole('button', { name: vi.fundFlow.apply }).click();
    await expect(page.getByTestId('fund-flow-range')).toBeVisible();
    await expect(rows).toHaveCount(4);

    for (const language of ['en-US', 'zh-CN', 'zh-TW'] as const) {
      const texts = CATALOGUES[language].web.cashier;
      await open(page, '/my_income', language);
      await expect(rows).toHaveCount(4);
      await expect(rows.first().locator('.fr-flow-entry__reason')).toHaveText(
        CATALOGUES[language].ledger.reasons.withdrawal_hold,
      );
      const tag = language === 'en-US' ? 'en' : language;
      await snap(page, `cashier-my-income-${tag}`);
      if (language === 'en-US') {
        await page.getByRole('button', { name: texts.fundFlow.filter }).click();
        await expect(page.getByRole('dialog', { name: texts.fundFlow.drawerTitle })).toBeVisible();
        await page.waitForTimeout(400);
        await snap(page, 'cashier-my-income-drawer-en');
      }
    }
  });
});

test('withdraw (issue 14): once today’s count is used up, the form is disabled and says when the next one is possible', async ({
  page,
  request,
}) => {
  const [account] = await api<{ id: string }[]>(request, cashierEndpoints.withdrawalAccounts.path, {
    token: playerToken,
  });
  expect(account).toBeDefined();
  // Spend what is left of today's count, one small withdrawal at a time, until the server says 3012.
  for (let index = 0; index < 20; index += 1) {
    const answer = await callApi<{ errCode?: number }>(request, cashierEndpoints.withdraw.path, {
      token: playerToken,
      bank_id: account!.id,
      money: '10.00',
      pwd: PLAYER.payPwd,
      request_key: `${suffix}-used-up-${index}`,
    });
    if (answer.code !== 1) {
      expect(answer.data.errCode).toBe(3012);
      break;
    }
  }
  for (const [language, texts] of [
    ['vi', vi],
    ['en-US', en],
  ] as const) {
    await open(page, '/withdraw', language);
    const notice = page.getByTestId('daily-limit-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/00:00|12:00/);
    await expect(page.getByLabel(texts.withdraw.amount, { exact: true })).toBeDisabled();
    await expect(
      page.getByRole('main').getByRole('button', { name: texts.withdraw.submit, exact: true }),
    ).toBeDisabled();
    await expect(page.getByRole('button', { name: texts.withdraw.another })).toHaveCount(0);
    await snap(page, `cashier-withdraw-used-up-${language === 'vi' ? 'vi' : 'en'}`);
  }
});
