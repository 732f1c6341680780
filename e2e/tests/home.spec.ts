import {
  CATALOGUES,
  PRICE_CURRENCIES,
  WS_PATH,
  fillTemplate,
  toApiLanguage,
  type ClientMessage,
  type GameTile,
  type PriceSnapshot,
  type ServerMessage,
  type UiLanguage,
  gameEndpoints,
  pricesEndpoints,
} from '@fairround/shared';
import { expect, test, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';
import { apiData as api, callApi } from '../support/api.js';
import { shot } from '../support/screenshot.js';
import { e2eBankMethod, replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { fundedPlayer, newPlayer } from '../support/players.js';

/**
 * The home screen and /lotteryprize against the real server: tiles from getGameList (one view per
 * tile, the harness's ROUND_PERIOD_S as their period, a bet-type tile's family in its room), prices from
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
// The winners feed masks a name to its first and last character ("h***7"). Every other spec's
// players start with another letter, so their real wins never look like this player's.
const PLAYER = newPlayer('6', 'home');
const METHOD = e2eBankMethod('Home bank (e2e)');
const ROOM_ID = 111;

let playerToken = '';
let originalMethods: unknown[] | null = null;

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
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  ({ token: playerToken } = await fundedPlayer(request, PLAYER, {
    money: '500',
    payName: 'Nguyen Van A',
    method: methods.ids[0],
    staffPrefix: 'e2e-home',
  }));
});

test.afterAll(({ request }) => restoreDepositMethods(request, originalMethods));

/** The tiles the server shows (getGameList), in order: the grid must show exactly these. */
async function serverTiles(request: APIRequestContext): Promise<GameTile[]> {
  return (await api<{ list: GameTile[] }>(request, gameEndpoints.gameList.path, {})).list;
}

test('a visitor sees the tiles, live prices from the exchange and the wins feed in all four languages', async ({
  page,
  request,
}) => {
  const tiles = await serverTiles(request);
  // One view per tile: no two tiles open the same game with the same options in front.
  expect(new Set(tiles.map((tile) => `${tile.roomtype}:${tile.focus}`)).size).toBe(tiles.length);
  for (const { lang, tag } of LANGUAGES) {
    const texts = CATALOGUES[lang].web.home;
    await open(page, '/', lang, null);
    await expect(page.getByRole('heading', { name: texts.visitorTitle })).toBeVisible();
    await expect(page.locator('.fr-game-tile')).toHaveCount(tiles.length);
    const names = tiles.map((tile) => tile.names[toApiLanguage(lang)]);
    await expect(page.locator('.fr-game-tile__name')).toHaveText(names);
    expect(new Set(names).size).toBe(names.length);
    // The harness runs every room type at ROUND_PERIOD_S = 40 (scripts/e2e-server.mjs): the tiles
    // say so, whatever the stored periods are.
    await expect(page.locator('.fr-game-tile__schedule').first()).toHaveText(
      fillTemplate(texts.games.periodSeconds, { num: tiles[0]!.periodS }),
    );
    expect(tiles.every((tile) => tile.periodS === 40)).toBe(true);
    await expect(page.locator('.fr-game-tile').first()).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/room_list/${tiles[0]!.roomtype}?tile=${tiles[0]!.id}`)}`,
    );
    await expect(page.getByRole('navigation', { name: texts.quick.title }).getByRole('link')).toHaveCount(5);
    await expectFakePrices(page, lang);
    // Either real wins or the empty state, never filler.
    await expect(
      page.locator('.fr-winners-card .fr-winner, .fr-winners-card [data-testid="winners-empty"]'),
    ).not.toHaveCount(0);
    await snap(page, `home-visitor-${tag}`);
  }
});

/** The demo source's snapshot, every line marked simulated, shaped like the server's (prices/instruments.ts). */
function simulatedSnapshot(): PriceSnapshot {
  const now = Date.now();
  return {
    type: 'prices',
    source: 'simulated',
    status: 'live',
    simulated: true,
    updatedAt: now,
    items: PRICE_CURRENCIES.map((ccy) => ({
      ccy,
      quote: ccy === 'USDT' ? 'USDC' : 'USDT',
      instId: ccy === 'USDT' ? 'USDC-USDT' : `${ccy}-USDT`,
      inverse: ccy === 'USDT',
      last: ccy === 'BTC' ? '64000.5' : '1.0002',
      sodUtc8: ccy === 'BTC' ? '63000' : '1',
      changePct: ccy === 'BTC' ? '1.59' : '0.02',
      ts: now,
      simulated: true,
    })),
  };
}

/**
 * A live socket that speaks the protocol and pushes nothing: welcomed, every subscription
 * acknowledged, every ping answered, so the snapshot answered over HTTP stays on screen as "live".
 */
function quietSocket(ws: WebSocketRoute) {
  const send = (message: ServerMessage) => ws.send(JSON.stringify(message));
  send({ type: 'welcome', connectionId: 'e2e-quiet', serverTime: Date.now(), authenticated: false });
  ws.onMessage((raw) => {
    const message = JSON.parse(String(raw)) as ClientMessage;
    if (message.type === 'subscribe') send({ type: 'subscribed', channel: message.channel, seq: 0 });
    else if (message.type === 'unsubscribe') send({ type: 'unsubscribed', channel: message.channel });
    else send({ type: 'pong', t: message.t, serverTime: Date.now() });
  });
}

/** Every shown "simulated" mark is one line: its box no taller than 1.6 × its own line height. */
async function expectMarksOnOneLine(page: Page, language: UiLanguage) {
  const marks = page.locator('.fr-price-simulated');
  await expect(marks).toHaveCount(PRICE_CURRENCIES.length, { timeout: 30_000 });
  await expect(marks.first()).toHaveText(CATALOGUES[language].web.home.prices.simulated);
  const boxes = await marks.evaluateAll((nodes) =>
    nodes.map((node) => {
      const style = getComputedStyle(node);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      return { text: node.textContent, height: node.getBoundingClientRect().height, lineHeight };
    }),
  );
  for (const box of boxes) {
    expect(box.height, `"${box.text}" on one line`).toBeGreaterThan(0);
    expect(box.height, `"${box.text}" on one line`).toBeLessThan(box.lineHeight * 1.6);
  }
}

test('the "simulated" mark of a demo feed never wraps, on the home and the price list (vi, zh-TW)', async ({
  page,
}) => {
  // The harness's feed is the fake exchange (live, not simulated): this test answers for it.
  await page.route('**' + pricesEndpoints.snapshot.path, (route) =>
    route.fulfill({ json: { code: 1, info: 'Done', data: simulatedSnapshot() } }),
  );
  await page.routeWebSocket(new RegExp(`${WS_PATH}(\\?|$)`), quietSocket);
  for (const { lang, tag } of LANGUAGES.filter(({ lang }) => lang === 'vi' || lang === 'zh-TW')) {
    const texts = CATALOGUES[lang].web.home.prices;
    await open(page, '/', lang, null);
    await expect(page.locator('.fr-price-status').first()).toHaveAttribute('data-status', 'live', {
      timeout: 30_000,
    });
    await expect(page.getByText(texts.simulatedNote)).toBeVisible();
    await expectMarksOnOneLine(page, lang);
    await snap(page, `prices-simulated-${tag}`);

    await open(page, '/lotteryprize', lang, null);
    await expect(page.locator('.fr-price-row')).toHaveCount(PRICE_CURRENCIES.length, { timeout: 30_000 });
    await expectMarksOnOneLine(page, lang);
    await snap(page, `trends-simulated-${tag}`);
  }
});

test('a visitor tapping a tile is sent to log in, and a player lands in that room list', async ({ page }) => {
  await open(page, '/', 'vi', null);
  await page.locator('.fr-game-tile[data-roomtype="16"]').first().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Froom_list%2F16%3Ftile%3D\d+$/);

  await open(page, '/', 'vi', playerToken);
  await expect(page.locator('.fr-game-tile').first()).toHaveAttribute('href', /^\/room_list\/16\?tile=\d+$/);
  await page.locator('.fr-game-tile[data-roomtype="1"]:not([data-focus])').first().click();
  await expect(page).toHaveURL(/\/room_list\/1\?tile=\d+$/);
  await expect(page.locator('.fr-room-card').first()).toBeVisible();
  await open(page, '/', 'vi', playerToken);
  await page.locator('.fr-game-tile[data-roomtype="16"]').first().click();
  await expect(page).toHaveURL(/\/room_list\/16\?tile=\d+$/);
  await page.locator('.fr-room-card').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/bjsc\/1611$/);
});

test('a bet-type tile opens its game with its options highlighted and named in the room header', async ({
  page,
  request,
}) => {
  const triple = (await serverTiles(request)).find((tile) => tile.focus === 'triple');
  expect(triple, 'a triple tile is shown').toBeDefined();
  const game = CATALOGUES.vi.game;
  await open(page, '/', 'vi', playerToken);
  await page.locator(`.fr-game-tile[data-tile="${triple!.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/room_list/${triple!.roomtype}\\?tile=${triple!.id}$`));
  await expect(page.getByRole('heading', { name: triple!.names.vi })).toBeVisible();
  await page.locator('.fr-room-card').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/activity\/\d+\?focus=triple$/);
  await expect(page.getByRole('heading', { name: new RegExp(`^${game.families.triple} · `) })).toBeVisible();
  await expect(page.getByTestId('room-focus')).toHaveText(
    fillTemplate(CATALOGUES.vi.web.rounds.room.focusNote, { family: game.families.triple }),
  );
  const highlighted = page.locator('.fr-option[data-focus="true"]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted.locator('.fr-option__name')).toHaveText(game.digitOptions.triple);
  await expect(page.locator('.fr-option')).toHaveCount(11);
  await snap(page, 'room-focus-triple-vi');
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
    const info = await api<{ game: { id: string; state: string } | null }>(
      request,
      gameEndpoints.gameInfo.path,
      {
        token: playerToken,
        roomid: ROOM_ID,
      },
    );
    if (!info.game || info.game.state !== 'open') return false;
    for (const option of [0, 1]) {
      const answer = await callApi(request, gameEndpoints.order.path, {
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
