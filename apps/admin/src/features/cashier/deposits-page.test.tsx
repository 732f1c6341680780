import {
  CATALOGUES,
  fillTemplate,
  type AdminDepositView,
  appConfigEndpoints,
  cashierAdminEndpoints,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../../test/render';
import { DepositsPage } from './deposits-page';

const text = CATALOGUES['en-US'].admin.cashier;

const DEPOSIT: AdminDepositView = {
  id: '3c1d2b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  amount: '200.00',
  payerName: 'NGUYEN VAN A',
  reference: 'K7M2Q9XB',
  txHash: `0x${'ab'.repeat(32)}`,
  method: {
    id: 'erc',
    kind: 'chain',
    label: 'USDT (ERC20)',
    chain: 'ERC20',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  },
  status: 'pending',
  reason: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  resolvedAt: null,
  userId: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001',
  username: 'an2024',
  turnoverRequired: '0.00',
  resolvedBy: null,
};

describe('/deposits', () => {
  it('shows each request’s reference and transaction id, and searches by them across every status', async () => {
    const asked: Record<string, unknown>[] = [];
    stubApi((path, body) => {
      if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
      if (path === cashierAdminEndpoints.deposits.path) {
        asked.push(body);
        return ok({ list: [DEPOSIT], total: 1, page: 1, pageSize: 20 });
      }
      return ok({});
    });
    renderConsole(<DepositsPage />, { role: 'finance' });
    const cell = await screen.findByTestId('deposit-reference');
    expect(within(cell).getByText('K7M2Q9XB')).toBeTruthy();
    expect(within(cell).getByText(DEPOSIT.txHash!)).toBeTruthy();
    expect(
      within(cell).getByLabelText(fillTemplate(text.common.copyLabel, { label: text.deposits.reference })),
    ).toBeTruthy();
    expect(asked[0]).toMatchObject({ status: 'pending' });

    const search = screen.getByLabelText(text.deposits.search);
    fireEvent.change(search, { target: { value: ' k7m2q9xb ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: 'k7m2q9xb' }));
    expect(asked.at(-1)).not.toHaveProperty('status');
  });
});
