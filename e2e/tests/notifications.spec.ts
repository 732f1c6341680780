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

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('shows a pushed notice in the device language and opens its screen; an offline screen gets the offline page', async ({
    page,
    context,
  }) => {
    const vi = CATALOGUES.vi.web;
    await context.grantPermissions(['notifications']);
    const { token } = await fundedPlayer(page.request, newPlayer('4', 'e2epush'), {
      money: '10',
      payName: 'Le Van P',
      method: methodId,
      staffPrefix: 'e2e-push',
    });

    await test.step('Settings offer notifications on this device', async () => {
      await openAs(page, token, '/my_set', 'vi');
      const setting = page.getByTestId('push-setting');
      await expect(setting).toContainText(vi.account.push.title);
      await expect(setting.locator('[data-state]')).not.toHaveAttribute('data-state', 'loading');
      await shot(page, 'push-setting-vi');
    });

    await test.step('A push (as the push service delivers it) is shown by the service worker', async () => {
      const cdp = await context.newCDPSession(page);
      const registered = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL.endsWith('/'));
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const registrationId = await registered;
      const texts = vi.notifications.kinds.deposit_credited;
      const message = { title: texts.title, body: fillTemplate(texts.body, { amount: '$10.00' }), link: '/my_income', tag: 'notice-1' };
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId,
        data: JSON.stringify(message),
      });
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
              title: shown.title,
              body: shown.body,
              link: (shown.data as { link: string }).link,
            })),
          ),
        )
        .toEqual([{ title: message.title, body: message.body, link: '/my_income' }]);
    });

    await test.step('With no connection, a screen opens the offline page instead of an error', async () => {
      await context.setOffline(true);
      await page.goto('/fairness');
      await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeVisible();
      await shot(page, 'offline-page');
      await context.setOffline(false);
    });
  });
});
