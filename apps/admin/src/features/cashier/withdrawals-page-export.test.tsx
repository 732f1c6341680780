import { CATALOGUES, cashierAdminEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubListWithExports, type watchExports } from '../../test/export-download';
import { renderConsole } from '../../test/render';
import { WithdrawalsPage } from './withdrawals-page';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const text = CATALOGUES['en-US'].admin.cashier;
const FILENAME = 'withdrawals-20261201-080000.csv';

let exports: ReturnType<typeof watchExports>;
afterEach(() => exports.restore());

const stubWithdrawals = () => {
  exports = stubListWithExports(
    cashierAdminEndpoints.withdrawals.path,
    { list: [], total: 0, page: 1, pageSize: 20 },
    FILENAME,
  );
};

describe('/withdrawals export', () => {
  it('exports the pending queue as filtered (second approval) and the paid history, following each one-time link', async () => {
    stubWithdrawals();
    renderConsole(<WithdrawalsPage />, { role: 'finance' });
    await screen.findByTestId('export-csv-withdrawals');

    fireEvent.click(screen.getByText(text.withdrawals.awaitingFilter));
    fireEvent.click(screen.getByTestId('export-csv-withdrawals'));
    await waitFor(() => expect(exports.followed).toHaveLength(1));
    expect(exports.requests).toEqual([
      { kind: 'withdrawals', filters: { status: 'pending', awaitingSecondApproval: true } },
    ]);
    expect(exports.followed[0]!.getAttribute('href')).toBe(exports.expectedHref(1));
    expect(exports.followed[0]!.download).toBe(FILENAME);

    // The history tab drops the queue-only filter.
    fireEvent.click(screen.getByRole('tab', { name: text.statuses.paid }));
    fireEvent.click(screen.getByTestId('export-csv-withdrawals'));
    await waitFor(() => expect(exports.followed).toHaveLength(2));
    expect(exports.requests[1]).toEqual({ kind: 'withdrawals', filters: { status: 'paid' } });
    expect(exports.followed[1]!.getAttribute('href')).toBe(exports.expectedHref(2));
  });
});
