import { CATALOGUES, cashierEndpoints, formatDay, type UiLanguage } from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { callApi } from '../support/api.js';
import { e2eBankMethod, replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { fundedPlayer, newPlayer } from '../support/players.js';
import { openAs } from '../support/player-page.js';
import { shot } from '../support/screenshot.js';
import { E2E_OWNER, ownerOtp } from '../support/staff.js';

/**
 * Issue #24 item 6 seen on screen: dates with the year in full and money as "$1,000.00" on the
 * player's history (vi and en, 390×844), its day filters writing the chosen day the app's way and
 * not the browser's, refusal texts with the amount as money, and the console's players list
 * (1366×900) writing its dates the same way.
 */
test.describe.configure({ mode: 'serial' });

const PLAYER = newPlayer('6', 'e2efmt');
const METHOD = e2eBankMethod('Formats bank (e2e)');
const FULL_DATE = /\d{1,2}\/\d{1,2}\/20\d{2}|20\d{2}\/\d{1,2}\/\d{1,2}/;

let playerToken = '';
let originalMethods: unknown[] | null = null;
let methodId: string | undefined;

/** The journey's player, in a language. */
const open = (page: Page, path: string, language: UiLanguage) => openAs(page, playerToken, path, language);

test.beforeAll(async ({ request }) => {
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  methodId = methods.ids[0];
  ({ token: playerToken } = await fundedPlayer(request, PLAYER, {
    money: '1000',
    payName: 'Nguyen Van F',
    method: methods.ids[0],
    staffPrefix: 'e2e-fmt',
  }));
});

test.afterAll(({ request }) => restoreDepositMethods(request, originalMethods));

test('history writes the deposit as $1,000.00 beside a full-year date, in vi and en', async ({ page }) => {
  for (const language of ['vi', 'en-US'] as const) {
    await open(page, '/history', language);
    const row = page.getByText('$1,000.00').first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    const list = page.locator('main');
    await expect(list).toContainText(FULL_DATE);
    // No two-digit year ("28/11/26") and no IANA id as a zone name.
    await expect(list).not.toContainText(/(?<!\d)\d{1,2}\/\d{1,2}\/\d{2}(?!\d)/);
    await expect(page.locator('body')).not.toContainText('Asia/Ho_Chi_Minh');
    await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
    await shot(page, `formats-history-${language === 'vi' ? 'vi' : 'en'}`);
  }
});

test('the history’s day filters show the chosen day in the app’s format, whole, in every language', async ({
  page,
}) => {
  const DAY = '2026-11-20';
  for (const [language, tag] of [
    ['vi', 'vi'],
    ['en-US', 'en'],
    ['zh-CN', 'zhcn'],
    ['zh-TW', 'zhtw'],
  ] as const) {
    const texts = CATALOGUES[language].web.history;
    await open(page, '/history', language);
    const start = page.getByTestId('history-start');
    const shown = page.getByTestId('history-start-text');
    await expect(shown).toHaveText(texts.anyDay, { timeout: 15_000 });
    await expect(page.getByLabel(texts.from, { exact: true })).toHaveAttribute('type', 'date');

    await start.fill(DAY);
    // The same shared formatter the app uses ("20/11/2026", "11/20/2026", "2026/11/20").
    await expect(shown).toHaveText(formatDay(DAY, language));
    await expect(page.getByTestId('history-end-text')).toHaveText(texts.anyDay);
    // Beside the other field and the clear button at 390 px, neither text is cut or wrapped.
    for (const text of [shown, page.getByTestId('history-end-text')]) {
      const fits = await text.evaluate((node) => node.scrollWidth <= node.clientWidth);
      expect(fits, `${await text.textContent()} fits its field`).toBe(true);
    }
    await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
    await shot(page, `formats-history-days-${tag}`, { fullPage: false });
  }
});

test('a refusal names its amount as money in the player’s language, not a bare 100.00', async ({
  request,
}) => {
  for (const [lang, language] of [
    ['vi', 'vi'],
    ['en', 'en-US'],
  ] as const) {
    const answer = await callApi<{ errCode: number }>(request, cashierEndpoints.recharge.path, {
      token: playerToken,
      money: '0.01',
      pay_name: 'Nguyen Van F',
      method: methodId,
      lang,
    });
    expect(answer.data.errCode).toBe(3014);
    const [before] = CATALOGUES[language].errors[3014].split('{num}');
    // "Số tiền phải ít nhất là $10.00": the minimum as money, never a bare "10.00".
    expect(answer.info).toMatch(new RegExp(`^${before}\\$\\d[\\d,]*\\.\\d{2}$`));
  }
});

test.describe('console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the players list writes dates like the player app, in vi and en', async ({ page }) => {
    for (const language of ['vi', 'en-US'] as const) {
      await page.goto('/admin/');
      await page.evaluate((lang) => window.localStorage.setItem('fairround.admin.language', lang), language);
      await page.reload();
      const text = CATALOGUES[language].admin;
      if (await page.getByLabel(text.login.username).isVisible()) {
        await page.getByLabel(text.login.username).fill(E2E_OWNER.username);
        await page.getByLabel(text.login.password, { exact: true }).fill(E2E_OWNER.password);
        await page.getByLabel(text.login.otp).fill(await ownerOtp(page.request));
        await page.getByRole('button', { name: text.login.submit }).click();
        await expect(page).toHaveURL(/\/admin\/?$/);
      }
      await page.goto(`/admin/players?q=${PLAYER.username}`);
      const table = page.locator('.ant-table');
      await expect(table).toContainText(PLAYER.username, { timeout: 15_000 });
      await expect(table).toContainText(FULL_DATE);
      await expect(table).not.toContainText(/(?<!\d)\d{1,2}\/\d{1,2}\/\d{2}(?!\d)/);
      await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
      await shot(page, `formats-console-players-${language === 'vi' ? 'vi' : 'en'}`);
    }
  });
});
