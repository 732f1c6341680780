import { randomInt } from 'node:crypto';
import {
  CATALOGUES,
  fillTemplate,
  type UiLanguage,
  fairEndpoints,
  stakingAdminEndpoints,
  testClockEndpoints,
} from '@fairround/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiData as api, callApi } from '../support/api.js';
import { openAs, templatePattern } from '../support/player-page.js';
import { replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { fundedPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';
import { createStaff, type E2eStaff, ownerOtp, ownerToken, serverClockIsAt } from '../support/staff.js';

/**
 * Staking (issue #12) in the browser: a finance operator funds the reserve in the console; a
 * funded player stakes on /producttransferin and sees the position in the order centre; the
 * server's test clock (TEST_CLOCK, docs/staking.md) then moves a day on, and the proceeds show in
 * the order centre, the detail chart and the fund flow; a transfer-in beyond the reserve answers
 * "full for now" (and before any funding, "not open yet"). Runs last (playwright.config.ts): moving the clock must not disturb other journeys.
 */
test.describe.configure({ mode: 'serial' });

const vi = CATALOGUES.vi.web;
const adminVi = CATALOGUES.vi.admin;
const errorsVi = CATALOGUES.vi.errors;
const suffix = String(randomInt(10_000_000, 100_000_000));
const PLAYER = {
  phone: `5${suffix}`,
  username: `e2estake${suffix}`,
  password: 'passw0rd1',
  payPwd: '246802',
};
const TIER = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
const BANK_METHOD = {
  kind: 'bank',
  label: 'Vietcombank (e2e staking)',
  bankName: 'Vietcombank',
  accountName: 'FAIRROUND JSC',
  accountNumber: '0071 0000 5678',
  note: 'Ghi tên đăng nhập',
  enabled: true,
};

type Tier = { id: number; periodDays: number };

let playerToken = '';
let finance: E2eStaff;
let originalPeriod: number | null = null;
let originalMethods: unknown[] | null = null;

const open = (page: Page, path: string, language: UiLanguage = 'vi') =>
  openAs(page, playerToken, path, language);

async function snap(page: Page, name: string) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** A control whose text runs on a single line: its height is at most one line box plus padding. */
async function expectOneLine(locator: Locator) {
  const lines = await locator.evaluate((element) => {
    // The text's own line boxes (the icon beside it sits on the same line at another top).
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects()))
        if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
  expect(lines).toBe(1);
}

async function transferIn(page: Page, amount: string) {
  await open(page, `/producttransferin?tier=${TIER}`);
  await page.getByLabel(vi.finance.transferIn.amount, { exact: true }).fill(amount);
  await page.getByLabel(vi.finance.transferIn.payPassword, { exact: true }).fill(PLAYER.payPwd);
  await page
    .getByRole('main')
    .getByRole('button', { name: vi.finance.transferIn.submit, exact: true })
    .click();
}

test.beforeAll(async ({ request }) => {
  const token = await ownerToken(request);
  const tiers = await api<{ tiers: Tier[] }>(request, stakingAdminEndpoints.tiers.path, { token });
  originalPeriod = tiers.tiers.find((tier) => tier.id === TIER)!.periodDays;
  // Two days, so one move of the clock shows a day of proceeds with the position still open.
  await api(request, stakingAdminEndpoints.updateTier.path, {
    token,
    otp: await ownerOtp(request),
    id: TIER,
    periodDays: 2,
  });
  const methods = await replaceDepositMethods(request, [BANK_METHOD]);
  originalMethods = methods.original;
  finance = await createStaff(request, { role: 'finance', twoFactor: true, prefix: 'e2e-stake' });
  // The player deposits 250,000 and the operator approves it.
  ({ token: playerToken } = await fundedPlayer(request, PLAYER, {
    money: '250000',
    payName: 'Le Van C',
    method: methods.ids[0],
    approver: finance,
  }));
});

test.afterAll(async ({ request }) => {
  const token = await ownerToken(request);
  if (originalPeriod !== null)
    await callApi(request, stakingAdminEndpoints.updateTier.path, {
      token,
      otp: await ownerOtp(request),
      id: TIER,
      periodDays: originalPeriod,
    });
  await restoreDepositMethods(request, originalMethods);
});

test('before any reserve is funded, /finance says "not open yet", never "full"', async ({ page }) => {
  for (const language of ['vi', 'en-US', 'zh-TW'] as const) {
    const texts = CATALOGUES[language].web.finance;
    await open(page, '/finance', language);
    await expect(page.getByTestId('pool-status')).toHaveAttribute('data-state', 'notOpen');
    await expect(page.getByRole('heading', { name: texts.pool.notOpenTitle })).toBeVisible();
    await expect(page.getByText(texts.products.notOpen).first()).toBeVisible();
    await expect(page.getByText(texts.products.poolFull)).toHaveCount(0);
    // The realistic seed leads: a few per cent a year, the example on $100.
    await expect(page.getByTestId('product-headline').first()).toContainText('$100.00');
    await expectOneLine(page.getByRole('link', { name: texts.common.orders }));
    await snap(page, `staking-finance-not-open-${language}`);
  }
});

test('the operator funds the reserve in the console', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/admin/');
  await page.getByLabel(adminVi.login.username).fill(finance.username);
  await page.getByLabel(adminVi.login.password, { exact: true }).fill(finance.password);
  await page.getByLabel(adminVi.login.otp).fill(finance.otp());
  await page.getByRole('button', { name: adminVi.login.submit }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/admin/staking/reserve');
  await page.getByLabel(fillTemplate(adminVi.staking.reserve.amount, { currency: 'USD' })).fill('1.50');
  await page.getByLabel(adminVi.staking.reserve.reason).fill('e2e: reserve for the staking journey');
  await page.getByRole('button', { name: adminVi.staking.reserve.review }).click();
  await page.getByLabel(adminVi.cashier.otp.label).fill(finance.otp());
  await shot(page, 'staking-console-reserve-confirm-vi');
  await page.getByRole('button', { name: adminVi.staking.reserve.confirm }).click();
  await expect(page.getByText(adminVi.staking.reserve.funded)).toBeVisible();
  await shot(page, 'staking-console-reserve-funded-vi');
  await page.goto('/admin/staking');
  await expect(page.getByText(adminVi.staking.summary.fullyReserved).first()).toBeVisible();
  await shot(page, 'staking-console-summary-vi');
});

test('a funded player stakes, sees the position, and a second transfer-in finds the pool full', async ({
  page,
}) => {
  await open(page, '/finance');
  await expect(page.getByRole('heading', { name: vi.finance.products.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-card')).not.toHaveCount(0);
  await expect(page.getByTestId('reserve-remaining')).toContainText('$1.50');
  await snap(page, 'staking-finance-vi');

  // 5,000 for 2 days at 0.01 % a day: 1.00 of interest, backed by the 1.50 reserve.
  await transferIn(page, '5000');
  await expect(page.getByText(vi.finance.transferIn.confirmTitle).first()).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, 'staking-transfer-confirm-vi', { fullPage: false });
  await page.getByRole('button', { name: vi.finance.transferIn.confirmSubmit }).click();
  await expect(page.getByText(vi.finance.transferIn.successTitle)).toBeVisible();
  await snap(page, 'staking-transfer-done-vi');

  await open(page, '/productorder');
  await expect(page.getByTestId('position')).toHaveCount(1);
  await expect(page.getByTestId('total-principal')).toContainText('5,000.00');
  await snap(page, 'staking-orders-vi');

  // Another 5,000 would need 1.00 more than the 0.50 left in the reserve.
  await transferIn(page, '5000');
  await page.getByRole('button', { name: vi.finance.transferIn.confirmSubmit }).click();
  await expect(page.getByText(templatePattern(errorsVi[3073]))).toBeVisible();
  await snap(page, 'staking-pool-full-vi');
});

test('a day later the proceeds show in the order centre, the chart and the fund flow', async ({
  page,
  request,
}) => {
  // The test clock (TEST_CLOCK): one day and a minute on; the accrual runs before it answers.
  const moved = await api<{ now: string }>(request, testClockEndpoints.advance.path, { ms: DAY_MS + 60_000 });
  // The phone's clock agrees with the server's, as it would in real life ("yesterday", the chart's days).
  await page.clock.install({ time: new Date(moved.now) });
  // The server checks two-factor codes at its own time: the clean-up's owner codes follow it.
  serverClockIsAt(new Date(moved.now));

  await open(page, '/productorder');
  await expect(page.getByTestId('cumulative-proceeds')).toContainText('0.50');
  await snap(page, 'staking-orders-day1-vi');

  await open(page, `/productdetail?tier=${TIER}`);
  await expect(page.getByTestId('chart-bar')).toHaveCount(1);
  await snap(page, 'staking-detail-vi');
  await open(page, `/productdetail?tier=${TIER}`, 'en-US');
  await expect(page.getByTestId('chart-bar')).toHaveCount(1);
  await snap(page, 'staking-detail-en');

  await open(page, '/my_income');
  await expect(page.getByText(CATALOGUES.vi.ledger.reasons.staking_interest).first()).toBeVisible();
  await snap(page, 'staking-fund-flow-vi');

  for (const path of ['/finance', '/productorder', '/productrule']) {
    await open(page, path, 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snap(page, `staking${path.replace('/', '-')}-en`);
  }
  // "My orders" stays on one line at 390 px in every language.
  for (const language of ['vi', 'en-US', 'zh-CN', 'zh-TW'] as const) {
    await open(page, '/finance', language);
    await expect(page.getByTestId('reserve-remaining')).toBeVisible();
    await expectOneLine(page.getByRole('link', { name: CATALOGUES[language].web.finance.common.orders }));
    if (language === 'zh-TW') await snap(page, 'staking-finance-zh-TW');
  }
  await open(page, '/productrule');
  await expect(page.getByTestId('risk-notice')).toBeVisible();
  await snap(page, 'staking-productrule-vi');
});

test('a round left open across the clock jump was drawn late: its proof says so and still verifies', async ({
  page,
  request,
}) => {
  // Nothing drew while the clock jumped a day (as in an outage): the rounds open then were drawn
  // when the engine next ran, from their committed chain elements, and say so (issue #25).
  type Recent = { list: { roomType: number; seqno: string; lateBySeconds: number | null }[] };
  let late: Recent['list'][number] | undefined;
  for (const gametype of [1, 4, 15, 16]) {
    const recent = await api<Recent>(request, fairEndpoints.recent.path, { gametype, limit: 20 });
    late ??= recent.list.find((round) => (round.lateBySeconds ?? 0) > 60);
  }
  expect(late, 'a round drawn late after the clock jump').toBeDefined();
  const fairness = CATALOGUES.vi.web.fairness;
  await open(page, `/fairness?type=${late!.roomType}&seqno=${late!.seqno}`);
  await expect(page.getByTestId('fair-seqno')).toHaveText(late!.seqno);
  await expect(page.getByTestId('late-draw')).toBeVisible();
  await expect(page.getByTestId('fair-verdict')).toContainText(fairness.verdict.verified);
  await snap(page, 'fairness-late-draw-vi');
});
