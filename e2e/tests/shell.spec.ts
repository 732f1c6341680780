import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support/screenshot.js';

/** Collects Content-Security-Policy violations and page errors: the shell must cause none. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function chooseLanguage(page: Page, nativeName: string) {
  // The top-bar button's label is translated; its target is not.
  await page.locator('header a[href="/languageSet"]').click();
  await expect(page).toHaveURL(/\/languageSet$/);
  await page.getByRole('button', { name: nativeName }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('the loading canvas is in the static page, before any script runs', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('class="fr-boot"');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.fr-boot[role="progressbar"]')).toBeVisible();
  await expect(page.locator('.fr-boot__name')).toHaveText('Fairround');
});

test('a visitor gets the canvas, then the home shell in Vietnamese, and can switch among all four languages', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  let releaseConfig: () => void = () => {};
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  await page.route('**/api/Index/getconfig', async (route) => {
    await configHeld;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('progressbar', { name: 'Đang tải…' })).toBeVisible();
  releaseConfig();

  await expect(page.getByRole('heading', { name: 'Đăng nhập để chơi' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await shot(page, 'shell-home-vi');

  await page.getByRole('link', { name: 'Ngôn ngữ: Tiếng Việt' }).click();
  await expect(page.getByRole('heading', { name: 'Ngôn ngữ' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Tiếng Việt/ })).toHaveAttribute('aria-current', 'true');
  await shot(page, 'shell-languageset-vi');
  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/$/);

  const languages = [
    { name: 'English', lang: 'en-US', heading: 'Log in to play', tab: 'Home', screenshot: 'shell-home-en' },
    { name: '简体中文', lang: 'zh-CN', heading: '登录后开始游戏', tab: '首页', screenshot: 'shell-home-zhcn' },
    { name: '繁體中文', lang: 'zh-TW', heading: '登入後開始遊戲', tab: '首頁', screenshot: 'shell-home-zhtw' },
  ];
  for (const language of languages) {
    await chooseLanguage(page, language.name);
    await expect(page.getByRole('heading', { name: language.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: language.tab })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await shot(page, language.screenshot);
  }

  // The choice is kept on this device.
  await page.reload();
  await expect(page.getByRole('heading', { name: '登入後開始遊戲' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a failed config load shows a retry state, and retrying opens the app', async ({ page }) => {
  let failing = true;
  await page.route('**/api/Index/getconfig', async (route) => {
    if (failing) await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    else await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Không thể tải Fairround', { timeout: 20_000 });
  await shot(page, 'shell-config-failed-vi');

  failing = false;
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập để chơi' })).toBeVisible();
});

test('a screen that is not built yet shows the Not-found page, and an unknown path too', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await shot(page, 'shell-notfound-vi');
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập để chơi' })).toBeVisible();
});

test('the app is installable: manifest and icons are served', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', name: 'Fairround' });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type.split('+')[0]);
  }
});
