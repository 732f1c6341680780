import { CATALOGUES, type UiLanguage } from '@fairround/shared';
import { expect, test } from '@playwright/test';
import { openAs } from '../support/player-page.js';
import { newPlayer, registerPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';

/**
 * Losing the network (issue 14): a banner inside the app frame (the tab bar stays), the price
 * list says it cannot reach the prices and is retrying, and everything recovers by itself when
 * the network is back — checked with a marker on `window` that a reload would wipe.
 */
const PLAYER = newPlayer('6', 'off', { password: 'offl1nepass', payPwd: '246810' });

let token = '';

test.beforeAll(async ({ request }) => {
  ({ token } = await registerPlayer(request, PLAYER));
});

for (const language of ['vi', 'en-US'] as const satisfies readonly UiLanguage[]) {
  const web = CATALOGUES[language].web;
  const short = language === 'vi' ? 'vi' : 'en';

  test(`offline → online recovers without a reload (${language})`, async ({ page, context }) => {
    await openAs(page, token, '/', language);
    const prices = page.locator('.fr-price-status');
    await expect(prices).toBeVisible();
    await expect(prices).not.toHaveAttribute('data-status', 'unreachable');
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText(web.app.offline.title);
    await expect(prices).toHaveAttribute('data-status', 'unreachable');
    await expect(prices).toContainText(web.home.prices.unreachable);
    // The sticky banner stays on top while the price list is scrolled into view.
    await prices.scrollIntoViewIfNeeded();
    await shot(page, `offline-prices-unreachable-${short}`, { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));

    // The tab bar still works: a screen whose code is not loaded yet waits for the network.
    const tabs = page.getByRole('navigation', { name: web.nav.main });
    await expect(tabs).toBeVisible();
    await tabs.getByRole('link', { name: web.nav.my }).click();
    await expect(banner).toBeVisible();
    await expect(tabs).toBeVisible();
    await shot(page, `offline-banner-${short}`, { fullPage: false });

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/user$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: PLAYER.username })).toBeVisible({ timeout: 30_000 });
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    await page.goBack();
    await expect(page.locator('.fr-price-status')).not.toHaveAttribute('data-status', 'unreachable', {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await shot(page, `offline-recovered-${short}`, { fullPage: false });
  });
}
