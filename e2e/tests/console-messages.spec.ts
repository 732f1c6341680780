import { CATALOGUES, UI_LANGUAGES } from '@fairround/shared';
import { expect, test } from '@playwright/test';
import { openAs } from '../support/player-page.js';
import { newPlayer, registerPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';
import { createStaff, signInConsole } from '../support/staff.js';

/**
 * Issue #26: support speaks first. A message to one player lands in their support chat and their
 * notification centre; a broadcast, previewed in every language, reaches every player in theirs.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const admin = CATALOGUES.vi.admin;
const notices = (language: (typeof UI_LANGUAGES)[number]) => CATALOGUES[language].web.notifications;

test('support messages one player from their page, then broadcasts to everyone; the player reads both in their language', async ({
  page,
  browser,
  request,
}) => {
  const player = newPlayer('5', 'e2emsg');
  const { token, id } = await registerPlayer(request, player);
  const agent = await createStaff(request, { role: 'support', prefix: 'e2e-msg' });
  const direct = `Xin chào ${player.username}, giao dịch của bạn đã được kiểm tra.`;
  const stamp = Date.now().toString(36);
  const words = { vi: `Bảo trì hệ thống lúc 02:00 (${stamp})`, 'en-US': `Maintenance at 02:00 (${stamp})` };

  await test.step('From the player page, a message opens the thread', async () => {
    await signInConsole(page, agent);
    await page.goto(`/admin/players/${id}`);
    await page.getByRole('button', { name: admin.messages.toPlayer.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(admin.messages.toPlayer.label).fill(direct);
    await shot(page, 'console-message-player', { fullPage: false });
    await dialog.locator('.ant-btn-primary').click();
    await page.getByRole('button', { name: admin.messages.toPlayer.openThread }).click();
    await expect(page).toHaveURL(/\/admin\/support\?conversation=/);
    await expect(page.locator('.support-thread').getByText(direct)).toBeVisible();
  });

  await test.step('A broadcast to all players, previewed in every language, confirmed with its reach', async () => {
    await page.getByRole('menuitem', { name: admin.messages.nav }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await page.getByRole('button', { name: admin.messages.newBroadcast }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('broadcast-recipients')).toContainText(/\d/);
    await dialog.getByLabel('Tiếng Việt').fill(words.vi);
    await dialog.getByLabel('English').fill(words['en-US']);
    const preview = dialog.getByTestId('broadcast-preview');
    await expect(preview.locator('li')).toHaveCount(4);
    await expect(preview.locator('li[lang="zh-CN"]')).toContainText(words.vi);
    await shot(page, 'console-broadcast-form-vi', { fullPage: false });
    await dialog.getByRole('button', { name: admin.messages.submitNow }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: admin.messages.confirmOk }).click();
    const row = page.locator('.ant-table-row', { hasText: words.vi });
    await expect(row.getByText(admin.messages.status.sent)).toBeVisible();
    await shot(page, 'console-broadcasts-vi');
  });

  await test.step('The broadcasts page reads in every console language', async () => {
    for (const language of UI_LANGUAGES.filter((code) => code !== 'vi')) {
      await page.evaluate((code) => window.localStorage.setItem('fairround.admin.language', code), language);
      await page.reload();
      await expect(page.getByRole('heading', { name: CATALOGUES[language].admin.messages.title })).toBeVisible();
      await shot(page, `console-broadcasts-${language}`);
    }
    await page.evaluate(() => window.localStorage.setItem('fairround.admin.language', 'vi'));
  });

  await test.step('The player finds both in the notification centre, in English when the app is in English', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openAs(phone, token, '/notifications', 'en-US');
    const list = phone.getByTestId('notice');
    await expect(list.filter({ hasText: words['en-US'] })).toBeVisible();
    await expect(list.filter({ hasText: direct })).toBeVisible();
    await expect(list.first()).toContainText(notices('en-US').kinds.operator_message.title);
    await shot(phone, 'notifications-operator-message-en-US');
    await openAs(phone, token, '/notifications', 'zh-TW');
    // Left empty in Chinese: the first language written.
    await expect(phone.getByTestId('notice').filter({ hasText: words.vi })).toBeVisible();
    await shot(phone, 'notifications-operator-message-zh-TW');
    await phone.close();
  });
});
