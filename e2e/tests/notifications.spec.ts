import { CATALOGUES, fillTemplate, type UiLanguage } from '@fairround/shared';
import { expect, test } from '@playwright/test';
import { e2eBankMethod, replaceDepositMethods, restoreDepositMethods } from '../support/cashier.js';
import { fundedPlayer, newPlayer } from '../support/players.js';
import { openAs } from '../support/player-page.js';
import { shot } from '../support/screenshot.js';

/**
 * Issue #25, the notification centre on screen: finance credits a deposit, and the player's app
 * shows it on the bell and the My tab, words it in the reader's language with the amount as
 * money, and clears the badges once it is read (390×844).
 */
const PLAYER = newPlayer('4', 'e2enote');
const SHORT: Record<UiLanguage, string> = { vi: 'vi', 'en-US': 'en', 'zh-CN': 'zhcn', 'zh-TW': 'zhtw' };
const METHOD = e2eBankMethod('Notices bank (e2e)');
let originalMethods: unknown[] | null = null;
let methodId: string | undefined;

test.beforeAll(async ({ request }) => {
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  methodId = methods.ids[0];
});

test.afterAll(({ request }) => restoreDepositMethods(request, originalMethods));

test('a credited deposit reaches the notification centre: the badges, the words, then read', async ({
  page,
  request,
}) => {
  const { token } = await fundedPlayer(request, PLAYER, {
    money: '250',
    payName: 'Tran Thi N',
    method: methodId,
    staffPrefix: 'e2e-note',
  });
  const vi = CATALOGUES.vi.web.notifications;

  await test.step('The bell and the My tab say one unread notice', async () => {
    await openAs(page, token, '/user', 'vi');
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAttribute('aria-label', fillTemplate(vi.bellUnread_other, { count: 1 }));
    await expect(bell).toContainText('1');
    const tabs = page.getByRole('navigation', { name: CATALOGUES.vi.web.nav.main });
    await expect(tabs.locator('.fr-tabbar__badge')).toContainText('1');
    await shot(page, 'notifications-badge-vi', { fullPage: false });
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
  });

  for (const language of ['vi', 'en-US', 'zh-TW'] as const) {
    await test.step(`The notice in ${language}, amount as money`, async () => {
      const texts = CATALOGUES[language].web.notifications;
      await openAs(page, token, '/notifications', language);
      const notice = page.getByTestId('notice').first();
      await expect(notice).toHaveAttribute('data-kind', 'deposit_credited');
      await expect(notice).toContainText(texts.kinds.deposit_credited.title);
      await expect(notice).toContainText(fillTemplate(texts.kinds.deposit_credited.body, { amount: '$250.00' }));
      await expect(notice.getByText(texts.unreadMark)).toBeAttached();
      await shot(page, `notifications-${SHORT[language]}`);
    });
  }

  await test.step('Opening the notice reads it: it leads to the fund flow, and the badges go', async () => {
    await openAs(page, token, '/notifications', 'vi');
    await page.getByTestId('notice').first().getByRole('button').click();
    await expect(page).toHaveURL(/\/my_income$/);
    await page.goBack();
    await expect(page.getByTestId('notice').first().getByText(vi.unreadMark)).toHaveCount(0);
    await expect(page.getByRole('button', { name: vi.markAll })).toHaveCount(0);
    await openAs(page, token, '/user', 'vi');
    await expect(page.getByTestId('notifications-bell')).toHaveAttribute('aria-label', vi.bell);
  });
});
