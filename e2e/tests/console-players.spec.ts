import { randomInt } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  CATALOGUES,
  fillTemplate,
  accountsEndpoints,
  cashierAdminEndpoints,
  supportEndpoints,
  accountsAdminEndpoints,
  gameEndpoints,
  roundsAdminEndpoints,
} from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { apiData, callApi } from '../support/api.js';
import { registerPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';
import { confirmStepUp, createStaff, ownerOtp, ownerToken } from '../support/staff.js';

/** The console is a desktop app; the harness default is a phone viewport. */
test.use({ viewport: { width: 1366, height: 860 } });
// The second journey looks for the player the first one registers.
test.describe.configure({ mode: 'serial' });

const OWNER = { username: 'e2e-owner', password: 'e2e-owner-pass-123' };
const text = CATALOGUES.vi.admin;
const accountTexts = ACCOUNT_TEXTS.vi;

/** A fresh player for this run: phone and username from the CSPRNG so reruns never collide. */
const suffix = String(randomInt(10_000_000, 100_000_000));
const PLAYER = { phone: `9${suffix}`, username: `e2ep${suffix}`, password: 'passw0rd1' };
const FULL_PHONE = `+84${PLAYER.phone}`;

/** Signs in through the form (with a two-factor code when given); owners, finance and support start on the dashboard. */
async function signIn(page: Page, staff = OWNER, landing = /\/admin\/?$/, otp?: () => string): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(text.login.username).fill(staff.username);
  await page.getByLabel(text.login.password, { exact: true }).fill(staff.password);
  // The harness owner has two-factor on (issue #23): every sign-in gives a code.
  const code = otp ? otp() : staff === OWNER ? await ownerOtp(page.request) : null;
  if (code) await page.getByLabel(text.login.otp).fill(code);
  await page.getByRole('button', { name: text.login.submit }).click();
  await expect(page).toHaveURL(landing);
}

async function openSection(page: Page, label: string, path: RegExp): Promise<void> {
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page).toHaveURL(path);
}

/** Toasts fade after a few seconds; screenshots wait so they show the screen, not the toast. */
async function waitForToasts(page: Page): Promise<void> {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
}

test('an owner reads a code in the SMS outbox, finds the new player and freezes them with a reason', async ({
  page,
  request,
}) => {
  // Each look at the outbox takes a fresh two-factor code (one per 30 s step): up to a minute of waiting.
  test.slow();
  const sent = await callApi(request, accountsEndpoints.smsSend.path, { quhao: '+84', mobile: PLAYER.phone });
  expect(sent.code).toBe(1);

  // The outbox's codes let the reader take over a player: only an owner with two-factor reads them.
  await signIn(page);

  const { code } =
    await test.step('The SMS outbox warns it is for trials and shows the message only for a two-factor code', async () => {
      await openSection(page, text.sms.nav, /\/admin\/sms$/);
      await expect(page.getByRole('heading', { name: text.sms.title })).toBeVisible();
      await expect(page.getByTestId('sms-trial-note')).toContainText('SMS_PROVIDER=http');
      await expect(page.getByText(text.sms.locked)).toBeVisible();
      await page.getByLabel(text.sms.phoneLabel).fill(PLAYER.phone.slice(-6));
      await page.getByRole('button', { name: text.sms.show }).click();
      await expect(page.getByText(text.cashier.otp.required)).toBeVisible();
      await page.getByLabel(text.cashier.otp.label).fill(await ownerOtp(request));
      await page.getByRole('button', { name: text.sms.show }).click();
      const message = page.locator('.ant-table-row', { hasText: FULL_PHONE });
      await expect(message).toHaveCount(1);
      const code = /\b(\d{6})\b/.exec(await message.innerText())?.[1];
      expect(code).toMatch(/^\d{6}$/);
      await expect(page.getByTestId('sms-read-note')).toBeVisible();
      await expect(page.getByTestId('sms-http-note')).toHaveCount(0);
      await expect(page.getByLabel(text.cashier.otp.label)).toHaveValue('');
      await shot(page, 'console-sms-outbox');
      return { code };
    });

  const { playerId } =
    await test.step('A filter that matches nothing says so (another code, another look)', async () => {
      await page.getByLabel(text.sms.phoneLabel).fill('000000000');
      await page.getByLabel(text.cashier.otp.label).fill(await ownerOtp(request));
      await page.getByRole('button', { name: text.sms.show }).click();
      await expect(page.getByText(text.sms.emptyFiltered)).toBeVisible();

      const registered = await callApi<{ userinfo: { id: string } }>(
        request,
        accountsEndpoints.register.path,
        {
          quhao: '+84',
          username: PLAYER.username,
          phone: PLAYER.phone,
          captcha: code,
          password: PLAYER.password,
          spassword: PLAYER.password,
          invitation: '888',
          payPwd: '135790',
          agree: true,
        },
      );
      expect(registered.code).toBe(1);
      const playerId = registered.data.userinfo.id;
      return { playerId };
    });

  await test.step('The list searches on the server; the row shows phone, level, status and balance', async () => {
    await openSection(page, text.players.nav, /\/admin\/players$/);
    await page.getByLabel(text.players.searchLabel).fill(PLAYER.username.toUpperCase());
    await page.getByLabel(text.players.searchLabel).press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${PLAYER.username.toUpperCase()}`));
    const row = page.locator('.ant-table-row', { hasText: PLAYER.username });
    await expect(row).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(row.getByText(`+84 ${PLAYER.phone}`)).toBeVisible();
    await expect(row.getByText(text.players.statusActive, { exact: true })).toBeVisible();
    await expect(row.getByText(`VIP 1 · ${accountTexts.vipLevels.bronze}`, { exact: true })).toBeVisible();
    await expect(row.locator('.money')).toHaveText('0.00');
    await shot(page, 'console-players');
  });

  await test.step('The "frozen" view does not list the player yet', async () => {
    const statusFilter = page.locator('.toolbar .ant-segmented');
    await statusFilter.getByText(text.players.statusFrozen, { exact: true }).click();
    await expect(page).toHaveURL(/status=frozen/);
    await expect(page.getByText(text.players.emptyFiltered)).toBeVisible();
    await statusFilter.getByText(text.players.statusAll, { exact: true }).click();

    await page.locator('.ant-table-row', { hasText: PLAYER.username }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/players/${playerId}$`));
    await expect(page.getByRole('heading', { name: PLAYER.username })).toBeVisible();
    await expect(page.getByTestId('balance-cash')).toContainText('0.00');
    await expect(page.getByTestId('balance-withdrawalHold')).toContainText('0.00');
  });
  const { sessions } = await test.step('Registering signed the player in: one live session', async () => {
    const sessions = page.locator('.ant-tabs-tabpane-active .ant-table-row');
    await expect(sessions).toHaveCount(1);
    await expect(sessions.getByText(text.playerDetail.sessionLive)).toBeVisible();
    return { sessions };
  });

  await test.step('Support can text the player a pay-password recovery code; nobody in the console sees it', async () => {
    await page.getByRole('button', { name: text.playerDetail.payCodeButton }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(fillTemplate(text.playerDetail.payCodeText, { phone: `+84 ${PLAYER.phone}` }))).toBeVisible();
    await shot(page, 'console-player-pay-code');
    // The registration code went to this phone moments ago: the resend cooldown (10 s here) is shared.
    await page.waitForTimeout(11_000);
    await dialog.getByRole('button', { name: text.playerDetail.payCodeSend }).click();
    await expect(
      page.getByText(fillTemplate(text.playerDetail.payCodeSent, { username: PLAYER.username, phone: `+84 ${PLAYER.phone}` })),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await waitForToasts(page);
  });

  await test.step('Freezing asks for a reason and refuses an empty one', async () => {
    await page.getByRole('button', { name: text.playerDetail.freeze }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text.playerDetail.freezeText)).toBeVisible();
    await dialog.getByRole('button', { name: text.playerDetail.freeze }).click();
    await expect(dialog.getByText(text.playerDetail.reasonRequired)).toBeVisible();
    await dialog.getByLabel(text.playerDetail.reason).fill('Chargeback under review (e2e)');
    await dialog.getByRole('button', { name: text.playerDetail.freeze }).click();
    await expect(
      page.getByText(fillTemplate(text.playerDetail.freezeDone, { username: PLAYER.username, num: 1 })),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(text.playerDetail.frozenTitle)).toBeVisible();
    await expect(
      page.getByText(
        fillTemplate(text.playerDetail.frozenReason, { reason: 'Chargeback under review (e2e)' }),
      ),
    ).toBeVisible();
    await expect(page.getByTestId('player-status-frozen')).toBeVisible();
    await expect(page.getByRole('button', { name: text.playerDetail.unfreeze })).toBeVisible();
    await expect(sessions.getByText(text.playerDetail.sessionClosed)).toBeVisible();
    await waitForToasts(page);
    await shot(page, 'console-player-detail');
  });

  await test.step('The freeze is real: the player can no longer sign in (1069)', async () => {
    const login = await callApi<{ errCode: number }>(request, accountsEndpoints.login.path, {
      quhao: '+84',
      username: PLAYER.username,
      password: PLAYER.password,
    });
    expect(login.data.errCode).toBe(1069);
  });

  await test.step("Back keeps the list's search; the row now says frozen", async () => {
    await page.getByRole('link', { name: text.playerDetail.back }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/players\\?q=${PLAYER.username.toUpperCase()}`));
    await expect(
      page.locator('.ant-table-row', { hasText: PLAYER.username }).getByText(text.players.statusFrozen),
    ).toBeVisible();
  });

  await test.step('The audit log has the freeze with the staff, the player and the reason', async () => {
    await openSection(page, text.nav.audit, /\/admin\/audit$/);
    const entry = page.locator('.ant-table-row', { hasText: 'player.freeze' });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText(text.actions.player_freeze)).toBeVisible();
    await expect(entry.getByText(OWNER.username)).toBeVisible();
    await expect(entry.getByText(playerId)).toBeVisible();
    await entry.getByRole('button').first().click();
    await expect(
      page.locator('.audit-json pre').filter({ hasText: 'Chargeback under review (e2e)' }),
    ).toBeVisible();
  });
});

test('owners add a house invitation code and change a VIP level, with validation', async ({ page }) => {
  await signIn(page);

  await openSection(page, text.invitations.nav, /\/admin\/invitations$/);
  const house = page.locator('.ant-table-row').filter({ has: page.getByText('888', { exact: true }) });
  await expect(house.getByText(text.invitations.kindHouse, { exact: true })).toBeVisible();
  const { rows, save } =
    await test.step('The player registered in the first journey has an own code owned by them', async () => {
      await expect(page.locator('.ant-table-row', { hasText: PLAYER.username })).toHaveCount(1);

      await page.getByRole('button', { name: text.invitations.create }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.invitations.code).fill('no!');
      await dialog.getByRole('button', { name: text.invitations.createSubmit }).click();
      await expect(dialog.getByText(text.invitations.codeInvalid)).toBeVisible();
      await dialog.getByLabel(text.invitations.code).fill('spring26');
      await dialog.getByRole('button', { name: text.invitations.createSubmit }).click();
      await expect(
        page.getByText(fillTemplate(text.invitations.createDone, { code: 'SPRING26' })),
      ).toBeVisible();
      const created = page.locator('.ant-table-row', { hasText: 'SPRING26' });
      await expect(created.getByText(text.invitations.enabled)).toBeVisible();
      await expect(created.getByText(text.invitations.operator)).toBeVisible();
      await waitForToasts(page);
      await shot(page, 'console-invitations');

      await openSection(page, text.vip.nav, /\/admin\/vip$/);
      const rows = page.locator('.vip-form .ant-table-row');
      await expect(rows).toHaveCount(8);
      const save = page.getByRole('button', { name: text.vip.save });
      await expect(save).toBeDisabled();
      return { rows, save };
    });

  await test.step('Level 2 may not start at or below level 1', async () => {
    const levelTwo = page.getByLabel(
      `VIP 2 · ${fillTemplate(text.vip.columnThreshold, { currency: 'USD' })}`,
    );
    await expect(levelTwo).toHaveValue('1000.00');
    await levelTwo.fill('0');
    await expect(page.getByText(fillTemplate(text.vip.thresholdIncreasing, { num: 1 }))).toBeVisible();
    await page.getByRole('button', { name: text.vip.discard }).click();
    await expect(levelTwo).toHaveValue('1000.00');
  });

  await test.step('A valid change is saved and comes back from the server', async () => {
    const topDaily = page.getByLabel(`VIP 8 · ${text.vip.columnDailyWithdrawals}`);
    await expect(topDaily).toHaveValue('10');
    await topDaily.fill('12');
  });
  await test.step('The privilege line players will read follows the typed count', async () => {
    await expect(
      rows.nth(7).getByText(fillTemplate(text.vip.dailyWithdrawals_other, { count: 12 })),
    ).toBeVisible();
    await save.click();
    // The levels set each player's daily withdrawals: saving them asks for the owner's code.
    await confirmStepUp(page, await ownerOtp(page.request), 'console-vip-step-up');
    await expect(page.getByText(text.vip.saveDone)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(`VIP 8 · ${text.vip.columnDailyWithdrawals}`)).toHaveValue('12');
    await waitForToasts(page);
    await shot(page, 'console-vip');
  });
});

test('finance staff read players and VIP levels but cannot freeze, edit levels or open the outbox', async ({
  page,
  request,
}) => {
  // Finance enrols two-factor first: with ADMIN_REQUIRE_2FA an account without it can only enrol.
  const finance = await createStaff(request, { role: 'finance', twoFactor: true, prefix: 'e2e-players' });
  await signIn(page, finance, undefined, finance.otp);
  const menu = page.getByRole('navigation', { name: text.nav.menu });
  await expect(menu.getByRole('menuitem', { name: text.players.nav })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: text.vip.nav })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: text.sms.nav })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: text.invitations.nav })).toHaveCount(0);

  await openSection(page, text.players.nav, /\/admin\/players$/);
  await page.locator('.ant-table-row', { hasText: PLAYER.username }).click();
  await expect(page.getByText(text.playerDetail.frozenTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: text.playerDetail.unfreeze })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.playerDetail.freeze })).toHaveCount(0);

  await openSection(page, text.vip.nav, /\/admin\/vip$/);
  await expect(page.getByText(text.vip.readOnly)).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(8);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.vip.save })).toHaveCount(0);

  // Screens of other roles send finance back to its start page.
  await page.goto('/admin/sms');
  await expect(page).toHaveURL(/\/admin\/?$/);
});

/** Opens a console screen in `language` (the console keeps its language in local storage). */
async function openIn(page: Page, language: 'vi' | 'en-US', path: string): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('fairround.admin.language', lang), language);
  await page.goto(path);
}

test('staff read a player’s bets, the readable audit log and the player beside a support chat, in vi and en', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = String(randomInt(10_000_000, 100_000_000));
  const bettor = { phone: `8${id}`, username: `e2eb${id}`, password: 'passw0rd1', payPwd: '135790' };
  const { token: playerToken, id: playerId } = await registerPlayer(request, bettor);

  await test.step('Money through the ledger: a finance member with two-factor credits the player', async () => {
    const finance = await createStaff(request, { role: 'finance', twoFactor: true, prefix: 'e2e-bets' });
    await apiData(request, cashierAdminEndpoints.adjust.path, {
      token: finance.token,
      otp: finance.otp(),
      userId: playerId,
      amount: '100.00',
      reason: 'E2E bets journey credit',
    });
  });

  const { owner } =
    await test.step('One real order in the Standard USDT room of type 1, then its round drawn and settled', async () => {
      const roomId = 111;
      await expect
        .poll(
          async () => {
            const info = await callApi<{ game: { id: string; state: string } | null }>(
              request,
              gameEndpoints.gameInfo.path,
              {
                token: playerToken,
                roomid: roomId,
              },
            );
            const game = info.data?.game;
            if (!game || game.state !== 'open') return false;
            const placed = await callApi(request, gameEndpoints.order.path, {
              token: playerToken,
              gameid: game.id,
              roomid: roomId,
              order_info: [
                [0, '1.98', 10],
                [1, '1.98', 5],
              ],
              order_key: `e2e-bets-${id}`,
            });
            return placed.code === 1;
          },
          { timeout: 90_000, intervals: [2_000] },
        )
        .toBe(true);
      await apiData(request, supportEndpoints.send.path, {
        token: playerToken,
        content: 'Hello, was my bet settled?',
      });
      const owner = await ownerToken(request);
      await expect
        .poll(
          async () =>
            (
              await apiData<{ list: { state: string }[] }>(request, roundsAdminEndpoints.playerBets.path, {
                token: owner,
                userId: playerId,
              })
            ).list[0]?.state,
          { timeout: 120_000, intervals: [3_000] },
        )
        .toMatch(/^(won|lost)$/);
      return { owner };
    });

  await test.step('A freeze and an unfreeze give the audit log a before/after to compare', async () => {
    await apiData(request, accountsAdminEndpoints.freeze.path, {
      token: owner,
      userId: playerId,
      reason: 'E2E audit check',
    });
    await apiData(request, accountsAdminEndpoints.unfreeze.path, {
      token: owner,
      otp: await ownerOtp(request),
      userId: playerId,
      reason: 'E2E audit done',
    });

    await signIn(page);
    for (const language of ['vi', 'en-US'] as const) {
      const admin = CATALOGUES[language].admin;
      const suffixOf = language === 'vi' ? 'vi' : 'en';

      await openIn(page, language, `/admin/players/${playerId}`);
      await page.getByRole('tab', { name: admin.playerBets.tab }).click();
      const bets = page.getByTestId('player-bets');
      await expect(bets.locator('.ant-table-row')).toHaveCount(1);
      await expect(bets.getByRole('link', { name: admin.playerBets.verify })).toHaveAttribute(
        'href',
        /^\/fairness\?type=1&seqno=/,
      );
      // The order's net verdict with its net amount (#24): "Lost −5.10", "Thắng +4.80", "Hòa vốn".
      await expect(
        bets.getByText(/^(Won|Lost|Thắng|Thua) [+−][\d.,]+$|^(Break-even|Hòa vốn)$/),
      ).toBeVisible();
      await waitForToasts(page);
      await shot(page, `console-player-bets-${suffixOf}`);

      await openIn(page, language, '/admin/audit');
      const freezeRow = page.locator('.ant-table-row', { hasText: admin.actions.player_freeze }).first();
      await expect(freezeRow).toContainText(bettor.username);
      await expect(freezeRow).toContainText(admin.audit.targetTypes.player);
      await freezeRow.getByRole('button').first().click();
      const details = page.locator('.audit-details').first();
      await expect(details).toContainText(admin.audit.kindChanged);
      await expect(details).toContainText('frozen');
      await shot(page, `console-audit-readable-${suffixOf}`);

      await openIn(page, language, '/admin/support');
      await page.getByText(admin.support.filters.all, { exact: true }).click();
      await page.getByTestId('support-conversation').filter({ hasText: bettor.username }).first().click();
      const context = page.getByTestId('support-player-context');
      await expect(context).toContainText(bettor.username);
      await expect(context.getByRole('link')).toHaveAttribute('href', new RegExp(`/players/${playerId}$`));
      await expect(context).toContainText(admin.support.context.cash);
      await shot(page, `console-support-context-${suffixOf}`);
    }
  });
});
