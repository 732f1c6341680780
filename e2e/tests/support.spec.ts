import { randomInt } from 'node:crypto';
import { CATALOGUES, type UiLanguage, adminEndpoints } from '@fairround/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiData as api } from '../support/api.js';
import { shot } from '../support/screenshot.js';
import { E2E_OWNER, ownerOtp, ownerToken } from '../support/staff.js';
import { registerPlayer } from '../support/players.js';

/**
 * Support chat end to end: a player writes on /ServicePage, the message shows in the console
 * inbox, the operator's reply reaches the open app live over /ws, and a reply that arrives while
 * the player is elsewhere shows as a badge on the Service tab.
 */
test.describe.configure({ mode: 'serial' });

const web = (language: UiLanguage) => CATALOGUES[language].web.support;
const admin = CATALOGUES.vi.admin;

const suffix = String(randomInt(10_000_000, 100_000_000));
const PLAYER = { phone: `7${suffix}`, username: `e2es${suffix}`, password: 'passw0rd1', payPwd: '135790' };
const FIRST = `Xin chào, tôi chưa nhận được tiền nạp (${suffix}).`;
const REPLY = 'Chào bạn, chúng tôi đang kiểm tra giao dịch, vui lòng chờ vài phút.';
const SECOND_REPLY = 'Giao dịch đã được ghi có. Cảm ơn bạn đã chờ!';
let playerToken = '';

/** Opens a screen as the player, in a language (the app keeps both per device). */
async function openAsPlayer(page: Page, path: string, language: UiLanguage = 'vi') {
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

/** The console in its own desktop-sized window, signed in as the harness owner (no two-factor). */
async function openConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(admin.login.username).fill(E2E_OWNER.username);
  await page.getByLabel(admin.login.password, { exact: true }).fill(E2E_OWNER.password);
  await page.getByLabel(admin.login.otp).fill(await ownerOtp(page.request));
  await page.getByRole('button', { name: admin.login.submit }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  return page;
}

test.beforeAll(async ({ request }) => {
  ({ token: playerToken } = await registerPlayer(request, PLAYER));
});

test('a player message reaches the console inbox and the reply arrives live in the app', async ({
  page,
  browser,
}) => {
  const vi = web('vi');
  await openAsPlayer(page, '/ServicePage');
  await expect(page.getByRole('heading', { name: vi.title })).toBeVisible();
  await expect(page.getByText(vi.emptyTitle)).toBeVisible();
  await shot(page, 'support-empty-vi');

  await page.getByLabel(vi.messageLabel).fill(FIRST);
  await page.getByRole('button', { name: vi.send, exact: true }).click();
  const chat = page.getByRole('list', { name: vi.title });
  await expect(chat.getByText(FIRST)).toBeVisible();
  await expect(page.getByText(vi.sending)).toHaveCount(0);
  await expect(page.getByLabel(vi.messageLabel)).toHaveValue('');

  const { console, thread } =
    await test.step('The operator finds it in the inbox (refreshed every few seconds) and answers', async () => {
      const console = await openConsole(browser);
      await console.getByRole('menuitem', { name: admin.support.nav }).click();
      await expect(console).toHaveURL(/\/admin\/support$/);
      const row = console.getByTestId('support-conversation').filter({ hasText: PLAYER.username });
      await expect(row).toBeVisible();
      await row.getByRole('button').click();
      const thread = console.locator('.support-thread');
      await expect(thread.getByText(FIRST)).toBeVisible();
      await thread.getByRole('button', { name: admin.support.assign }).click();
      await expect(
        thread.getByText(admin.support.assignedTo.replace('{name}', E2E_OWNER.username)),
      ).toBeVisible();
      await thread.getByLabel(admin.support.replyLabel).fill(REPLY);
      await thread.getByRole('button', { name: admin.support.reply }).click();
      // The bubble, not the reply box: the live push can draw it before the box is cleared.
      await expect(thread.locator('.support-thread__bubble', { hasText: REPLY })).toBeVisible();
      await shot(console, 'support-console-inbox');
      return { console, thread };
    });

  await test.step('The open app shows the reply without a reload: it came over /ws', async () => {
    await expect(chat.getByText(REPLY)).toBeVisible();
    await expect(chat.getByText(FIRST)).toBeVisible();
  });

  await test.step('Elsewhere in the app, the next reply shows as a badge on the Service tab, live', async () => {
    const tabBar = page.getByRole('navigation', { name: CATALOGUES.vi.web.nav.main });
    await tabBar.getByRole('link', { name: CATALOGUES.vi.web.nav.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await thread.getByLabel(admin.support.replyLabel).fill(SECOND_REPLY);
    await thread.getByRole('button', { name: admin.support.reply }).click();
    await expect(thread.getByText(SECOND_REPLY)).toBeVisible();
    const serviceTab = tabBar.getByRole('link', { name: new RegExp(CATALOGUES.vi.web.nav.service) });
    await expect(serviceTab.locator('.fr-tabbar__badge')).toHaveText(/^1/);
    await shot(page, 'support-tab-badge-vi');
    await serviceTab.click();
    await expect(chat.getByText(SECOND_REPLY)).toBeVisible();
    await expect(serviceTab.locator('.fr-tabbar__badge')).toHaveCount(0);
    await console.context().close();
  });

  await test.step('The audit log has the reply and the assignment, by the owner', async () => {
    const audit = await api<{ items: { action: string; actorUsername: string }[] }>(
      page.request,
      adminEndpoints.auditList.path,
      {
        token: await ownerToken(page.request),
        action: 'support.',
      },
    );
    expect(
      audit.items.filter((entry) => entry.actorUsername === E2E_OWNER.username).map((entry) => entry.action),
    ).toEqual(expect.arrayContaining(['support.assign', 'support.reply']));
  });
});

for (const language of ['vi', 'en-US', 'zh-CN'] as const) {
  test(`/ServicePage with history in ${language}`, async ({ page }) => {
    const texts = web(language);
    await openAsPlayer(page, '/ServicePage', language);
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
    await expect(page.getByRole('list', { name: texts.title }).getByText(SECOND_REPLY)).toBeVisible();
    await shot(page, `support-chat-${language}`);
  });
}

/**
 * Support before login (issue #25.5): a visitor who cannot log in reaches support from the login
 * screen, chats with a contact phone, gets the operator's reply, and after logging in on the same
 * device finds the chat in their own thread.
 */
test.describe('support for visitors', () => {
  const VISITOR = { phone: `6${suffix}`, username: `e2ev${suffix}`, password: 'passw0rd1', payPwd: '135790' };
  const CONTACT = `9${suffix}`;
  const ASK = `Tôi không đăng nhập được (${suffix}).`;
  const ANSWER = 'Chúng tôi sẽ gọi cho bạn theo số đã để lại.';

  test.beforeAll(async ({ request }) => {
    await registerPlayer(request, VISITOR);
  });

  test('a visitor chats from the login screen, and the chat joins their thread after login', async ({
    page,
    browser,
  }) => {
    const vi = web('vi');
    const account = CATALOGUES.vi.web.auth;
    await page.goto('/languageSet');
    await page.evaluate(() => window.localStorage.setItem('fairround.language', 'vi'));
    await page.goto('/login');
    await page.getByRole('link', { name: account.needHelp }).click();
    await expect(page).toHaveURL(/\/ServicePage$/);
    await expect(page.getByText(vi.visitor.intro)).toBeVisible();
    await expect(page.getByRole('link', { name: vi.visitor.helpArticles })).toHaveAttribute('href', '/help/list');

    await page.getByLabel(vi.visitor.phoneLabel).fill(CONTACT);
    await page.getByRole('button', { name: vi.visitor.start }).click();
    await page.getByLabel(vi.messageLabel).fill(ASK);
    await page.getByRole('button', { name: vi.send, exact: true }).click();
    const chat = page.getByRole('list', { name: vi.title });
    await expect(chat.getByText(ASK)).toBeVisible();
    await expect(page.getByText(vi.sending)).toHaveCount(0);
    await shot(page, 'support-visitor-vi');

    await test.step('The console lists the visitor with the contact phone, and the operator answers', async () => {
      const console = await openConsole(browser);
      await console.getByRole('menuitem', { name: admin.support.nav }).click();
      const row = console.getByTestId('support-conversation').filter({ hasText: ASK.slice(0, 30) });
      await expect(row.getByText(admin.support.visitor)).toBeVisible();
      await expect(row.getByText(CONTACT)).toBeVisible();
      await row.getByRole('button').click();
      const thread = console.locator('.support-thread');
      await expect(thread.getByText(ASK)).toBeVisible();
      await expect(thread.getByTestId('support-visitor')).toContainText(CONTACT);
      await thread.getByLabel(admin.support.replyLabel).fill(ANSWER);
      await thread.getByRole('button', { name: admin.support.reply }).click();
      await expect(thread.locator('.support-thread__bubble', { hasText: ANSWER })).toBeVisible();
      await shot(console, 'console-support-visitor');
      await console.context().close();
    });

    await test.step('The visitor page shows the reply (it reloads every few seconds)', async () => {
      await expect(chat.getByText(ANSWER)).toBeVisible({ timeout: 15_000 });
    });

    await test.step('After logging in on this device, the earlier messages are in the player’s thread', async () => {
      await page.getByRole('link', { name: vi.visitor.login }).click();
      await page.getByLabel(account.login.identifier).fill(VISITOR.username);
      await page.getByLabel(account.login.password, { exact: true }).fill(VISITOR.password);
      await page.getByRole('button', { name: account.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/ServicePage$/);
      await expect(page.getByText(vi.visitor.intro)).toHaveCount(0);
      await expect(chat.getByText(ASK)).toBeVisible();
      await expect(chat.getByText(ANSWER)).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('fairround.supportVisitor'))).toBeNull();
      await shot(page, 'support-visitor-joined-vi');
    });
  });

  test('the visitor support page in en-US', async ({ page }) => {
    const en = web('en-US');
    await page.goto('/languageSet');
    await page.evaluate(() => window.localStorage.setItem('fairround.language', 'en-US'));
    await page.goto('/ServicePage');
    await expect(page.getByRole('heading', { name: en.title })).toBeVisible();
    await expect(page.getByText(en.visitor.intro)).toBeVisible();
    await expect(page.getByLabel(en.visitor.phoneLabel)).toBeVisible();
    await shot(page, 'support-visitor-en');
  });
});
