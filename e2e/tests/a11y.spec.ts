import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATALOGUES,
  type UiLanguage,
  cashierEndpoints,
  protectionEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { expectNoBlockingViolations, expectTouchTargets } from '../support/a11y.js';
import { apiData as api, callApi } from '../support/api.js';
import { templatePattern } from '../support/player-page.js';
import { e2eBankMethod, replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { fundedPlayer, newPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';

/**
 * Accessibility (issue #14): every player route of apps/web, in all four languages at the phone
 * viewport, and every sheet and dialog a player meets on the way (order and money confirmations,
 * pickers, the protection sheets), has no serious or critical axe-core violation of WCAG 2.1
 * A/AA, and every visible control is a touch target of at least 44 × 44 px (PRODUCT §1). Public
 * routes are checked as a visitor, the others as a funded player with a bank account, a bet and
 * a drawn round, so the screens show real rows rather than only their empty states. The main
 * screens are saved in zh-CN and zh-TW on the way (`<screen>-<language>.png`).
 */
test.describe.configure({ mode: 'serial' });

const PLAYER = newPlayer('4', 'e2ea', { payPwd: '135792' });
const METHOD = e2eBankMethod('A11y bank (e2e)');
/** A digit room (type 1, Standard tier), the racing room, and the staking tier the pages show. */
const ROOM_ID = 111;
const ROOM_TYPE = 1;
const RACE_ROOM_ID = 1611;
const TIER = 1;

type Visit = { path: string | (() => string); as: 'visitor' | 'player' };

let playerToken = '';
let betSeqno = '';
let originalMethods: unknown[] | null = null;

/**
 * Every route of the route table (apps/web/src/app/router.tsx), the pattern it stands for, and
 * what is opened for it. A param gets a real id; a route that needs a login is opened as the
 * player. The bet's round comes last, so it has been drawn by the time it is opened.
 */
const ROUTES: Record<string, Visit> = {
  '/': { path: '/', as: 'visitor' },
  '/languageSet': { path: '/languageSet', as: 'visitor' },
  '/login': { path: '/login', as: 'visitor' },
  '/register': { path: '/register', as: 'visitor' },
  '/forgot_password': { path: '/forgot_password', as: 'visitor' },
  '/user': { path: '/user', as: 'player' },
  '/my_set': { path: '/my_set', as: 'player' },
  '/my_password': { path: '/my_password', as: 'player' },
  '/my_devices': { path: '/my_devices', as: 'player' },
  '/my_2fa': { path: '/my_2fa', as: 'player' },
  '/verification': { path: '/verification', as: 'player' },
  '/my_profile': { path: '/my_profile', as: 'player' },
  '/my_phone': { path: '/my_phone', as: 'player' },
  '/userloginpassword': { path: '/userloginpassword', as: 'player' },
  '/usercipherpassword': { path: '/usercipherpassword', as: 'player' },
  '/usercipherpassword/recover': { path: '/usercipherpassword/recover', as: 'player' },
  '/vip': { path: '/vip', as: 'player' },
  '/responsible': { path: '/responsible', as: 'player' },
  '/recharge': { path: '/recharge', as: 'player' },
  '/withdraw': { path: '/withdraw', as: 'player' },
  '/banklist': { path: '/banklist', as: 'player' },
  '/bankadd': { path: '/bankadd', as: 'player' },
  '/my_income': { path: '/my_income', as: 'player' },
  '/room_list/:type': { path: `/room_list/${ROOM_TYPE}`, as: 'player' },
  '/activity/:id': { path: `/activity/${ROOM_ID}`, as: 'player' },
  '/bjsc/:id': { path: `/bjsc/${RACE_ROOM_ID}`, as: 'player' },
  '/betlist': { path: '/betlist', as: 'player' },
  '/history': { path: '/history', as: 'player' },
  '/recall': { path: '/recall', as: 'player' },
  '/info/:id': { path: '/info/26', as: 'visitor' },
  '/help/list': { path: '/help/list', as: 'visitor' },
  '/help/:id': { path: '/help/27', as: 'visitor' },
  '/message': { path: '/message', as: 'player' },
  '/notifications': { path: '/notifications', as: 'player' },
  // The visitor's support page (the player's chat is checked by support.spec's screens).
  '/ServicePage': { path: '/ServicePage', as: 'visitor' },
  '/lotteryprize': { path: '/lotteryprize', as: 'visitor' },
  '/my_update': { path: '/my_update', as: 'visitor' },
  '/finance': { path: '/finance', as: 'visitor' },
  '/productdetail': { path: `/productdetail?tier=${TIER}`, as: 'visitor' },
  '/producttransferin': { path: `/producttransferin?tier=${TIER}`, as: 'player' },
  '/productorder': { path: '/productorder', as: 'player' },
  '/productrule': { path: '/productrule', as: 'visitor' },
  '/current/:id': { path: () => `/current/${betSeqno}?type=${ROOM_TYPE}`, as: 'player' },
  '/fairness': { path: () => `/fairness?type=${ROOM_TYPE}&seqno=${betSeqno}`, as: 'visitor' },
};
/** Screens outside the table that a player still reaches: home as a player, and not-found. */
const EXTRA_VISITS: Record<string, Visit> = {
  'home (player)': { path: '/', as: 'player' },
  'not found': { path: '/no-such-screen', as: 'visitor' },
};

/** The paths of the web app's route table, read from its source. */
function routeTablePaths(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const source = fs.readFileSync(path.resolve(here, '../../apps/web/src/app/router.tsx'), 'utf8');
  // The table itself, not the example in the comment above it.
  const table = source.slice(
    source.indexOf('const ROUTES'),
    source.indexOf('];', source.indexOf('const ROUTES')),
  );
  return [...table.matchAll(/\{\s*path:\s*'([^']+)',\s*page:/g)].map((match) => match[1]!);
}

async function open(page: Page, target: string, language: UiLanguage, token: string | null) {
  // The session and language are set on the app's own origin; after the first visit the page is
  // already there, so only the target is loaded (one page load per screen, not two).
  if (!page.url().startsWith('http')) await page.goto('/languageSet');
  await page.evaluate(
    ([value, lang]) => {
      if (value) window.localStorage.setItem('fairround.token', value);
      else window.localStorage.removeItem('fairround.token');
      window.localStorage.setItem('fairround.language', lang);
    },
    [token, language] as const,
  );
  await page.goto(target);
  // The screen is on show and its first reads have answered (no spinner, no skeleton left).
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.fr-state[role="status"], .fr-skeleton, .fr-loading-canvas')).toHaveCount(0);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
}

/** Places a $10 order on Big in the digit room's open round; answers the round number. */
async function placeBet(request: APIRequestContext): Promise<string> {
  let seqno = '';
  await expect
    .poll(
      async () => {
        const info = await api<{ game: { id: string; seqno: string; state: string } | null }>(
          request,
          gameEndpoints.gameInfo.path,
          { token: playerToken, roomid: ROOM_ID },
        );
        if (!info.game || info.game.state !== 'open') return false;
        const answer = await callApi(request, gameEndpoints.order.path, {
          token: playerToken,
          gameid: info.game.id,
          roomid: ROOM_ID,
          order_info: [[0, '1.98', 10]],
        });
        if (answer.code === 1) seqno = info.game.seqno;
        return answer.code === 1;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  return seqno;
}

/** Waits until the round `seqno` of the digit room has been drawn (it is in the room's history). */
async function waitForDraw(request: APIRequestContext, seqno: string) {
  await expect
    .poll(
      async () => {
        const info = await api<{ his: { seqno: string }[] }>(request, gameEndpoints.gameInfo.path, {
          token: playerToken,
          roomid: ROOM_ID,
        });
        return info.his.some((round) => round.seqno === seqno);
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  // Funded the real way: a deposit approved by finance staff. Enough for the staking tier's
  // minimum, so the transfer-in confirmation can be opened.
  ({ token: playerToken } = await fundedPlayer(request, PLAYER, {
    money: '120000',
    payName: 'Nguyen Van A',
    method: methods.ids[0],
    staffPrefix: 'e2e-a11y',
  }));
  await api(request, cashierEndpoints.addWithdrawalAccount.path, {
    token: playerToken,
    type: 'Bank',
    bank: 'Vietcombank',
    account: '0011 2233 4455',
    username: 'Nguyen Van A',
    area: 'Hanoi branch',
    payPwd: PLAYER.payPwd,
  });
  betSeqno = await placeBet(request);
});

test.afterAll(({ request }) => restoreDepositMethods(request, originalMethods));

/**
 * One browser context for every screen: its cache keeps the app's content-hashed files, so the
 * 200-odd visits (every route and dialog in four languages) do not download them again each time
 * (as one player would not), and stay well inside the server's request budget per address. Only
 * the reality check opens contexts of its own (a moved clock).
 */
let contextOptions: BrowserContextOptions;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, viewport, locale, timezoneId, deviceScaleFactor } = testInfo.project.use;
  contextOptions = {
    baseURL,
    viewport,
    locale,
    timezoneId,
    deviceScaleFactor,
    // Fades and slides finish at once: contrast is measured on the settled screen, not mid-fade.
    reducedMotion: 'reduce',
  };
  context = await browser.newContext(contextOptions);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

test('every route of the route table is checked here', () => {
  const covered = Object.keys(ROUTES);
  expect(routeTablePaths().sort()).toEqual([...covered].sort());
});

const LANGUAGES: readonly UiLanguage[] = ['vi', 'en-US', 'zh-CN', 'zh-TW'];
/** Languages whose screenshots are taken here (vi and en-US are saved by each screen's journey). */
const SHOT_LANGUAGES: readonly UiLanguage[] = ['zh-CN', 'zh-TW'];

/** The main screens saved as `<screen>-<language>.png` while they are checked anyway. */
const SCREENSHOTS: Partial<Record<keyof typeof ROUTES, string>> = {
  '/room_list/:type': 'room-list',
  '/betlist': 'records',
  '/recharge': 'recharge',
  '/withdraw': 'withdraw',
  '/user': 'user',
  '/fairness': 'fairness',
  '/finance': 'finance',
  '/responsible': 'responsible',
};

for (const language of LANGUAGES) {
  for (const [route, visit] of [...Object.entries(ROUTES), ...Object.entries(EXTRA_VISITS)]) {
    test(`${route} as a ${visit.as} (${language}): no serious axe violation, 44 px targets`, async ({
      request,
    }) => {
      if (route === '/current/:id' || route === '/fairness') await waitForDraw(request, betSeqno);
      const target = typeof visit.path === 'function' ? visit.path() : visit.path;
      await open(page, target, language, visit.as === 'player' ? playerToken : null);
      // An auth route opened as the player must not have bounced to the login screen.
      if (visit.as === 'player') expect(new URL(page.url()).pathname).not.toBe('/login');
      const screen = SCREENSHOTS[route];
      if (screen && SHOT_LANGUAGES.includes(language)) await shot(page, `${screen}-${language}`);

      await expectNoBlockingViolations(page, `${target} (${language})`);
      await expectTouchTargets(page, `${target} (${language})`);
    });
  }
}

type Texts = (typeof CATALOGUES)[UiLanguage];

/** Sheets (BottomSheet) and confirmations (antd-mobile's Dialog) both carry role="dialog". */
const OPEN_DIALOG = '[role="dialog"]';

/**
 * Waits until the open dialog has finished sliding or fading in: antd-mobile animates the panel
 * and its mask from script (inline opacity and transform), so `reducedMotion` does not skip it.
 * Settled: nothing in the popup is part-transparent, and the dialog has not moved for 100 ms.
 */
async function dialogSettled(page: Page) {
  const dialog = page.locator(OPEN_DIALOG);
  await expect(dialog).toBeVisible();
  const pose = () =>
    dialog.evaluate((element) => {
      const popup = element.closest('.adm-center-popup, .adm-popup') ?? element;
      const animated = [element, ...Array.from(popup.querySelectorAll('[style*="opacity"]'))];
      const fading = animated.some((node) => getComputedStyle(node).opacity !== '1');
      const box = element.getBoundingClientRect();
      return fading ? null : `${Math.round(box.top)}|${Math.round(box.left)}|${Math.round(box.height)}`;
    });
  await expect
    .poll(async () => {
      const before = await pose();
      await page.waitForTimeout(100);
      return before !== null && before === (await pose());
    })
    .toBe(true);
}

/**
 * The open dialog is named (what a screen reader announces on opening it), it and the page
 * under it have no blocker, and the dialog's controls are 44 px.
 */
async function expectAccessibleDialog(page: Page, where: string) {
  await expect(page.locator(OPEN_DIALOG), `${where}: the dialog's name`).toHaveAccessibleName(/\S/);
  await expectNoBlockingViolations(page, `${where}: the dialog`, OPEN_DIALOG);
  await expectNoBlockingViolations(page, `${where}: the page with the dialog open`);
  await expectTouchTargets(page, `${where}: the dialog`, OPEN_DIALOG);
}

/** Waits for a round of the room on screen that stays open for a few more taps. */
async function waitForOpenRound(page: Page, texts: Texts) {
  await expect
    .poll(
      // Read without waiting: the countdown is not on screen while a round is being drawn.
      () =>
        page.evaluate((openText) => {
          const status = document.querySelector('[data-testid="round-status"]')?.textContent;
          const seconds = document
            .querySelector('[data-testid="round-countdown"]')
            ?.getAttribute('data-seconds');
          return status === openText ? Number(seconds ?? 0) : 0;
        }, texts.web.rounds.room.bettingOpen),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(8);
}

type DialogJourney = {
  as: 'visitor' | 'player';
  path: string;
  /** Opens the dialog on the screen at `path`, shown in the language of `texts`. */
  open: (page: Page, texts: Texts) => Promise<void>;
  /** Saved as `<screenshot>-<language>.png` in zh-CN and zh-TW. */
  screenshot: string;
};

/**
 * The sheets and dialogs of the player app, each opened the way a player opens it. Nothing is
 * confirmed: the next journey's page load closes the dialog left open.
 */
const DIALOGS: Record<string, DialogJourney> = {
  'the order confirmation in a room': {
    as: 'player',
    path: `/activity/${ROOM_ID}`,
    screenshot: 'room-order',
    async open(page, texts) {
      const slip = texts.web.rounds.slip;
      await waitForOpenRound(page, texts);
      await page.getByRole('button', { name: new RegExp(`^${texts.game.digitOptions.big}\\s*×`) }).click();
      await page.getByLabel(slip.amount, { exact: true }).fill('10');
      await page.getByRole('button', { name: slip.buy }).click();
      await expect(page.getByTestId('order-summary')).toBeVisible();
    },
  },
  "the room's rules sheet": {
    as: 'player',
    path: `/activity/${ROOM_ID}`,
    screenshot: 'room-rules',
    async open(page, texts) {
      await page.getByRole('button', { name: texts.web.rounds.rules.open }).click();
    },
  },
  'the deposit confirmation': {
    as: 'player',
    path: '/recharge',
    screenshot: 'recharge-confirm',
    async open(page, texts) {
      const recharge = texts.web.cashier.recharge;
      await page.getByLabel(recharge.amount, { exact: true }).fill('100');
      await page.getByLabel(recharge.payerName).fill('Nguyen Van A');
      await page.getByRole('main').getByRole('button', { name: recharge.submit }).click();
      await expect(page.getByTestId('confirm-summary')).toBeVisible();
    },
  },
  'the withdrawal confirmation (payment password typed)': {
    as: 'player',
    path: '/withdraw',
    screenshot: 'withdraw-confirm',
    async open(page, texts) {
      const cashier = texts.web.cashier;
      await page.getByLabel(cashier.withdraw.amount, { exact: true }).fill('20');
      await page.getByLabel(cashier.common.payPassword, { exact: true }).fill(PLAYER.payPwd);
      await page
        .getByRole('main')
        .getByRole('button', { name: cashier.withdraw.submit, exact: true })
        .click();
      await expect(page.getByTestId('confirm-summary')).toBeVisible();
    },
  },
  "the withdrawal account's removal confirmation": {
    as: 'player',
    path: '/banklist',
    screenshot: 'banklist-remove-confirm',
    async open(page, texts) {
      await page
        .getByRole('button', { name: templatePattern(texts.web.cashier.bankList.removeLabel) })
        .click();
    },
  },
  'the staking transfer-in confirmation (payment password typed)': {
    as: 'player',
    path: `/producttransferin?tier=${TIER}`,
    screenshot: 'finance-transfer-confirm',
    async open(page, texts) {
      const transferIn = texts.web.finance.transferIn;
      await page.getByLabel(transferIn.amount, { exact: true }).fill('100');
      await page.getByLabel(transferIn.payPassword, { exact: true }).fill(PLAYER.payPwd);
      await page.getByRole('main').getByRole('button', { name: transferIn.submit, exact: true }).click();
      await expect(page.getByTestId('transfer-summary')).toBeVisible();
    },
  },
  'the fund-flow date range sheet': {
    as: 'player',
    path: '/my_income',
    screenshot: 'income-date-range',
    async open(page) {
      await page.locator('.fr-flow-period__pick').click();
    },
  },
  'the area-code picker on register': {
    as: 'visitor',
    path: '/register',
    screenshot: 'register-area-code',
    async open(page, texts) {
      await page.locator('.fr-area-code').click();
      await expect(page.getByRole('dialog', { name: texts.web.auth.areaCode.title })).toBeVisible();
    },
  },
  'the log-out confirmation': {
    as: 'player',
    path: '/user',
    screenshot: 'logout-confirm',
    async open(page, texts) {
      await page.getByRole('button', { name: texts.web.account.logout.button }).click();
      await expect(page.getByRole('dialog').getByText(texts.web.account.logout.body)).toBeVisible();
    },
  },
  'the self-exclusion sheet': {
    as: 'player',
    path: '/responsible',
    screenshot: 'responsible-break-sheet',
    async open(page, texts) {
      const breaks = texts.web.protection.breaks;
      const exclusion = page.locator('.fr-protect-card').filter({ hasText: breaks.exclusionTitle });
      await exclusion.getByRole('radio', { name: breaks.durations['6m'] }).check({ force: true });
      await exclusion.getByRole('button', { name: breaks.next }).click();
      await expect(page.getByTestId('break-ends')).toBeVisible();
    },
  },
};

for (const language of LANGUAGES) {
  const texts = CATALOGUES[language];
  for (const [name, journey] of Object.entries(DIALOGS)) {
    test(`${name} (${language}): no serious axe violation, 44 px targets`, async () => {
      await open(page, journey.path, language, journey.as === 'player' ? playerToken : null);
      await journey.open(page, texts);
      await dialogSettled(page);
      if (SHOT_LANGUAGES.includes(language))
        await shot(page, `${journey.screenshot}-${language}`, { fullPage: false });
      await expectAccessibleDialog(page, `${name} on ${journey.path} (${language})`);
    });
  }
}

/**
 * The reality check over a room, shown when its interval has passed since login: set to 15
 * minutes, then the page's clock moved 16 minutes on once the session is known (the room's
 * session clock shows). A session read answered during the jump re-aims the check at the
 * server's time, 15 minutes on again, so the clock jumps until it shows. Its own browser
 * context, so the moved clock stays there.
 */
async function openRealityCheck(browser: Browser, language: UiLanguage) {
  const ownContext = await browser.newContext(contextOptions);
  const ownPage = await ownContext.newPage();
  await ownPage.clock.install();
  await open(ownPage, `/activity/${ROOM_ID}`, language, playerToken);
  await expect(ownPage.getByTestId('session-clock')).toBeVisible();
  await expect(async () => {
    await ownPage.clock.fastForward('16:00');
    await expect(ownPage.getByTestId('reality-check')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await dialogSettled(ownPage);
  return { ownContext, ownPage };
}

test.describe('the reality check', () => {
  test.beforeAll(async ({ request }) => {
    await api(request, protectionEndpoints.setRealityCheck.path, { token: playerToken, minutes: 15 });
  });
  test.afterAll(async ({ request }) => {
    await callApi(request, protectionEndpoints.setRealityCheck.path, { token: playerToken, minutes: 0 });
  });

  for (const language of LANGUAGES) {
    test(`the reality check (${language}): no serious axe violation, 44 px targets`, async ({ browser }) => {
      const { ownContext, ownPage } = await openRealityCheck(browser, language);
      try {
        if (SHOT_LANGUAGES.includes(language))
          await shot(ownPage, `reality-check-${language}`, { fullPage: false });
        await expectAccessibleDialog(ownPage, `the reality check on /activity/${ROOM_ID} (${language})`);
      } finally {
        await ownContext.close();
      }
    });
  }
});
