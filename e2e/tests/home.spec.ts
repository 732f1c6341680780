import { randomInt } from 'node:crypto';
import { CATALOGUES, fillTemplate, type UiLanguage } from '@fairround/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi } from '../support/api.js';
import { shot } from '../support/screenshot.js';
import { createStaff, ownerToken } from '../support/staff.js';
import { registerPlayer } from '../support/players.js';

/**
 * The home screen and /lotteryprize against the real server: tiles from getGameList, prices from
 * the local fake exchange (scripts/e2e-server.mjs starts it unless E2E_PRICE_FEED is set), and
 * the winners feed filled by a real settled round.
 */
test.describe.configure({ mode: 'serial' });

const LANGUAGES: { lang: UiLanguage; tag: string }[] = [
  { lang: 'vi', tag: 'vi' },
  { lang: 'en-US', tag: 'en' },
  { lang: 'zh-CN', tag: 'zhcn' },
  { lang: 'zh-TW', tag: 'zhtw' },
];
const suffix = String(randomInt(10_000_000, 100_000_000));
const PLAYER = { phone: `6${suffix}`, username: `e2eh${suffix}`, password: 'passw0rd1', payPwd: '135790' };
const METHOD = {
  kind: 'bank',
  label: 'Home bank (e2e)',
  bankName: 'ACB',
  accountName: 'FAIRROUND',
  accountNumber: '1234',
  note: '',
  enabled: true,
};
const ROOM_ID = 111;

let playerToken = '';
let originalMethods: unknown[] | null = null;

async function api<T>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await callApi<T>(request, path, body);
  if (answer.code !== 1) throw new Error(`${path} failed: ${answer.info}`);
  return answer.data;
}

async function open(page: Page, path: string, language: UiLanguage, token: string | null) {
  await page.goto('/languageSet');
  await page.evaluate(
    ([value, lang]) => {
      if (value) window.localStorage.setItem('fairround.token', value);
      else window.localStorage.removeItem('fairround.token');
      window.localStorage.setItem('fairround.language', lang);
    },
    [token, language] as const,
  );
  await page.goto(path);
}

/** Prices from the fake exchange's fixture have arrived through the server (BTC 64000.5 vs 63000). */
async function expectFakePrices(page: Page, language: UiLanguage) {
  const texts = CATALOGUES[language].web.home.prices;
  const btc = page.locator('[data-ccy="BTC"]').first();
  await expect(btc).toContainText('64,000.5', { timeout: 30_000 });
  await expect(btc).toContainText('+1.59%');
  await expect(page.locator('[data-ccy="ETH"]').first()).toContainText('-1.55%');
  await expect(page.locator('.fr-price-status').first()).toContainText(texts.live);
  await expect(page.getByText(texts.simulated, { exact: true })).toHaveCount(0);
}

async function snap(page: Page, name: string) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

test.beforeAll(async ({ request }) => {
  const token = await ownerToken(request);
  originalMethods = (await api<{ methods: unknown[] }>(request, '/api/admin/cashier/methods/get', { token }))
    .methods;
  const saved = await api<{ methods: { id: string }[] }>(request, '/api/admin/cashier/methods/update', {
    token,
    methods: [METHOD],
  });
  ({ token: playerToken } = await registerPlayer(request, PLAYER));
  const deposit = await api<{ id: string }>(request, '/api/Game/recharge', {
    token: playerToken,
    money: '500',
    pay_name: 'Nguyen Van A',
    method: saved.methods[0]?.id,
  });
  const finance = await createStaff(request, { role: 'finance', twoFactor: true, prefix: 'e2e-home' });
  await api(request, '/api/admin/deposits/approve', {
    token: finance.token,
    id: deposit.id,
    otp: finance.otp(),
  });
});

test.afterAll(async ({ request }) => {
  if (originalMethods)
    await callApi(request, '/api/admin/cashier/methods/update', {
      token: await ownerToken(request),
      methods: originalMethods,
    });
});

test('a visitor sees the tiles, live prices from the exchange and the wins feed in all four languages', async ({
  page,
}) => {
  for (const { lang, tag } of LANGUAGES) {
    const texts = CATALOGUES[lang].web.home;
    await open(page, '/', lang, null);
    await expect(page.getByRole('heading', { name: texts.visitorTitle })).toBeVisible();
    await expect(page.locator('.fr-game-tile')).toHaveCount(16);
    await expect(page.locator('.fr-game-tile').first()).toHaveAttribute(
      'href',
      '/login?redirect=%2Froom_list%2F16',
    );
    await expect(page.getByRole('navigation', { name: texts.quick.title }).getByRole('link')).toHaveCount(5);
    await expectFakePrices(page, lang);
    // Either real wins or the empty state, never filler.
    await expect(page.locator('.fr-winners-card .fr-winner, .fr-winners-card .fr-state')).not.toHaveCount(0);
    await snap(page, `home-visitor-${tag}`);
  }
});

test('a visitor tapping a tile is sent to log in, and a player lands in that room list', async ({ page }) => {
  await open(page, '/', 'vi', null);
  await page.locator('.fr-game-tile[data-roomtype="16"]').first().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Froom_list%2F16$/);

  await open(page, '/', 'vi', playerToken);
  await expect(page.locator('.fr-game-tile').first()).toHaveAttribute('href', '/room_list/16');
  await page.locator('.fr-game-tile[data-roomtype="1"]').first().click();
  await expect(page).toHaveURL(/\/room_list\/1$/);
  await expect(page.locator('.fr-room-card').first()).toBeVisible();
  await open(page, '/', 'vi', playerToken);
  await page.locator('.fr-game-tile[data-roomtype="16"]').first().click();
  await expect(page).toHaveURL(/\/room_list\/16$/);
  await page.locator('.fr-room-card').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/bjsc\/1611$/);
});

test('a player sees nickname and balance in all four languages, and the trends page', async ({ page }) => {
  for (const { lang, tag } of LANGUAGES) {
    const texts = CATALOGUES[lang].web.home;
    await open(page, '/', lang, playerToken);
    await expect(
      page.getByRole('heading', { name: fillTemplate(texts.greeting, { name: PLAYER.username }) }),
    ).toBeVisible();
    await expect(page.locator('.fr-welcome__balance')).toHaveText('$500.00');
    await expectFakePrices(page, lang);
    await snap(page, `home-player-${tag}`);

    await page.getByRole('link', { name: texts.quick.trends, exact: true }).click();
    await expect(page).toHaveURL(/\/lotteryprize$/);
    await expect(page.getByRole('heading', { name: texts.trends.totalsTitle })).toBeVisible();
    await expect(page.getByText(texts.trends.totalsNote)).toBeVisible();
    await expect(page.locator('.fr-price-row')).toHaveCount(8);
    await expectFakePrices(page, lang);
    await expect(page.locator('[data-ccy="USDT"]')).toContainText(texts.prices.usdtQuote);
    await snap(page, `trends-${tag}`);
  }
});

test('a real settled win appears in the feed, masked, without reloading', async ({ page, request }) => {
  test.setTimeout(180_000);
  await open(page, '/', 'en-US', playerToken);
  await expect(page.locator('.fr-winners-card')).toBeVisible();
  const masked = `${PLAYER.username[0]}***${PLAYER.username.at(-1)}`;
  await expect(page.locator('.fr-winner').filter({ hasText: masked })).toHaveCount(0);

  // Two orders on Big and on Small: whatever is drawn, exactly one of them wins 1.98 × $10.
  const placeBoth = async () => {
    const info = await api<{ game: { id: string; state: string } | null }>(request, '/api/Game/getGameinfo', {
      token: playerToken,
      roomid: ROOM_ID,
    });
    if (!info.game || info.game.state !== 'open') return false;
    for (const option of [0, 1]) {
      const answer = await callApi(request, '/api/Game/order', {
        token: playerToken,
        gameid: info.game.id,
        roomid: ROOM_ID,
        order_info: [[option, '1.98', 10]],
      });
      if (answer.code !== 1) return false;
    }
    return true;
  };
  await expect.poll(placeBoth, { timeout: 60_000, intervals: [2_000] }).toBe(true);

  // (If a round locked between the two orders, a retry may add one more real win: at least one.)
  const row = page.locator('.fr-winner').filter({ hasText: masked }).first();
  await expect(row).toBeVisible({ timeout: 90_000 });
  await expect(row).toContainText('+$9.80');
  await expect(page.locator('.fr-winners-card')).not.toContainText(PLAYER.username);
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'home-winner-en');
});
