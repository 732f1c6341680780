import {
  CATALOGUES,
  UI_LANGUAGES,
  cashierEndpoints,
  verificationAdminEndpoints,
  type UiLanguage,
  type VerificationSettings,
} from '@fairround/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiData as api } from '../support/api.js';
import {
  e2eBankMethod,
  replaceCashierConfig,
  replaceDepositMethods,
  restoreCashierConfig,
  restoreDepositMethods,
} from '../support/cashier.js';
import { openAs } from '../support/player-page.js';
import { fundedPlayer, newPlayer } from '../support/players.js';
import { shot } from '../support/screenshot.js';
import { createStaff, harnessStepUp, ownerToken, signInConsole, type E2eStaff } from '../support/staff.js';

/**
 * Issue #26 item 4: identity verification, the operator's choice. The owner requires it before
 * the first withdrawal; the player learns so on the withdraw page before any form, sends a
 * document photo and a selfie from the phone, finance reads both in the console and rejects them
 * with a reason the player reads in their own language, then approves the new ones, and the
 * withdrawal goes through. The setting is put back afterwards for the other console journeys.
 */
test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ mode: 'serial' });

const admin = CATALOGUES.vi.admin;
const web = (language: UiLanguage) => CATALOGUES[language].web;
const PLAYER = newPlayer('6', 'e2ekyc', { payPwd: '246813' });
const METHOD = e2eBankMethod('KYC bank (e2e)');
const BANK = 'Techcombank';

let originalSettings: VerificationSettings | null = null;
let originalConfig: Record<string, unknown> | null = null;
let originalMethods: unknown[] | null = null;
let playerToken = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  originalSettings = await api<VerificationSettings>(request, verificationAdminEndpoints.settings.path, {
    token: await ownerToken(request),
  });
  // No play is asked before money may leave: the journey is about verification only.
  originalConfig = await replaceCashierConfig(request, { turnoverMultiple: '0' });
  const methods = await replaceDepositMethods(request, [METHOD]);
  originalMethods = methods.original;
  ({ token: playerToken } = await fundedPlayer(request, PLAYER, {
    money: '500',
    payName: 'Nguyen Van K',
    method: methods.ids[0],
    staffPrefix: 'e2e-kyc-fund',
  }));
  await api(request, cashierEndpoints.addWithdrawalAccount.path, {
    token: playerToken,
    type: 'Bank',
    bank: BANK,
    account: '1903 5555 0101',
    username: 'Nguyen Van K',
    area: 'Hanoi',
    payPwd: PLAYER.payPwd,
  });
});

test.afterAll(async ({ request }) => {
  if (originalSettings) {
    await api(request, verificationAdminEndpoints.updateSettings.path, {
      ...(await harnessStepUp(request)),
      mode: originalSettings.mode,
      threshold: originalSettings.threshold,
      retentionDays: originalSettings.retentionDays,
    });
  }
  await restoreCashierConfig(request, originalConfig);
  await restoreDepositMethods(request, originalMethods);
});

/** A real image for the file inputs: the phone's own screen, as PNG bytes. */
async function photoOf(page: Page, name: string) {
  return { name, mimeType: 'image/png', buffer: await page.screenshot() };
}

/** Chooses the document type, then the document photo and the selfie; waits until both are in the draft. */
async function addPhotos(phone: Page) {
  const texts = web('vi').verification;
  await phone.getByRole('radio', { name: texts.documentTypes.id_card }).check();
  const photo = await photoOf(phone, 'document.png');
  await phone.getByLabel(texts.document.choose).setInputFiles(photo);
  await expect(phone.getByRole('img', { name: texts.document.preview })).toBeVisible();
  await phone.getByLabel(texts.selfie.choose).setInputFiles(await photoOf(phone, 'selfie.png'));
  await expect(phone.getByText(texts.uploaded)).toHaveCount(2);
}

async function sendPhotos(phone: Page) {
  const texts = web('vi').verification;
  await phone.getByRole('button', { name: texts.send }).click();
  await phone.getByRole('dialog').getByRole('button', { name: texts.confirmSend, exact: true }).click();
  await expect(phone.getByRole('heading', { name: texts.pending.title })).toBeVisible();
}

/** The queue row of this journey's player, opened in the review drawer. */
async function openReview(page: Page): Promise<Locator> {
  await page.goto('/admin/verification');
  await page
    .locator('.ant-table-row', { hasText: PLAYER.username })
    .getByRole('button', { name: admin.verification.review })
    .click();
  const drawer = page.getByTestId('verification-review');
  await expect(drawer).toBeVisible();
  // Both images load through the audited file call and really decode.
  for (const kind of ['document', 'selfie'] as const) {
    const image = drawer.getByRole('img', { name: new RegExp(admin.verification.drawer[kind]) });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  return drawer;
}

test('the owner requires verification; the player sends photos, finance rejects with a reason the player reads in their language, then approves, and the withdrawal goes through', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const owner = await createStaff(request, { role: 'owner', prefix: 'e2e-kyc' });
  const finance: E2eStaff = await createStaff(request, { role: 'finance', prefix: 'e2e-kyc' });
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // Finance works in a browser of their own: the owner's console stays signed in on `page`.
  const desk = await browser.newPage({ viewport: { width: 1366, height: 900 } });

  await test.step('The owner requires verification before the first withdrawal', async () => {
    await signInConsole(page, owner);
    await page.getByRole('menuitem', { name: admin.verification.nav }).click();
    await expect(page).toHaveURL(/\/admin\/verification/);
    const form = page.getByTestId('verification-settings-form');
    await form.getByText(admin.verification.settings.modes.first_withdrawal).click();
    await form.getByLabel(admin.verification.settings.retention).fill('30');
    await form.getByLabel(admin.cashier.otp.label).fill(owner.otp());
    await form.getByRole('button', { name: admin.verification.settings.save }).click();
    await expect(page.getByText(admin.verification.settings.saved)).toBeVisible();
    await shot(page, 'console-verification-settings-vi');
  });

  await test.step('The withdraw page says what is missing before any form, in every language', async () => {
    for (const language of UI_LANGUAGES) {
      await openAs(phone, playerToken, '/withdraw', language);
      await expect(phone.getByTestId('verification-gate-required')).toBeVisible();
      await expect(
        phone.getByRole('heading', { name: web(language).verification.gate.requiredTitle }),
      ).toBeVisible();
      await expect(phone.getByLabel(web(language).cashier.withdraw.amount, { exact: true })).toHaveCount(0);
      await shot(phone, `withdraw-verification-gate-${language}`);
    }
  });

  await test.step('The player sends a document photo and a selfie from the phone', async () => {
    await openAs(phone, playerToken, '/withdraw', 'vi');
    await phone.getByRole('link', { name: web('vi').verification.gate.verify }).click();
    await expect(phone).toHaveURL(/\/verification$/);
    await addPhotos(phone);
    await shot(phone, 'verification-ready-vi');
    await sendPhotos(phone);
    await shot(phone, 'verification-pending-vi');
    await openAs(phone, playerToken, '/withdraw', 'vi');
    await expect(phone.getByTestId('verification-gate-pending')).toBeVisible();
  });

  await test.step('Finance reads both images and rejects them with a reason and a note', async () => {
    await signInConsole(desk, finance);
    const drawer = await openReview(desk);
    await shot(desk, 'console-verification-review-vi', { fullPage: false });
    await drawer.getByRole('button', { name: admin.verification.reject.button }).click();
    const dialog = desk.getByRole('dialog', { name: admin.verification.reject.title });
    await dialog.getByTestId('verification-reason').click();
    // antd draws its options apart from the select (its role=option items are for screen readers).
    await desk.locator('.ant-select-item-option', { hasText: admin.verification.reasons.unreadable }).click();
    await dialog.getByLabel(admin.verification.reject.note).fill('Ảnh bị lóa ở góc phải.');
    await dialog.getByLabel(admin.cashier.otp.label).fill(finance.otp());
    await shot(desk, 'console-verification-reject-vi', { fullPage: false });
    await dialog.locator('.ant-btn-primary').click();
    await expect(desk.getByText(admin.verification.reject.done)).toBeVisible();
  });

  await test.step('The player reads the reason in each language, with the note as written', async () => {
    for (const language of UI_LANGUAGES) {
      await openAs(phone, playerToken, '/verification', language);
      const texts = web(language).verification;
      await expect(phone.getByText(texts.reasons.unreadable)).toBeVisible();
      await expect(phone.getByText('Ảnh bị lóa ở góc phải.')).toBeVisible();
      await shot(phone, `verification-rejected-${language}`);
    }
    await openAs(phone, playerToken, '/notifications', 'en-US');
    await expect(
      phone
        .getByTestId('notice')
        .filter({ hasText: web('en-US').notifications.kinds.verification_rejected.title }),
    ).toBeVisible();
  });

  await test.step('New photos, approved by finance', async () => {
    await openAs(phone, playerToken, '/verification', 'vi');
    await addPhotos(phone);
    await sendPhotos(phone);
    const drawer = await openReview(desk);
    await drawer.getByRole('button', { name: admin.verification.approve.button }).click();
    const dialog = desk.getByRole('dialog', { name: admin.verification.approve.title });
    await dialog.getByLabel(admin.cashier.otp.label).fill(finance.otp());
    await dialog.locator('.ant-btn-primary').click();
    await expect(desk.getByText(admin.verification.approve.done)).toBeVisible();
    await desk.getByRole('tab', { name: admin.verification.filters.all }).click();
    await expect(desk.locator('.ant-table-row', { hasText: PLAYER.username })).toHaveCount(2);
    await shot(desk, 'console-verification-queue-vi');
  });

  await test.step('The console page reads in every console language', async () => {
    for (const language of UI_LANGUAGES.filter((code) => code !== 'vi')) {
      await desk.evaluate((code) => window.localStorage.setItem('fairround.admin.language', code), language);
      await desk.reload();
      await expect(
        desk.getByRole('heading', { name: CATALOGUES[language].admin.verification.title }),
      ).toBeVisible();
      await shot(desk, `console-verification-${language}`);
    }
    await desk.evaluate(() => window.localStorage.setItem('fairround.admin.language', 'vi'));
  });

  await test.step('Verified, the player withdraws through the form', async () => {
    const texts = web('vi');
    await openAs(phone, playerToken, '/verification', 'vi');
    await expect(phone.getByRole('heading', { name: texts.verification.approved.title })).toBeVisible();
    await shot(phone, 'verification-approved-vi');
    await openAs(phone, playerToken, '/withdraw', 'vi');
    await phone.getByRole('radio', { name: BANK }).check();
    await phone.getByLabel(texts.cashier.withdraw.amount, { exact: true }).fill('100');
    await phone.getByLabel(texts.cashier.common.payPassword, { exact: true }).fill(PLAYER.payPwd);
    await phone
      .getByRole('main')
      .getByRole('button', { name: texts.cashier.withdraw.submit, exact: true })
      .click();
    await phone
      .getByRole('dialog')
      .getByRole('button', { name: texts.cashier.withdraw.confirmSubmit })
      .click();
    await expect(phone.getByRole('heading', { name: texts.cashier.withdraw.successTitle })).toBeVisible();
  });
  await phone.close();
  await desk.close();
});
