import { CATALOGUES, cashierEndpoints, supportEndpoints } from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { apiData } from '../support/api.js';
import { e2eBankMethod, replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { newPlayer, registerPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';
import { E2E_OWNER, ownerOtp } from '../support/staff.js';

/**
 * The live console (issue #15): an operator with the deposit queue open sees a player's new
 * request arrive over the WebSocket, without a reload, with a notification that links to it;
 * the support inbox does the same for a player's message. Desktop viewport, Vietnamese.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const text = CATALOGUES.vi.admin;
const PLAYER = newPlayer('7', 'e2elive');
const METHOD = e2eBankMethod('Live queue bank (e2e)', '5678');

let originalMethods: unknown[] | null = null;
let methodId = '';
let playerToken = '';

test.beforeAll(async ({ request }) => {
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  methodId = methods.ids[0] ?? '';
  ({ token: playerToken } = await registerPlayer(request, PLAYER));
});

test.afterAll(({ request }) => restoreDepositMethods(request, originalMethods));

async function signIn(page: Page) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.evaluate(() => window.localStorage.setItem('fairround.admin.language', 'vi'));
  await page.reload();
  await page.getByLabel(text.login.username).fill(E2E_OWNER.username);
  await page.getByLabel(text.login.password, { exact: true }).fill(E2E_OWNER.password);
  await page.getByLabel(text.login.otp).fill(await ownerOtp(page.request));
  await page.getByRole('button', { name: text.login.submit }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** Fails the journey if the page reloads or navigates away while the update should arrive. */
async function markPage(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  return async () =>
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
}

test('a player’s deposit and chat message reach the open console without a reload', async ({
  page,
  request,
}) => {
  await signIn(page);

  await test.step('the deposit queue receives the request live, with a notification', async () => {
    await page.goto('/admin/deposits?status=pending');
    await expect(page.getByRole('heading', { name: text.cashier.deposits.title })).toBeVisible();
    await expect(page.getByRole('cell', { name: PLAYER.username })).toHaveCount(0);
    // The sound switch is off until the operator turns it on; it says which state it is in.
    const sound = page.getByTestId('live-sound');
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await expect(sound).toHaveAccessibleName(text.live.soundOn);
    const stillSamePage = await markPage(page);

    await apiData(request, cashierEndpoints.recharge.path, {
      token: playerToken,
      money: '321.50',
      pay_name: 'Nguyen Van Live',
      method: methodId,
    });

    const notice = page.locator('.ant-notification-notice').filter({ hasText: text.live.depositTitle });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('321.50');
    await expect(page.getByText(PLAYER.username).first()).toBeVisible();
    await stillSamePage();
    await page.mouse.move(600, 700); // away from the sound switch's tooltip
    await shot(page, 'console-live-deposit-vi', { fullPage: false });
    await notice.getByRole('button', { name: text.live.open }).click();
    await expect(page).toHaveURL(/\/admin\/deposits\?status=pending/);
  });

  await test.step('the support inbox receives a player’s message live, with a notification', async () => {
    await page.goto('/admin/support');
    await expect(page.getByRole('heading', { name: text.support.title })).toBeVisible();
    const stillSamePage = await markPage(page);
    await apiData(request, supportEndpoints.send.path, {
      token: playerToken,
      content: 'Tiền nạp của tôi đã đến chưa?',
    });
    const notice = page
      .locator('.ant-notification-notice')
      .filter({ hasText: text.live.chatTitle.replace('{name}', PLAYER.username) });
    await expect(notice).toBeVisible();
    await expect(page.locator('.support-inbox__list').getByText(PLAYER.username).first()).toBeVisible();
    await stillSamePage();
    await shot(page, 'console-live-chat-vi', { fullPage: false });
  });
});
