import { CATALOGUES, fillTemplate, gameName, type UiLanguage } from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support/screenshot.js';
import { e2eBankMethod, replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { fundedPlayer, newPlayer } from '../support/players.js';

/**
 * A funded player plays one round end to end: enters a room, bets, sees betting close at the
 * lock, sees the result and the payout, and finds the bet in the records. The e2e server runs
 * rounds of 40 s (lock 10 s, next round 2 s after the draw), see scripts/e2e-server.mjs.
 */
test.describe.configure({ mode: 'serial' });

const vi = CATALOGUES.vi.web.rounds;
const game = CATALOGUES.vi.game;
const PLAYER = newPlayer('7', 'e2er');
const METHOD = e2eBankMethod('Rounds bank (e2e)');
/** A digit room: type 1, USDT tab, Standard tier (minimum order $10). */
const ROOM_ID = 111;
const RACE_ROOM_ID = 1611;

let playerToken = '';
let originalMethods: unknown[] | null = null;

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

async function snap(page: Page, name: string) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** The filter tabs show every label whole at the phone's width (no "Đang c…", "Waitin…"). */
async function expectWholeTabs(page: Page) {
  const cut = await page
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent),
    );
  expect(cut).toEqual([]);
}

/** Waits for a round that stays open long enough for a whole journey of taps. */
async function waitForOpenRound(page: Page, secondsLeft = 20) {
  await expect
    .poll(
      // Read without waiting: the countdown is not on screen while a round is being drawn.
      () =>
        page.evaluate((open) => {
          const status = document.querySelector('[data-testid="round-status"]')?.textContent;
          const seconds = document
            .querySelector('[data-testid="round-countdown"]')
            ?.getAttribute('data-seconds');
          return status === open ? Number(seconds ?? 0) : 0;
        }, vi.room.bettingOpen),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(secondsLeft);
}

test.beforeAll(async ({ request }) => {
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  // Funded the real way: a deposit request approved by finance staff.
  ({ token: playerToken } = await fundedPlayer(request, PLAYER, {
    money: '1000',
    payName: 'Nguyen Van A',
    method: methods.ids[0],
    staffPrefix: 'e2e-rounds',
  }));
});

test.afterAll(({ request }) => restoreDepositMethods(request, originalMethods));

test('a funded player bets, sees betting close at the lock, the result and payout, and the bet record', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await open(page, '/room_list/1');
  await expect(page.getByRole('heading', { name: gameName('vi', 1), level: 1 })).toBeVisible();
  await expect(page.locator('.fr-room-card')).toHaveCount(4);
  await test.step('A level-1 player sees the VIP rooms locked, with the reason', async () => {
    await expect(page.locator('.fr-room-card--locked')).toHaveCount(3);
    await expect(page.getByText(fillTemplate(vi.roomList.lockedMessage, { level: 2 }))).toBeVisible();
    await snap(page, 'rounds-room-list-vi');

    await page.locator('.fr-room-card').filter({ hasText: game.tiers.standard }).getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/activity/${ROOM_ID}$`));
    await expect(page.locator('.fr-room-balance')).toContainText('$1,000.00');
  });

  const { seqno } =
    await test.step('Wait for a round that takes orders (the previous one may be locked right now)', async () => {
      await expect(page.getByTestId('round-status')).toHaveText(vi.room.bettingOpen, { timeout: 45_000 });
      const seqno = (await page.getByTestId('round-seqno').innerText()).trim();
      return { seqno };
    });

  await test.step('Big and Small: exactly one of them wins whatever is drawn, so the payout is known: 1.98 × $10', async () => {
    await page.getByRole('button', { name: new RegExp(`^${game.digitOptions.big}\\s*×`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${game.digitOptions.small}\\s*×`) }).click();
    await page.getByLabel(vi.slip.amount, { exact: true }).fill('10');
    await expect(page.getByTestId('slip-total')).toHaveText('$20.00');
    await page.getByRole('button', { name: vi.slip.buy }).click();
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('order-total')).toHaveText('$20.00');
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await page.waitForTimeout(400); // the dialog's script-driven fade-in
    await shot(page, 'rounds-confirm-vi');
    await page.getByRole('button', { name: vi.confirm.submit }).click();

    await expect(page.getByTestId('own-line')).toHaveCount(2);
    await expect(page.locator('.fr-room-balance')).toContainText('$980.00');
    await expect(page.getByTestId('order-feed')).toContainText(vi.feed.you);
  });
  await test.step('No "Follow" on the player\'s own lines', async () => {
    await expect(
      page
        .getByTestId('order-feed')
        .getByRole('listitem')
        .filter({ hasText: vi.feed.you })
        .getByRole('button'),
    ).toHaveCount(0);
    await expect(page.getByTestId('slip-total')).toHaveText('$0.00');
    await snap(page, 'rounds-activity-vi');
  });

  await test.step('The lock: the stopped message, options and cancel blocked', async () => {
    await expect(page.getByTestId('round-status')).toHaveText(vi.room.stopped, { timeout: 45_000 });
    await expect(
      page.getByRole('button', { name: new RegExp(`^${game.digitOptions.big}\\s*×`) }),
    ).toBeDisabled();
    await expect(page.getByRole('button', { name: vi.own.cancel })).toBeDisabled();
    await snap(page, 'rounds-activity-closed-vi');
  });

  await test.step('The draw: the result of our round and what it paid back', async () => {
    const last = page.getByTestId('last-outcome');
    await expect(last).toContainText(seqno, { timeout: 45_000 });
    await expect(page.getByTestId('last-payout')).toContainText('$20.00');
    await expect(page.getByTestId('last-payout')).toContainText('$19.80');
    await expect(page.locator('.fr-room-balance')).toContainText('$999.80');
    await expect(page.getByTestId('result-history')).toContainText(seqno);
  });
  await test.step('The outcome moment of the round drawn while watching: a net loss, however much came back', async () => {
    // $20 staked, $19.80 back: one line won, yet the player is $0.20 down, and the moment says so
    // (issue #24: never a loss dressed as a win).
    await expect(page.getByTestId('outcome-headline')).toHaveText(
      fillTemplate(vi.moment.lost, { amount: '$0.20' }),
    );
    await expect(page.locator('.fr-moment__balance-value')).toHaveText('$999.80');
    await snap(page, 'rounds-activity-result-vi');
  });

  await test.step("The rules sheet discloses probability and RTP at this room's odds", async () => {
    await page.getByRole('button', { name: vi.rules.open }).click();
    await expect(page.getByTestId('rules-table')).toContainText('1/2 (50.00%)');
    await expect(page.getByTestId('rules-table')).toContainText('99.00%');
    await page.waitForTimeout(400);
    await shot(page, 'rounds-rules-vi');
  });

  const { record } = await test.step('The bet record', async () => {
    // The bet record: one order naming its room and round, the three digits drawn, one option won
    // (1.98 × $10), the other not; $19.80 back on $20.00 staked is a net loss, and the order says so.
    await open(page, '/betlist');
    const record = page.getByTestId('bet-record').filter({ hasText: seqno });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText(gameName('vi', 1));
    await expect(record).toContainText(game.tiers.standard);
    await expect(record.getByTestId('bet-result').locator('.fr-ball')).toHaveCount(3);
    await expect(record.getByTestId('bet-line')).toHaveCount(2);
    await expect(record.locator('.fr-bet-lines__outcome--won')).toContainText('$19.80');
    await expect(record.locator('.fr-bet-lines__outcome--lost')).toHaveText(vi.records.outcomes.lost);
    await expect(record.getByTestId('bet-stake')).toHaveText('$20.00');
    await expect(record.getByTestId('bet-payout')).toContainText('$19.80');
    await expect(record.locator('.fr-status--lost')).toHaveText(vi.records.status.lost);
    await expect(record.locator('.fr-status--won')).toHaveCount(0);
    return { record };
  });
  const { today } =
    await test.step("Today's result is this player's only order (unless the draw fell just before local midnight)", async () => {
      const today = page.getByTestId('bet-day');
      await expect(today.getByTestId('bet-day-stake')).toHaveText('$20.00');
      await expect(today.getByTestId('bet-day-payout')).toHaveText('$19.80');
      await expect(today.getByTestId('bet-day-net')).toHaveText('-$0.20');
      await expectWholeTabs(page);
      await snap(page, 'rounds-betlist-vi');
      return { today };
    });
  const { currentPath } =
    await test.step("Choosing the day on the daily result limits the list to it, named in the list's heading", async () => {
      // Choosing the day on the daily result limits the list to it, named in the list's heading;
      // stepping the card moves the list along (nothing the day before), "all days" restores it.
      const showDay = today.getByRole('button', { name: vi.records.day.show });
      await showDay.click();
      await expect(showDay).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('bet-list-day')).toContainText(vi.records.day.today);
      await expect(record).toHaveCount(1);
      await today.getByRole('button', { name: vi.records.day.previous }).click();
      await expect(page.getByTestId('bet-list-day')).toContainText(vi.records.day.yesterday);
      await expect(page.getByText(vi.records.list.emptyDay)).toBeVisible();
      await today.getByRole('button', { name: vi.records.day.next }).click();
      await expect(record).toHaveCount(1);
      await snap(page, 'records-day-vi');
      await page.getByRole('button', { name: vi.records.list.showAll }).click();
      await expect(page.getByTestId('bet-list-day')).toHaveText(vi.records.list.allDays);
      await expect(showDay).toHaveAttribute('aria-pressed', 'false');
      await expect(record).toHaveCount(1);
      // $20 staked, $19.80 back is a net loss: listed under "lost", not under "won" (issue #24).
      await page.getByRole('tab', { name: vi.records.filters.won, exact: true }).click();
      await expect(page.getByText(vi.records.empty)).toBeVisible();
      await page.getByRole('tab', { name: vi.records.filters.lost, exact: true }).click();
      await expect(record).toHaveCount(1);

      await record
        .getByRole('link', { name: fillTemplate(vi.records.round, { seqno }), exact: true })
        .click();
      await expect(page).toHaveURL(/\/current\//);
      await expect(page.getByTestId('round-outcome')).toContainText('$20.00');
      await expect(page.getByTestId('round-outcome')).toContainText('$19.80');
      // The round's own page leads with the net verdict: a partial return is a loss, never green.
      await expect(page.getByTestId('current-verdict')).toHaveAttribute('data-outcome', 'loss');
      await expect(page.getByTestId('current-verdict')).toContainText(fillTemplate(vi.moment.lost, { amount: '$0.20' }));
      await expect(page.getByTestId('round-outcome').locator('.fr-tone-win')).toHaveCount(0);
      await snap(page, 'rounds-current-vi');
      const currentPath = new URL(page.url()).pathname + new URL(page.url()).search;
      return { currentPath };
    });

  await test.step('The fairness page, opened from the record, verifies exactly this round', async () => {
    const fair = CATALOGUES.vi.web.fairness;
    await page.getByRole('link', { name: vi.history.proof }).click();
    await expect(page).toHaveURL(/\/fairness\?/);
    await expect(page.getByTestId('fair-seqno')).toHaveText(seqno);
    await expect(page.getByTestId('fair-verdict')).toContainText(fair.verdict.verified);
    await expect(page.getByTestId('check-bad')).toHaveCount(0);
    await snap(page, 'rounds-fairness-of-bet-vi');
  });

  await test.step('The fund flow agrees with the record: the $20.00 stake out, then the $19.80 payout back in', async () => {
    const reasons = CATALOGUES.vi.ledger.reasons;
    await open(page, '/my_income');
    const flow = page.getByTestId('fund-flow-row');
    await expect(flow).toHaveCount(3);
    const expectedFlow = [
      [reasons.bet_payout, '+$19.80', '$980.00', '$999.80'],
      [reasons.bet_stake, '-$20.00', '$1,000.00', '$980.00'],
      [reasons.deposit, '+$1,000.00', '$0.00', '$1,000.00'],
    ] as const;
    for (const [index, [reason, amount, before, after]] of expectedFlow.entries()) {
      const row = flow.nth(index);
      await expect(row.locator('.fr-flow-entry__reason')).toHaveText(reason);
      await expect(row.locator('.fr-flow-entry__money')).toHaveText(amount);
      await expect(row.getByTestId('fund-flow-before')).toHaveText(before);
      await expect(row.getByTestId('fund-flow-after')).toHaveText(after);
    }
    await snap(page, 'rounds-fund-flow-vi');

    const en = CATALOGUES['en-US'].web.rounds;
    await open(page, '/room_list/1', 'en-US');
    await expect(page.getByRole('heading', { name: gameName('en-US', 1), level: 1 })).toBeVisible();
    await snap(page, 'rounds-room-list-en');
    await open(page, '/betlist', 'en-US');
    await expect(page.getByTestId('bet-record').first()).toContainText(en.records.outcomes.won);
    await expect(page.getByTestId('bet-day')).toContainText(en.records.day.today);
    await expectWholeTabs(page);
    await snap(page, 'rounds-betlist-en');
    await open(page, currentPath, 'en-US');
    await expect(page.getByTestId('round-outcome')).toContainText('$19.80');
    await expect(page.getByTestId('current-verdict')).toContainText(fillTemplate(en.moment.lost, { amount: '$0.20' }));
    await snap(page, 'rounds-current-en');
    for (const language of ['en-US', 'zh-CN', 'zh-TW'] as const) {
      await open(page, `/activity/${ROOM_ID}`, language);
      await expect(page.getByTestId('round-status')).toBeVisible();
      await expect(page.getByTestId('last-outcome')).toBeVisible();
      await snap(page, `rounds-activity-${language}`);
    }
  });
});

test('a player cancels a whole order after confirming it while betting is open, and all-in splits the balance', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await open(page, `/activity/${ROOM_ID}`);
  await waitForOpenRound(page);
  const balanceBefore = (await page.locator('.fr-room-balance__value').innerText()).trim();

  await page.getByRole('button', { name: new RegExp(`^${game.digitOptions.odd}\\s*×`) }).click();
  await page.getByLabel(vi.slip.amount, { exact: true }).fill('10');
  await page.getByRole('button', { name: vi.slip.buy }).click();
  await page.getByRole('button', { name: vi.confirm.submit }).click();
  const own = page.getByTestId('own-line');
  await expect(own).toHaveCount(1);
  await expect(page.locator('.fr-room-balance__value')).not.toHaveText(balanceBefore);

  await test.step('Cancelling asks first, naming the whole order and what goes back; then refunds at once', async () => {
    await page.getByTestId('own-order').getByRole('button', { name: vi.own.cancel }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(vi.own.cancelTitle);
    await expect(dialog.getByTestId('order-total')).toHaveText('$10.00');
    await page.waitForTimeout(400); // the dialog's script-driven fade-in
    await shot(page, 'rounds-cancel-confirm-vi', { fullPage: false });
    await dialog.getByRole('button', { name: vi.own.cancelConfirm }).click();
    await expect(own).toHaveCount(0);
    await expect(page.locator('.fr-room-balance__value')).toHaveText(balanceBefore);
    await snap(page, 'rounds-cancelled-vi');
  });

  await test.step('All-in (racing rooms) puts the whole balance, split over the chosen options, into the slip', async () => {
    await open(page, `/bjsc/${RACE_ROOM_ID}`);
    const options = page.getByRole('group', { name: vi.room.options, exact: true }).getByRole('button');
    await expect(options).toHaveCount(4);
    await waitForOpenRound(page);
    await options.nth(0).click();
    await options.nth(1).click();
    await page.getByRole('button', { name: vi.slip.allIn }).click();
    const whole = Math.floor(Number(balanceBefore.replace(/[^0-9.]/g, '')) / 2);
    await expect(page.getByRole('dialog')).toContainText(vi.slip.allInTitle);
    await page.getByRole('button', { name: vi.slip.allInConfirm }).click();
    await expect(page.locator('.fr-slip__input')).toHaveValue(String(whole));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await snap(page, 'rounds-all-in-vi');
  });
});
