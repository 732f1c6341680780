import { readFile } from 'node:fs/promises';
import { CATALOGUES } from '@fairround/shared';
import { expect, test } from '@playwright/test';
import { shot } from '../support/screenshot.js';
import { createStaff, signInConsole } from '../support/staff.js';

/** The console is a desktop app; the harness default is a phone viewport. */
test.use({ viewport: { width: 1366, height: 900 } });

const text = CATALOGUES.vi.admin;
const BOM = '\uFEFF';

test('an owner exports the players list as a streamed CSV file with the filters applied (issue #26)', async ({
  page,
  request,
}) => {
  const owner = await createStaff(request, { role: 'owner', prefix: 'e2e-export' });
  await signInConsole(page, owner);

  await test.step('The players list offers the export next to its title', async () => {
    await page.goto('/admin/players?status=active');
    await expect(page.getByRole('heading', { name: text.players.title })).toBeVisible();
    await expect(page.getByTestId('export-csv-players')).toBeVisible();
    await shot(page, 'console-exports-players', { fullPage: false });
  });

  await test.step('The button downloads a CSV file: BOM, the header, then active players only', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-csv-players').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^players-\d{8}-\d{6}\.csv$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith(BOM)).toBe(true);
    const lines = file.slice(BOM.length).split('\r\n');
    expect(lines[0]).toBe(
      'id,username,nickname,quhao,phone,level,level_name,status,frozen_reason,invitation_code,referred_by_code,turnover,balance,created_at',
    );
    for (const line of lines.slice(1).filter(Boolean)) expect(line).toContain(',active,');
    await expect(page.getByText(text.exports.started.replace('{filename}', download.suggestedFilename()))).toBeVisible();
  });

  await test.step('The export is in the audit log', async () => {
    await page.goto('/admin/audit');
    await expect(page.getByText(text.actions.export_created).first()).toBeVisible();
  });
});
