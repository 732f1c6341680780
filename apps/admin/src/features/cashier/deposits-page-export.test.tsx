import { CATALOGUES, cashierAdminEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubListWithExports, type watchExports } from '../../test/export-download';
import { renderConsole } from '../../test/render';
import { DepositsPage } from './deposits-page';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const text = CATALOGUES['en-US'].admin.cashier;
const FILENAME = 'deposits-20261201-080000.csv';

let exports: ReturnType<typeof watchExports>;
afterEach(() => exports.restore());

const stubDeposits = () => {
  exports = stubListWithExports(
    cashierAdminEndpoints.deposits.path,
    { list: [], total: 0, page: 1, pageSize: 20 },
    FILENAME,
  );
};

describe('/deposits export', () => {
  it('exports the queue with the status tab and the search in effect, then follows each one-time link', async () => {
    stubDeposits();
    renderConsole(<DepositsPage />, { role: 'finance' });
    const button = await screen.findByTestId('export-csv-deposits');

    // The history: the rejected requests.
    fireEvent.click(screen.getByRole('tab', { name: text.statuses.rejected }));
    fireEvent.click(button);
    await waitFor(() => expect(exports.followed).toHaveLength(1));
    expect(exports.requests).toEqual([{ kind: 'deposits', filters: { status: 'rejected' } }]);
    expect(exports.followed[0]!.getAttribute('href')).toBe(exports.expectedHref(1));
    expect(exports.followed[0]!.download).toBe(FILENAME);

    // A search looks in every status, and so does its export.
    const search = screen.getByLabelText(text.deposits.search);
    fireEvent.change(search, { target: { value: ' k7m2q9xb ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(within(screen.getByRole('tablist')).getByRole('tab', { selected: true }).textContent).toBe(
        text.common.allStatuses,
      ),
    );
    fireEvent.click(screen.getByTestId('export-csv-deposits'));
    await waitFor(() => expect(exports.followed).toHaveLength(2));
    expect(exports.requests[1]).toEqual({ kind: 'deposits', filters: { search: 'k7m2q9xb' } });
    expect(exports.followed[1]!.getAttribute('href')).toBe(exports.expectedHref(2));
  });
});
