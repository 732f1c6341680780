import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * Saves a screenshot as e2e/screenshots/<name>.png, after fonts and animations settle: the full
 * page, or only the viewport (`fullPage: false`) for sheets and dialogs fixed over a scrolled page.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}
