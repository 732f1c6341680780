import { randomInt } from 'node:crypto';
import { accountsEndpoints, CATALOGUES, fillTemplate } from '@fairround/shared';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.js';
import { newPlayer, registerPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';
import { createStaff, signInConsole } from '../support/staff.js';

/** The console is a desktop app; the harness default is a phone viewport. */
test.use({ viewport: { width: 1366, height: 900 } });

const text = CATALOGUES.vi.admin;

test('support finds two players on one address in the risk signals, reviews it, and the player page shows it', async ({
  page,
  request,
}) => {
  // An address of this run only (documentation range), so other specs' players never join the cluster.
  const sharedIp = `198.51.100.${randomInt(2, 254)}`;
  const first = newPlayer('3', 'e2erisk');
  const second = newPlayer('3', 'e2erisk');

  await test.step('Two new players both sign in from the same address and browser', async () => {
    for (const player of [first, second]) {
      await registerPlayer(request, player);
      const login = await callApi(
        request,
        accountsEndpoints.login.path,
        { quhao: '+84', username: player.username, password: player.password },
        { 'x-forwarded-for': sharedIp, 'user-agent': 'Mozilla/5.0 (e2e risk) Chrome/130' },
      );
      expect(login.code, login.info).toBe(1);
    }
  });

  const support = await createStaff(request, { role: 'support', prefix: 'e2e-risk' });
  await signInConsole(page, support);

  await test.step('The dashboard digest counts shared addresses and links to them', async () => {
    await page.goto('/admin/');
    const digest = page.getByTestId('risk-digest');
    await expect(digest.getByText(text.risk.digest.title)).toBeVisible();
    await expect(digest.getByTestId('risk-digest-shared_ip')).toBeVisible();
  });

  const row = page.getByTestId('risk-table').locator('tr', { hasText: sharedIp });

  await test.step('The risk page lists the address with both players, and says what "device" means', async () => {
    await page.getByRole('menuitem', { name: text.risk.nav }).click();
    await expect(page).toHaveURL(/\/admin\/risk$/);
    await expect(page.getByTestId('risk-device-note')).toContainText(text.risk.deviceNote.slice(0, 20));
    await page.getByTestId('risk-kind').click();
    await page.locator(`.ant-select-item-option[title="${text.risk.kinds.shared_ip}"]`).click();
    await expect(page).toHaveURL(/kind=shared_ip/);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: first.username })).toBeVisible();
    await expect(row.getByRole('link', { name: second.username })).toBeVisible();
    await shot(page, 'console-risk-signals');
  });

  await test.step('Support marks it reviewed with a note: it leaves the list and shows with the reviewed ones', async () => {
    await row.getByTestId('risk-review-button').click();
    await page.getByTestId('risk-review-note').fill('Hai anh em cùng nhà, đã gọi xác minh');
    await page.getByRole('dialog').getByRole('button', { name: text.risk.review.save }).click();
    await expect(page.getByText(text.risk.review.done)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByTestId('risk-include-reviewed').click();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Hai anh em cùng nhà');
    await expect(row).toContainText(support.username);
  });

  await test.step("The first player's page has a risk tab with the same signal", async () => {
    await row.getByRole('link', { name: first.username }).click();
    await expect(page).toHaveURL(/\/admin\/players\//);
    await page.getByRole('tab', { name: text.risk.panel.tab }).click();
    const panel = page.getByTestId('player-risk');
    await expect(panel.getByText(fillTemplate(text.risk.evidence.ip, { ip: sharedIp })).first()).toBeVisible();
    await shot(page, 'console-risk-player-panel');
  });
});
