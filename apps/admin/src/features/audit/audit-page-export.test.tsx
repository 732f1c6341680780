import { adminEndpoints, CATALOGUES, ErrorCode } from '@fairround/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchExports } from '../../test/export-download';
import { ok, renderConsole, stubApi } from '../../test/render';
import { AuditPage } from './audit-page';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const text = CATALOGUES['en-US'].admin.audit;
const FILENAME = 'audit-20261201-080000.csv';
const PLAYER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001';

let exports: ReturnType<typeof watchExports>;
afterEach(() => exports.restore());

describe('/audit export', () => {
  it('exports the log with the filters applied (not the page), then follows the one-time link', async () => {
    exports = watchExports(FILENAME);
    const listed: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path === adminEndpoints.auditList.path) {
        listed.push(body);
        return ok({ items: [], total: 0, page: 1, pageSize: 20 });
      }
      return (
        exports.answer(path, body) ?? {
          code: 0,
          info: `unexpected ${path}`,
          data: { errCode: ErrorCode.UnknownError },
        }
      );
    });
    renderConsole(<AuditPage />, { role: 'owner' });
    await screen.findByTestId('export-csv-audit');

    fireEvent.change(screen.getByLabelText(text.filterActor), { target: { value: ' olivia ' } });
    fireEvent.change(screen.getByLabelText(text.filterTargetId), { target: { value: PLAYER_ID } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ actor: 'olivia', targetId: PLAYER_ID }));
    fireEvent.click(screen.getByTestId('export-csv-audit'));
    await waitFor(() => expect(exports.followed).toHaveLength(1));
    expect(exports.requests).toEqual([{ kind: 'audit', filters: { actor: 'olivia', targetId: PLAYER_ID } }]);
    expect(exports.followed[0]!.getAttribute('href')).toBe(exports.expectedHref(1));
    expect(exports.followed[0]!.download).toBe(FILENAME);
  });
});
