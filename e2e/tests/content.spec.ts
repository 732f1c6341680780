import { randomInt } from 'node:crypto';
import {
  BUILT_IN_ARTICLE_IDS,
  CATALOGUES,
  type UiLanguage,
  contentAdminEndpoints,
  contentEndpoints,
} from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { apiData as api, callApi } from '../support/api.js';
import { shot } from '../support/screenshot.js';
import { createStaff, type E2eStaff } from '../support/staff.js';
import { registerPlayer } from '../support/players.js';

/**
 * Articles (issue #6): the built-in help articles open from /help/list in each language, links
 * inside an article stay in the app, and /message shows News and Announcements with unread
 * markers that clear when an item is expanded. The announcement is written through the console
 * API by a `content` staff member, and unpublished again afterwards. The terms of use open in a
 * sheet over the registration form without losing what was typed (issue #25), and settings lead
 * to the terms and the privacy policy.
 */
test.describe.configure({ mode: 'serial' });

const SHORT: Record<UiLanguage, string> = { vi: 'vi', 'en-US': 'en', 'zh-CN': 'zhcn', 'zh-TW': 'zhtw' };
const INTRO_TITLE: Record<UiLanguage, string> = {
  vi: 'Giới thiệu Fairround',
  'en-US': 'Introduction to Fairround',
  'zh-CN': 'Fairround 简介',
  'zh-TW': 'Fairround 簡介',
};
const RULES_TITLE: Record<UiLanguage, string> = {
  vi: 'Luật chơi',
  'en-US': 'Game rules',
  'zh-CN': '游戏规则',
  'zh-TW': '遊戲規則',
};

const TERMS_TITLE: Record<UiLanguage, string> = {
  vi: 'Điều khoản sử dụng',
  'en-US': 'Terms of use',
  'zh-CN': '使用条款',
  'zh-TW': '使用條款',
};

const suffix = String(randomInt(10_000_000, 100_000_000));
const PLAYER = { phone: `6${suffix}`, username: `art${suffix}`, password: 'passw0rd1', payPwd: '135791' };
const ANNOUNCEMENT = {
  category: 14,
  titleVi: `Bảo trì hệ thống ${suffix}`,
  titleEn: `System maintenance ${suffix}`,
  titleChs: `系统维护 ${suffix}`,
  titleCht: `系統維護 ${suffix}`,
  contentVi: '<p>Dịch vụ sẽ tạm dừng 10 phút vào Chủ nhật lúc 02:00.</p><script>window.hacked=1</script>',
  contentEn:
    '<p>The service pauses for 10 minutes on Sunday at 02:00.</p><img src="x" onerror="window.hacked=1">',
  contentChs: '<p>服务将于周日 02:00 暂停 10 分钟。</p>',
  contentCht: '<p>服務將於週日 02:00 暫停 10 分鐘。</p>',
};

let playerToken = '';
let editor: E2eStaff;
let announcementId = 0;

/** Opens a screen in a language, as the player (`asPlayer`) or as a visitor. */
async function open(page: Page, path: string, language: UiLanguage, asPlayer = false) {
  await page.goto('/languageSet');
  await page.evaluate(
    ([token, lang]) => {
      if (token) window.localStorage.setItem('fairround.token', token);
      else window.localStorage.removeItem('fairround.token');
      window.localStorage.setItem('fairround.language', lang);
    },
    [asPlayer ? playerToken : '', language] as const,
  );
  await page.goto(path);
}

async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

test.beforeAll(async ({ request }) => {
  ({ token: playerToken } = await registerPlayer(request, PLAYER));
  editor = await createStaff(request, { role: 'content', prefix: 'e2e-content' });
  const created = await api<{ id: number }>(request, contentAdminEndpoints.create.path, {
    token: editor.token,
    ...ANNOUNCEMENT,
  });
  announcementId = created.id;
  await api(request, contentAdminEndpoints.publish.path, { token: editor.token, id: announcementId });
});

test.afterAll(async ({ request }) => {
  if (announcementId)
    await callApi(request, contentAdminEndpoints.unpublish.path, {
      token: editor.token,
      id: announcementId,
    });
});

for (const language of ['vi', 'en-US'] as const) {
  test(`an article opens from /help/list (${language})`, async ({ page }) => {
    const web = CATALOGUES[language].web;
    await open(page, '/help/list', language);
    await expect(page.getByRole('heading', { name: web.content.help.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: RULES_TITLE[language] })).toBeVisible();
    await snap(page, `content-help-list-${SHORT[language]}`);

    await page.getByRole('link', { name: INTRO_TITLE[language] }).click();
    await expect(page).toHaveURL(/\/help\/26$/);
    await expect(page.getByRole('heading', { level: 2, name: INTRO_TITLE[language] })).toBeVisible();
    await snap(page, `content-help-26-${SHORT[language]}`);

    // A link inside the article stays in the app (no reload): the rules open at /help/27.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.locator('.fr-article-body a[href="/help/27"]').first().click();
    await expect(page).toHaveURL(/\/help\/27$/);
    await expect(page.getByRole('heading', { level: 2, name: RULES_TITLE[language] })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    if (language === 'en-US') await snap(page, 'content-help-27-en');
  });
}

for (const language of ['zh-CN', 'zh-TW'] as const) {
  test(`the introduction reads in ${language}`, async ({ page }) => {
    await open(page, '/help/26', language);
    await expect(page.getByRole('heading', { level: 2, name: INTRO_TITLE[language] })).toBeVisible();
    await snap(page, `content-help-26-${SHORT[language]}`);
  });
}

test('/info/:id shows the same article', async ({ page }) => {
  await open(page, '/info/26', 'en-US');
  await expect(page.getByRole('heading', { level: 2, name: INTRO_TITLE['en-US'] })).toBeVisible();
});

for (const language of ['vi', 'en-US'] as const) {
  test(`the terms open over the registration form, which keeps what was typed (${language})`, async ({
    page,
  }) => {
    const register = CATALOGUES[language].web.auth.register;
    await open(page, '/register', language);
    const username = page.getByLabel(register.username);
    await username.fill(`terms${suffix}`);
    await page.getByLabel(register.phone).fill(`9${suffix}`);

    await page.getByRole('button', { name: register.terms, exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('heading', { name: TERMS_TITLE[language], exact: true })).toBeVisible();
    // The body has loaded: the terms point to the game rules.
    await expect(
      sheet.locator(`.fr-article-body a[href="/help/${BUILT_IN_ARTICLE_IDS.rules}"]`).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await shot(page, `register-terms-${SHORT[language]}`, { fullPage: false });

    await sheet.getByRole('button', { name: CATALOGUES[language].web.form.close }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
    await expect(username).toHaveValue(`terms${suffix}`);
    await expect(page.getByLabel(register.phone)).toHaveValue(`9${suffix}`);
  });
}

test('settings lead to the terms of use and the privacy policy (vi)', async ({ page }) => {
  const settings = CATALOGUES.vi.web.account.settings;
  await open(page, '/my_set', 'vi', true);
  const menu = page.getByRole('navigation', { name: settings.title });
  const terms = menu.getByRole('link', { name: settings.terms, exact: true });
  const privacy = menu.getByRole('link', { name: settings.privacy, exact: true });
  await expect(terms).toHaveAttribute('href', `/help/${BUILT_IN_ARTICLE_IDS.terms}`);
  await expect(privacy).toHaveAttribute('href', `/help/${BUILT_IN_ARTICLE_IDS.privacy}`);
  await snap(page, 'settings-documents-vi');

  await terms.click();
  await expect(page).toHaveURL(new RegExp(`/help/${BUILT_IN_ARTICLE_IDS.terms}$`));
  await expect(page.getByRole('heading', { level: 2, name: TERMS_TITLE.vi })).toBeVisible();
});

for (const language of ['vi', 'en-US'] as const) {
  test(`/message tabs with unread markers (${language})`, async ({ page }) => {
    const web = CATALOGUES[language].web;
    const names = web.content.message;
    await open(page, '/message', language, true);
    await expect(page.getByRole('heading', { name: names.title, exact: true })).toBeVisible();
    const newsItem = page.getByRole('button', { name: new RegExp(RULES_TITLE[language]) });
    await expect(newsItem).toBeVisible();
    await snap(page, `content-message-news-${SHORT[language]}`);

    await page.getByRole('tab', { name: new RegExp(names.announcement) }).click();
    const title = language === 'vi' ? ANNOUNCEMENT.titleVi : ANNOUNCEMENT.titleEn;
    const item = page.getByRole('button', { name: new RegExp(title) });
    await expect(item).toBeVisible();
    if (language === 'vi') {
      // The first run of this journey sees it unread; expanding it marks it read.
      await expect(item.getByRole('img', { name: names.unread })).toBeVisible();
      await expect(page.getByRole('tab', { name: `${names.announcement} (1)` })).toBeVisible();
    }
    await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.fr-message__panel')).toContainText(
      language === 'vi' ? 'Chủ nhật lúc 02:00' : 'Sunday at 02:00',
    );
    await expect(item.getByRole('img', { name: names.unread })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: names.announcement, exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await snap(page, `content-message-announcement-${SHORT[language]}`);
  });
}

test.describe('console articles', () => {
  /** The console is a desktop app; the harness default is a phone viewport. */
  test.use({ viewport: { width: 1366, height: 860 } });
  const admin = CATALOGUES.vi.admin;
  const text = admin.content;

  test('a content editor writes, previews and publishes an article', async ({ page, request }) => {
    await page.goto('/admin/');
    await page.getByLabel(admin.login.username).fill(editor.username);
    await page.getByLabel(admin.login.password, { exact: true }).fill(editor.password);
    await page.getByLabel(admin.login.otp).fill(editor.otp());
    await page.getByRole('button', { name: admin.login.submit }).click();
    await page
      .getByRole('navigation', { name: admin.nav.menu })
      .getByRole('menuitem', { name: text.nav })
      .click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect(page.getByRole('cell', { name: INTRO_TITLE.vi, exact: true })).toBeVisible();

    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByRole('dialog');
    const title = `Hướng dẫn nạp tiền ${suffix}`;
    await dialog.getByRole('textbox', { name: text.fields.title }).fill(title);
    await dialog
      .getByRole('textbox', { name: text.fields.content })
      .fill(
        '<h3>Các bước</h3><p onclick="x()">Chọn phương thức rồi gửi yêu cầu.</p><script>alert(1)</script>',
      );
    await dialog.getByRole('button', { name: text.editor.preview }).click();
    const preview = dialog.locator('.content-preview');
    await expect(preview.getByRole('heading', { name: 'Các bước' })).toBeVisible();
    expect(await preview.innerHTML()).toBe('<h3>Các bước</h3><p>Chọn phương thức rồi gửi yêu cầu.</p>');
    await shot(page, 'content-console-editor-vi');
    await dialog.getByRole('button', { name: text.editor.save }).click();
    await expect(dialog).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText(text.status.draft)).toBeVisible();
    await row.getByRole('button', { name: text.publish }).click();
    await expect(row.getByText(text.status.published)).toBeVisible();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
    await shot(page, 'content-console-list-vi');

    // Players now get it, in Vietnamese and by fallback in English.
    const list = await api<{ list: { id: number; title: string; lang: string }[] }>(
      request,
      contentEndpoints.list.path,
      {
        category: 9,
        lang: 'en',
      },
    );
    const published = list.list.find((item) => item.title === title);
    expect(published?.lang).toBe('vi');
    if (published)
      await api(request, contentAdminEndpoints.unpublish.path, { token: editor.token, id: published.id });
  });
});
