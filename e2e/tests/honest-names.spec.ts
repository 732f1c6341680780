import {
  CATALOGUES,
  fillTemplate,
  gameEndpoints,
  gameName,
  roomTitle,
  type UiLanguage,
} from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { e2eBankMethod, replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { fundedPlayer, newPlayer } from '../support/players.js';
import { openAs } from '../support/player-page.js';
import { shot } from '../support/screenshot.js';

/**
 * Issue #24 items 4, 7 and 10 seen at 390×844: rooms named by game and tier (no currency tabs),
 * the account history in the player's words (an order once, its escrow movements folded in), the
 * quick menu's "About" entry, the winners feed's quiet empty line and the fairness round chips.
 */
test.describe.configure({ mode: 'serial' });

const PLAYER = newPlayer('8', 'e2en');
const METHOD = e2eBankMethod('Names bank (e2e)');
/** Type 1, Standard tier (minimum order $10). */
const ROOM_ID = 111;

let playerToken = '';
let originalMethods: unknown[] | null = null;

/** The journey's player, in a language. */
const open = (page: Page, path: string, language: UiLanguage = 'vi') =>
  openAs(page, playerToken, path, language);

async function snap(page: Page, name: string) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** Nothing inside `selector` reaches past its box (text touching or crossing the edge). */
async function expectInside(page: Page, selector: string) {
  const overflowing = await page
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.textContent),
    );
  expect(overflowing).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  ({ token: playerToken } = await fundedPlayer(request, PLAYER, {
    money: '1000',
    payName: 'Nguyen Van B',
    method: methods.ids[0],
    staffPrefix: 'e2e-names',
  }));
});

test.afterAll(({ request }) => restoreDepositMethods(request, originalMethods));

test('home: the "About" entry fits its tile (en) and an empty winners feed is one quiet line (vi)', async ({
  page,
}) => {
  await open(page, '/', 'en-US');
  const about = page
    .locator('.fr-quick__entry')
    .filter({ hasText: CATALOGUES['en-US'].web.home.quick.intro });
  await expect(about).toBeVisible();
  await expectInside(page, '.fr-quick__entry');
  await snap(page, 'names-home-en');

  // Earlier journeys have won real rounds on this server: the server's own answer, with its list
  // emptied, shows the empty state as a fresh install would (a win pushed live would end it).
  await page.route('**' + gameEndpoints.winners.path, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { list: unknown[] } };
    await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, list: [] } } });
  });
  await open(page, '/');
  const empty = page.getByTestId('winners-empty');
  await expect(empty).toHaveText(CATALOGUES.vi.web.home.winners.empty);
  // One line of small text, not a 40 px icon over a heading-sized title.
  expect((await empty.boundingBox())!.height).toBeLessThan(40);
  await snap(page, 'names-home-vi');
});

for (const language of ['vi', 'en-US'] as const) {
  const tag = language === 'vi' ? 'vi' : 'en';
  test(`rooms name their game and tier, with no currency tabs (${tag})`, async ({ page }) => {
    await open(page, '/room_list/1', language);
    await expect(page.getByRole('heading', { name: gameName(language, 1), level: 1 })).toBeVisible();
    await expect(page.locator('.fr-room-card')).toHaveCount(4);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/USDT|BTC|ETH/);
    await snap(page, `names-room-list-${tag}`);

    await open(page, `/activity/${ROOM_ID}`, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomTitle(language, 1, 'standard'));
    await expect(page.getByTestId('round-status')).toBeVisible({ timeout: 20_000 });
    await snap(page, `names-room-${tag}`);
  });
}

test('/history: a settled order is one row in the player’s words; the link to /recall says what it is', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const vi = CATALOGUES.vi.web.rounds;
  const h = CATALOGUES.vi.web.history;
  await open(page, `/activity/${ROOM_ID}`);
  await expect(page.getByTestId('round-status')).toHaveText(vi.room.bettingOpen, { timeout: 60_000 });
  const seqno = (await page.getByTestId('round-seqno').innerText()).trim();
  await page
    .getByRole('button', { name: new RegExp(`^${CATALOGUES.vi.game.digitOptions.big}\\s*×`) })
    .click();
  await page.getByLabel(vi.slip.amount, { exact: true }).fill('10');
  await page.getByRole('button', { name: vi.slip.buy }).click();
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's script-driven fade-in
  await page.getByRole('button', { name: vi.confirm.submit }).click();
  await expect(page.getByTestId('own-line')).toHaveCount(1);
  await expect(page.getByTestId('last-outcome')).toContainText(seqno, { timeout: 90_000 });

  await open(page, '/history');
  const order = page.getByTestId('history-row').filter({ has: page.getByTestId('history-order') });
  await expect(order).toHaveCount(1, { timeout: 15_000 });
  await expect(order).toContainText(fillTemplate(h.references.round, { seqno }));
  await expect(order).toContainText(gameName('vi', 1));
  const outcome = await order.getByTestId('history-order').getAttribute('data-outcome');
  expect(['win', 'loss']).toContain(outcome);
  await expect(order.getByTestId('history-order')).toHaveText(
    outcome === 'win'
      ? fillTemplate(h.order.won, { amount: '$19.80', net: '+$9.80' })
      : fillTemplate(h.order.lost, { amount: '$10.00' }),
  );
  // The escrow release is no row of its own.
  await expect(
    page.locator('[data-code="bet_settle_loss"]:not(:has([data-testid="history-order"]))'),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: h.recallLink })).toHaveAttribute('href', '/recall');
  await snap(page, 'names-history-vi');

  await open(page, '/history', 'en-US');
  await expect(page.getByTestId('history-order')).toHaveCount(1, { timeout: 15_000 });
  await snap(page, 'names-history-en');
});

test('/fairness: the round chips keep their mark and number inside (vi)', async ({ page }) => {
  await open(page, '/fairness?type=1');
  const f = CATALOGUES.vi.web.fairness;
  await page.getByRole('tab', { name: f.modes.batch }).click();
  await page.getByRole('button', { name: f.batch.start }).click();
  await expect(page.locator('.fr-fair-chip').first()).toBeVisible({ timeout: 30_000 });
  await expectInside(page, '.fr-fair-chip');
  await snap(page, 'names-fairness-vi');
});
