import {
  CATALOGUES,
  fillTemplate,
  type UiLanguage,
  accountsEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData } from '../support/api.js';
import { openAs } from '../support/player-page.js';
import { e2eBankMethod, replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { fundedPlayer, newPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';

/**
 * Issue #14: the race reveals nothing before it has run, and each game ends in the player's own
 * outcome moment, tied to their real settlement. A funded player stakes Big and Small in the
 * racing room (vi) and in a digit room (en-US, a second browser context) in the same rounds —
 * exactly one of each pair wins, so both pay back $19.80 of $20.00: a net loss, which the moment,
 * the records and the recall must call a loss (issue #24) — then watches both draws. A second race
 * is watched in zh-TW. The e2e server runs rounds of 40 s (scripts/e2e-server.mjs).
 */
test.describe.configure({ mode: 'serial' });

const PLAYER = newPlayer('6', 'e2ex');
const METHOD = e2eBankMethod('Racing bank (e2e)', '5678');
const DIGIT_ROOM_ID = 111;
const RACE_ROOM_ID = 1611;

let token = '';
let originalMethods: unknown[] | null = null;

const texts = (language: UiLanguage) => ({
  rounds: CATALOGUES[language].web.rounds,
  game: CATALOGUES[language].game,
});

/** Waits for a round that stays open long enough for a whole journey of taps. */
async function waitForOpenRound(page: Page, language: UiLanguage, secondsLeft: number) {
  await expect
    .poll(
      () =>
        page.evaluate((open) => {
          const status = document.querySelector('[data-testid="round-status"]')?.textContent;
          const seconds = document
            .querySelector('[data-testid="round-countdown"]')
            ?.getAttribute('data-seconds');
          return status === open ? Number(seconds ?? 0) : 0;
        }, texts(language).rounds.room.bettingOpen),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(secondsLeft);
}

async function snap(page: Page, name: string) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** Big and Small, $10 each: exactly one wins whatever is drawn. Answers the round number. */
async function stakeBigAndSmall(page: Page, language: UiLanguage, race: boolean): Promise<string> {
  const { rounds, game } = texts(language);
  const names = race ? game.raceOptions : game.digitOptions;
  await page.getByRole('button', { name: new RegExp(`^${names.big}\\s*×`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${names.small}\\s*×`) }).click();
  // The input by class: in the racing room the chips group carries the same label.
  await page.locator('.fr-slip__input').fill('10');
  await expect(page.getByTestId('slip-total')).toHaveText('$20.00');
  await expect(page.getByTestId('slip-message')).toHaveText('');
  const seqno = (await page.getByTestId('round-seqno').innerText()).trim();
  await page.getByRole('button', { name: rounds.slip.buy }).click();
  await page.getByRole('button', { name: rounds.confirm.submit }).click();
  await expect(page.getByTestId('own-line')).toHaveCount(2);
  return seqno;
}

/** The inline message under the amount: one option at $5 is under the room's $10 minimum. */
async function showBelowMinimum(page: Page, language: UiLanguage, race: boolean, name: string) {
  const { rounds, game } = texts(language);
  const names = race ? game.raceOptions : game.digitOptions;
  await page.getByRole('button', { name: new RegExp(`^${names.odd}\\s*×`) }).click();
  await page.locator('.fr-slip__input').fill('5');
  await expect(page.getByTestId('slip-total')).toHaveText('$5.00');
  const minimum = CATALOGUES[language].errors[1024];
  await expect(page.getByTestId('slip-message')).toHaveText(fillTemplate(minimum, { num: '$10.00' }));
  await page.getByTestId('slip-message').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shot(page, name, { fullPage: false });
  await page.getByRole('button', { name: rounds.slip.clear }).click();
  await expect(page.getByTestId('slip-message')).toHaveText('');
}

/**
 * Watches the race of `seqno`: while the cars run, nothing in the page says how it ended (the
 * finishing order, the result row, the winner, the outcome); once they stop, all of it shows.
 */
async function watchRace(
  page: Page,
  request: APIRequestContext,
  language: UiLanguage,
  seqno: string,
  name: string,
) {
  const { rounds } = texts(language);
  const track = page.getByTestId('race-track');
  await expect(track).toHaveAttribute('data-state', 'racing', { timeout: 60_000 });
  const info = await apiData<{ his: { seqno: string; order: number[] }[] }>(
    request,
    gameEndpoints.gameInfo.path,
    {
      token,
      roomid: RACE_ROOM_ID,
    },
  );
  const drawn = info.his.find((result) => result.seqno === seqno);
  expect(drawn?.order).toHaveLength(10);
  const order = drawn!.order;
  const winner = fillTemplate(rounds.race.winner, { seqno, car: order[0]! });
  const orderLabel = fillTemplate(rounds.race.lastOrder, { seqno });
  // One snapshot of the page taken while the race is still running.
  const during = await page.evaluate(
    ({ seqno: round, orderText, winnerText, labelText }) => {
      const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
      const html = document.body.innerHTML;
      return {
        state: document.querySelector('[data-testid="race-track"]')?.getAttribute('data-state'),
        raceOrder: document.querySelectorAll('[data-testid="race-order"]').length,
        moment: document.querySelectorAll('[data-testid="outcome-moment"]').length,
        lastOutcome: text('last-outcome').includes(round),
        history: text('result-history').includes(round),
        order: html.includes(orderText),
        winner: html.includes(winnerText),
        label: html.includes(labelText),
      };
    },
    { seqno, orderText: order.join(', '), winnerText: winner, labelText: orderLabel },
  );
  expect(during).toEqual({
    state: 'racing',
    raceOrder: 0,
    moment: 0,
    lastOutcome: false,
    history: false,
    order: false,
    winner: false,
    label: false,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1_200);
  await expect(track).toHaveAttribute('data-state', 'racing');
  await shot(page, `${name}-mid`, { fullPage: false });

  await expect(track).toHaveAttribute('data-state', 'finished', { timeout: 15_000 });
  await expect(page.getByTestId('race-order')).toContainText(orderLabel);
  expect((await page.getByTestId('race-order').locator('.fr-ball').allInnerTexts()).map(Number)).toEqual(
    order,
  );
  await expect(page.getByText(winner)).toBeVisible();
  await expect(page.getByTestId('last-outcome')).toContainText(seqno);
  await expect(page.getByTestId('result-history')).toContainText(seqno);
}

/**
 * The moment of a Big + Small round: $20.00 staked, $19.80 back — one line won, the round lost
 * $0.20, and it says so (issue #24): "You lost $0.20", no star, no win colour; and the balance the
 * server now reports, on screen.
 */
async function expectLossMoment(page: Page, language: UiLanguage, seqno: string) {
  const { rounds } = texts(language);
  const moment = page.getByTestId('outcome-moment');
  await expect(moment).toBeVisible({ timeout: 60_000 });
  await expect(moment).toContainText(seqno);
  await expect(moment).toHaveAttribute('data-outcome', 'loss');
  await expect(page.getByTestId('outcome-headline')).toHaveText(
    fillTemplate(rounds.moment.lost, { amount: '$0.20' }),
  );
  await expect(moment).not.toContainText('★');
  await expect(moment).not.toHaveClass(/fr-moment--win/);
  const mine = page.getByTestId('last-payout').getByTestId('net-summary');
  await expect(mine).toHaveAttribute('data-outcome', 'loss');
  await expect(mine).toHaveText(`−$0.20 · ${fillTemplate(rounds.net.returned, { amount: '$19.80' })}`);
  const user = await apiData<{ money: string }>(page.request, accountsEndpoints.userInfo.path, { token });
  const balance = `$${Number(user.money).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(moment.locator('.fr-moment__balance-value')).toHaveText(balance);
  await expect(page.locator('.fr-room-balance__value')).toHaveText(balance);
}

/**
 * The records and the recall agree with the moment: the Big + Small order of `seqno` is badged
 * "Lost" with its net first, and its round in the recall reads as a loss (issue #24).
 */
async function expectLossRecords(page: Page, language: UiLanguage, seqno: string, name: string) {
  const { rounds } = texts(language);
  const returned = fillTemplate(rounds.net.returned, { amount: '$19.80' });
  await openAs(page, token, '/betlist', language);
  // The race and the digit room draw on the same slots: both Big + Small orders share the number.
  const cards = page.getByTestId('bet-record').filter({ hasText: seqno });
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  for (const card of await cards.all()) {
    await expect(card.getByTestId('bet-status')).toHaveText(rounds.records.status.lost);
    await expect(card.getByTestId('bet-status')).toHaveAttribute('data-outcome', 'lost');
    await expect(card.getByTestId('net-summary')).toHaveText(`−$0.20 · ${returned}`);
    await expect(card.locator('.fr-status--won')).toHaveCount(0);
  }
  await snap(page, `outcome-betlist-${name}`);

  const recall = CATALOGUES[language].web.history.recall;
  await openAs(page, token, '/recall', language);
  const played = page.getByTestId('recall-round').filter({ hasText: seqno });
  await expect(played.first()).toBeVisible({ timeout: 15_000 });
  for (const round of await played.all()) {
    await expect(round.getByTestId('recall-verdict')).toHaveText(recall.verdict.loss);
    await expect(round.getByTestId('recall-net')).toHaveText(`−$0.20 · ${returned}`);
  }
  await snap(page, `outcome-recall-${name}`);
}

/**
 * The chip row whole at the phone's width (the all-in chip is not cut off), and the all-in sheet
 * with one option picked says "on the option you picked", not "on each option in 1 option".
 */
async function showChips(page: Page, language: UiLanguage, name: string) {
  const { rounds, game } = texts(language);
  const chips = page.locator('.fr-chips');
  await chips.scrollIntoViewIfNeeded();
  const cut = await chips
    .locator('.fr-chip')
    .evaluateAll((all) =>
      all.filter((chip) => chip.scrollWidth > chip.clientWidth).map((chip) => chip.textContent),
    );
  expect(cut).toEqual([]);
  await chips.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shot(page, `racing-chips-${name}`, { fullPage: false });
  await page.getByRole('button', { name: new RegExp(`^${game.raceOptions.odd}\\s*×`) }).click();
  await page.getByRole('button', { name: rounds.slip.allIn }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(rounds.slip.allInTitle);
  const single = rounds.slip.allInBodySingle.split('{amount}')[0]!;
  await expect(dialog).toContainText(single);
  await page.waitForTimeout(400); // the dialog's fade-in
  await shot(page, `racing-allin-${name}`, { fullPage: false });
  await dialog.getByRole('button', { name: rounds.confirm.cancel }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: rounds.slip.clear }).click();
}

test.beforeAll(async ({ request }) => {
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  ({ token } = await fundedPlayer(request, PLAYER, {
    money: '1000',
    payName: 'Tran Thi B',
    method: methods.ids[0],
    staffPrefix: 'e2e-racing',
  }));
});

test.afterAll(({ request }) => restoreDepositMethods(request, originalMethods));

test('the race reveals its result only after the cars stop, then each game shows the player’s outcome', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const english = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const digits = await english.newPage();

  const { en } = await test.step('en-US: a digit room, its inline amount message first', async () => {
    const en = texts('en-US').rounds;
    await openAs(digits, token, `/activity/${DIGIT_ROOM_ID}`, 'en-US');
    await waitForOpenRound(digits, 'en-US', 2);
    await showBelowMinimum(digits, 'en-US', false, 'rounds-slip-invalid-en');
    return { en };
  });

  const { raceSeqno, digitSeqno } = await test.step('vi', async () => {
    // vi: the racing room, the inline message, then a real stake early in a round. Every room type
    // draws on the same slots, so the digit stake right after lands in a round drawn at that time.
    await openAs(page, token, `/bjsc/${RACE_ROOM_ID}`, 'vi');
    await expect(page.getByTestId('race-track')).toBeVisible();
    await waitForOpenRound(page, 'vi', 12);
    await showChips(page, 'vi', 'vi');
    await showBelowMinimum(page, 'vi', true, 'racing-slip-invalid-vi');
    // The stakes and the cancel dialog below must all fit before this round's lock.
    await waitForOpenRound(page, 'vi', 25);
    const raceSeqno = await stakeBigAndSmall(page, 'vi', true);
    await waitForOpenRound(digits, 'en-US', 6);
    const digitSeqno = await stakeBigAndSmall(digits, 'en-US', false);
    await digits.getByTestId('own-order').getByRole('button', { name: en.own.cancel }).click();
    const dialog = digits.getByRole('dialog');
    await expect(dialog).toContainText(en.own.cancelTitle);
    await expect(dialog.getByTestId('order-total')).toHaveText('$20.00');
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await digits.waitForTimeout(400); // the dialog's fade-in
    await shot(digits, 'rounds-cancel-confirm-en', { fullPage: false });
    await dialog.getByRole('button', { name: en.own.keep }).click();
    await expect(digits.getByRole('dialog')).toHaveCount(0);
    await expect(digits.getByTestId('own-line')).toHaveCount(2);
    return { raceSeqno, digitSeqno };
  });

  await test.step('The race in vi: nothing before the cars stop; then the order, the result and the outcome', async () => {
    await watchRace(page, request, 'vi', raceSeqno, 'racing-vi');
    await expectLossMoment(page, 'vi', raceSeqno);
    await snap(page, 'racing-finished-vi');
    await page.getByTestId('race-track').scrollIntoViewIfNeeded();
    await shot(page, 'outcome-moment-vi', { fullPage: false });
  });

  await test.step('The digit room in en-US: its draw shows the outcome at once (no animation to wait for)', async () => {
    await expectLossMoment(digits, 'en-US', digitSeqno);
    await snap(digits, 'rounds-outcome-en');
    await shot(digits, 'outcome-moment-en', { fullPage: false });
  });

  await test.step('The records and the recall call both Big + Small orders the loss they are (vi, en-US)', async () => {
    await expectLossRecords(page, 'vi', raceSeqno, 'vi');
    await expectLossRecords(digits, 'en-US', digitSeqno, 'en');
  });

  await test.step('A second race, watched in zh-TW: the chip row, then the finish in order', async () => {
    await openAs(digits, token, `/bjsc/${RACE_ROOM_ID}`, 'zh-TW');
    await waitForOpenRound(digits, 'zh-TW', 14);
    await showChips(digits, 'zh-TW', 'zh-TW');
    const secondRace = await stakeBigAndSmall(digits, 'zh-TW', true);
    await watchRace(digits, request, 'zh-TW', secondRace, 'racing-zh-TW');
    await expectLossMoment(digits, 'zh-TW', secondRace);
    await snap(digits, 'racing-finished-zh-TW');
    await english.close();
  });
});
