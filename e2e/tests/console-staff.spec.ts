import { CATALOGUES } from '@fairround/shared';
import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support/screenshot.js';
import { confirmStepUp, createStaff, type E2eStaff } from '../support/staff.js';

/** The console is a desktop app; the harness default is a phone viewport. */
test.use({ viewport: { width: 1366, height: 900 } });

const text = CATALOGUES.vi.admin;
const TEMPORARY_PASSWORD = 'temporary-pass-123';
const OWN_PASSWORD = 'my-own-password-456';

async function signIn(page: Page, staff: E2eStaff, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(text.login.username).fill(staff.username);
  await page.getByLabel(text.login.password, { exact: true }).fill(password);
  await page.getByLabel(text.login.otp).fill(staff.otp());
  await page.getByRole('button', { name: text.login.submit }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: text.header.logout }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function openRowMenu(page: Page, username: string, item: string): Promise<void> {
  await page
    .getByRole('button', { name: text.staffLifecycle.moreFor.replace('{username}', username) })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an owner resets a staff password, ends its sessions and changes its role; the staff must choose a new password', async ({
  page,
  request,
}) => {
  const owner = await createStaff(request, { role: 'owner', prefix: 'e2e-life' });
  const target = await createStaff(request, { role: 'support', prefix: 'e2e-life' });
  const row = page.locator('.ant-table-row', { hasText: target.username });

  await test.step('The owner opens the staff list', async () => {
    await signIn(page, owner, owner.password);
    await page.getByRole('menuitem', { name: text.nav.staff }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(row).toBeVisible();
  });

  await test.step('Resetting the password asks for a temporary one, then the owner’s code', async () => {
    await openRowMenu(page, target.username, text.staffLifecycle.resetPassword);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.staffLifecycle.temporaryPassword).fill(TEMPORARY_PASSWORD);
    await dialog.locator('.ant-btn-primary').click();
    await confirmStepUp(page, owner.otp());
    await expect(row.getByText(text.staffLifecycle.mustChangeTag)).toBeVisible();
  });

  await test.step('The sessions drawer lists where the account is signed in, and ends them all', async () => {
    await openRowMenu(page, target.username, text.staffLifecycle.sessions);
    const drawer = page.getByTestId('staff-sessions-drawer');
    await expect(drawer).toBeVisible();
    await shot(page, 'console-staff-sessions', { fullPage: false });
    // The reset already ended every session: the drawer says so and offers nothing to end.
    await expect(drawer.getByText(text.staffLifecycle.sessionsEmpty)).toBeVisible();
    await expect(drawer.getByRole('button', { name: text.staffLifecycle.endAll })).toBeDisabled();
    await page.keyboard.press('Escape');
  });

  await test.step('Changing the role asks for confirmation and the owner’s code', async () => {
    await openRowMenu(page, target.username, text.staffLifecycle.changeRole);
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-select').click();
    await page.locator(`.ant-select-item-option[title="${text.roles.finance}"]`).click();
    await dialog.locator('.ant-btn-primary').click();
    await confirmStepUp(page, owner.otp());
    await expect(row.getByText(text.roles.finance, { exact: true })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'console-staff-lifecycle', { fullPage: false });
    await signOut(page);
  });

  await test.step('With the temporary password the staff can only choose a new one', async () => {
    await signIn(page, target, TEMPORARY_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByText(text.staffLifecycle.mustChangeTitle).first()).toBeVisible();
    await page.goto('/admin/staff');
    await expect(page).toHaveURL(/\/admin\/security$/);
    const card = page.getByTestId('password-card');
    await card.getByLabel(text.staffLifecycle.temporaryPassword).fill(TEMPORARY_PASSWORD);
    await card.getByLabel(text.staffLifecycle.newPassword, { exact: true }).fill(OWN_PASSWORD);
    await card.getByLabel(text.staffLifecycle.repeatPassword).fill(OWN_PASSWORD);
    await card.getByLabel(text.cashier.otp.label).fill(target.otp());
    await shot(page, 'console-must-change-password');
    await card.getByRole('button', { name: text.staffLifecycle.passwordSubmit }).click();
    // Done, the whole console its new role allows opens again, with its own sessions listed.
    await expect(page.getByTestId('own-sessions')).toBeVisible();
    await page.getByRole('menuitem', { name: text.nav.staff }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
  });
});
