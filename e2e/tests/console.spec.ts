import { CATALOGUES } from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support/screenshot.js';
import { confirmStepUp, createStaff, type E2eStaff, totpNow } from '../support/staff.js';

/** The console is a desktop app; the harness default is a phone viewport. */
test.use({ viewport: { width: 1366, height: 860 } });

const text = CATALOGUES.vi.admin;

async function fillCredentials(page: Page, owner: E2eStaff): Promise<void> {
  await page.getByLabel(text.login.username).fill(owner.username);
  await page.getByLabel(text.login.password, { exact: true }).fill(owner.password);
}

test('an owner turns on two-factor, signs in with it and finds it in the audit log', async ({
  page,
  request,
}) => {
  const { owner } =
    await test.step('A fresh owner of its own, without two-factor, to show the enrolment', async () => {
      const owner = await createStaff(request, { role: 'owner', twoFactor: false, prefix: 'e2e-2fa' });
      await page.goto('/admin/');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: text.login.title })).toBeVisible();
      await shot(page, 'console-login');

      await fillCredentials(page, owner);
      await page.getByRole('button', { name: text.login.submit }).click();
      return { owner };
    });

  const { secret } =
    await test.step('Without two-factor, the account is led to the setup and can go nowhere else (issue #23)', async () => {
      await expect(page).toHaveURL(/\/admin\/security$/);
      // The menu offers only the setup, and a typed address leads back to it.
      await expect(page.getByRole('menuitem', { name: text.nav.audit })).toHaveCount(0);
      await page.goto('/admin/audit');
      await expect(page).toHaveURL(/\/admin\/security$/);
      await page.getByRole('button', { name: text.security.start }).click();
      await expect(page.getByAltText(text.security.qrAlt)).toBeVisible();
      const secret = (await page.getByTestId('totp-secret').innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await shot(page, 'console-2fa-setup');

      await page.getByLabel(text.security.code).fill(totpNow(secret));
      await page.getByRole('button', { name: text.security.enable, exact: true }).click();
      await expect(page.getByText(text.security.statusOn)).toBeVisible();
      await expect(page.getByText(text.twoFactorBanner.title)).toHaveCount(0);

      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: text.header.logout }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      return { secret };
    });

  await test.step('This browser now knows the account uses two-factor: the code is required before sending', async () => {
    await fillCredentials(page, owner);
    await page.getByRole('button', { name: text.login.submit }).click();
    await expect(page.getByText(text.login.otpRequired)).toBeVisible();
    await page.getByLabel(text.login.otp).fill(totpNow(secret));
    await page.getByRole('button', { name: text.login.submit }).click();
    await page.getByRole('menuitem', { name: text.nav.audit }).click(); // owners land on the dashboard
    await expect(page).toHaveURL(/\/admin\/audit$/);
  });

  const { enableRow } =
    await test.step("Only this owner's rows: a retry or other specs add entries of their own to the same log", async () => {
      const ownRows = page.locator('.ant-table tr', { hasText: owner.username });
      await expect(ownRows.filter({ hasText: 'staff.2fa_setup' })).toHaveCount(1);
      const enableRow = ownRows.filter({ hasText: 'staff.2fa_enable' });
      await expect(enableRow).toHaveCount(1);
      return { enableRow };
    });

  await test.step('Expanding the 2FA entry shows the state before and after', async () => {
    await enableRow.getByRole('button').first().click();
    await expect(
      page.locator('.audit-json pre').filter({ hasText: '"twoFactorEnabled": true' }),
    ).toBeVisible();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await shot(page, 'console-audit');
  });

  await test.step("The header switch changes every text at once, antd's own included", async () => {
    await page.getByRole('banner').getByText('Tiếng Việt').click();
    await page.locator('.ant-select-item-option[title="English"]').click();
    await expect(page.getByRole('heading', { name: CATALOGUES['en-US'].admin.audit.title })).toBeVisible();
    await expect(page.getByText('20 / page')).toBeVisible();
  });

  await test.step('Owners add staff and disable them; both show in the list at once', async () => {
    const en = CATALOGUES['en-US'].admin;
    await page.getByRole('menuitem', { name: en.nav.staff }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await page.getByRole('button', { name: en.staff.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.staff.username).fill('e2e-support');
    await dialog.getByLabel(en.staff.password, { exact: true }).fill('support-pass-123');
    await dialog.getByRole('button', { name: en.staff.createSubmit }).click();
    // Adding and removing staff changes who can act: each asks for the owner's code.
    await confirmStepUp(page, totpNow(secret), 'console-staff-step-up');
    const row = page.locator('.ant-table-row', { hasText: 'e2e-support' });
    await expect(row.getByText(en.roles.support, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: en.staff.disable }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: en.staff.disable }).click();
    await confirmStepUp(page, totpNow(secret));
    await expect(row.getByText(en.staff.disabled, { exact: true })).toBeVisible();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await shot(page, 'console-staff');
  });
});
