import { CATALOGUES, fillTemplate, roundsAdminEndpoints, fairEndpoints, gameName } from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { callApi } from '../support/api.js';
import { shot } from '../support/screenshot.js';
import { confirmStepUp, E2E_OWNER, ownerOtp, ownerToken } from '../support/staff.js';

/** The console is a desktop app; the harness default is a phone viewport. */
test.use({ viewport: { width: 1366, height: 860 } });
test.describe.configure({ mode: 'serial' });
// The rounds list waits for the fresh server's first draw.
test.setTimeout(420_000);

const text = CATALOGUES.vi.admin;
const r = text.rounds;
const errors = CATALOGUES.vi.errors;

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel(text.login.username).fill(E2E_OWNER.username);
  await page.getByLabel(text.login.password, { exact: true }).fill(E2E_OWNER.password);
  await page.getByLabel(text.login.otp).fill(await ownerOtp(page.request));
  await page.getByRole('button', { name: text.login.submit }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

// Room 112 (type 1, USDT, VIP) is the one edited: the player journeys bet in the Standard rooms at
// their default odds and must not meet this change.
test('an owner sees the room types and the rooms, and odds above the maximum RTP cannot be saved', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('menuitem', { name: r.nav.roomTypes }).click();
  await expect(page.getByRole('heading', { name: r.roomTypes.title })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(5);
  await shot(page, 'console-rounds-room-types');

  await page.getByRole('menuitem', { name: r.nav.rooms }).click();
  await expect(page.getByRole('heading', { name: r.rooms.title })).toBeVisible();
  await page.getByRole('button', { name: `${r.rooms.edit} 112` }).click();
  const dialog = page.getByRole('dialog');
  const big = dialog.getByLabel(`${r.rooms.newOdds} · ${CATALOGUES.vi.game.digitOptions.big}`, {
    exact: true,
  });
  await big.fill('2.00');
  await expect(dialog.getByTestId('rtp-0')).toHaveText('100.00%');
  await expect(dialog.getByText(r.rooms.aboveMax)).toBeVisible();
  await expect(dialog.getByRole('button', { name: r.save })).toBeDisabled();
  await shot(page, 'console-rounds-room-editor-rtp');

  await big.fill('1.97');
  await expect(dialog.getByTestId('rtp-0')).toHaveText('98.50%');
  await dialog.getByRole('button', { name: r.save }).click();
  // Odds decide payouts: saving them is a step-up action, confirmed with the owner's code.
  await confirmStepUp(page, await ownerOtp(page.request), 'console-rounds-room-step-up');
  await expect(page.getByText(r.saved)).toBeVisible();
  await expect(page.getByRole('row', { name: /#112/ })).toContainText('→ 1.97');
  await shot(page, 'console-rounds-rooms');
});

test('the server refuses odds above the maximum RTP with its catalogue code', async ({ request }) => {
  const login = { data: { token: await ownerToken(request) } };
  const rooms = await callApi<{ list: { id: number; rates: string[] }[] }>(
    request,
    roundsAdminEndpoints.rooms.path,
    { token: login.data.token, roomType: 1 },
  );
  const rates = rooms.data.list[0]!.rates.map((odds, index) => (index === 0 ? '2.50' : odds));
  const answer = await callApi<{ errCode: number }>(request, roundsAdminEndpoints.updateRoom.path, {
    token: login.data.token,
    otp: await ownerOtp(request),
    id: rooms.data.list[0]!.id,
    rates,
    lang: 'vi',
  });
  expect(answer.data.errCode).toBe(3022);
  expect(answer.info).toBe(fillTemplate(errors[3022], { option: 'rate0', rtp: '125.00%', max: '99.00%' }));
});

test('an owner follows the rounds with their totals and proof link, and publishes the next chain', async ({
  page,
  request,
}) => {
  // Wait (really) for a drawn round of type 15, the fastest schedule.
  await expect
    .poll(
      async () =>
        (await callApi<{ list: unknown[] }>(request, fairEndpoints.recent.path, { gametype: 15, limit: 1 }))
          .data.list.length,
      { timeout: 360_000, intervals: [2_000] },
    )
    .toBe(1);
  await signIn(page);
  await page.getByRole('menuitem', { name: r.nav.rounds }).click();
  await page
    .locator('.ant-segmented-item', { hasText: fillTemplate(r.typeLabel, { game: gameName('vi', 15) }) })
    .click();
  await expect(page.getByRole('link', { name: r.rounds.verify }).first()).toHaveAttribute(
    'href',
    /\/fairness\?type=15&seqno=/,
  );
  await shot(page, 'console-rounds-list');

  await page.getByRole('menuitem', { name: r.nav.chains }).click();
  await page
    .locator('.ant-segmented-item', { hasText: fillTemplate(r.typeLabel, { game: gameName('vi', 15) }) })
    .click();
  await expect(page.getByText(r.chains.statuses.in_use)).toBeVisible();
  await page.getByRole('button', { name: r.chains.publish }).click();
  await page.getByRole('tooltip').getByRole('button', { name: r.chains.publish }).click();
  await expect(page.getByText(fillTemplate(r.chains.published, { sequence: 2 }))).toBeVisible();
  await expect(page.getByText(r.chains.statuses.waiting)).toBeVisible();
  await shot(page, 'console-rounds-chains');
});

test('room types and rounds flag the environment override and show the timing rounds really run at', async ({
  page,
}) => {
  // The e2e server runs with ROUND_PERIOD_S=40, ROUND_LOCK_S=10 and ROUND_DRAW_DELAY_S=2.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  for (const language of ['vi', 'en-US'] as const) {
    const rounds = CATALOGUES[language].admin.rounds;
    await page.evaluate((lang) => window.localStorage.setItem('fairround.admin.language', lang), language);
    await page.goto('/admin/room-types');
    const notice = page.getByTestId('timing-override-notice');
    await expect(notice).toContainText(rounds.roomTypes.overrideTitle);
    await expect(notice).toContainText('ROUND_PERIOD_S, ROUND_LOCK_S, ROUND_DRAW_DELAY_S');
    const first = page.getByTestId('effective-timing-1');
    await expect(first).toContainText(
      fillTemplate(rounds.roomTypes.effectiveValue, { period: 40, lock: 10, delay: 2 }),
    );
    await expect(first.getByTestId('timing-override')).toBeVisible();
    await shot(page, `console-room-types-override-${language === 'vi' ? 'vi' : 'en'}`);

    await page.goto('/admin/rounds');
    await expect(page.getByTestId('rounds-timing')).toContainText(
      fillTemplate(rounds.roomTypes.roundsTiming, { period: 40, lock: 10, delay: 2 }),
    );
    await expect(page.getByTestId('rounds-timing').getByTestId('timing-override')).toBeVisible();
  }
});
