import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../../../lib/user-info';
import { cashierKeys, refreshBalanceIfResolved } from './cashier-keys';

function setup(previous: { id: string; status: string }[] | null) {
  const client = new QueryClient();
  if (previous)
    client.setQueryData(cashierKeys.deposits(), {
      list: previous,
      total: previous.length,
      page: 1,
      pageSize: 10,
    });
  client.setQueryData(accountKeys.userInfo(), { money: '0.00' });
  client.setQueryData(cashierKeys.withdrawInfo(), { balance: '0.00' });
  const stale = () => [
    client.getQueryState(accountKeys.userInfo())?.isInvalidated,
    client.getQueryState(cashierKeys.withdrawInfo())?.isInvalidated,
  ];
  return { client, stale };
}

describe('balance refresh when the operator resolves a request', () => {
  it('refetches balance and withdrawable when a pending request was resolved', () => {
    const { client, stale } = setup([{ id: 'd1', status: 'pending' }]);
    refreshBalanceIfResolved(client, cashierKeys.deposits(), [{ id: 'd1', status: 'approved' }]);
    expect(stale()).toEqual([true, true]);
  });

  it('leaves them alone while nothing changed, or on the first load', () => {
    const unchanged = setup([{ id: 'd1', status: 'pending' }]);
    refreshBalanceIfResolved(unchanged.client, cashierKeys.deposits(), [{ id: 'd1', status: 'pending' }]);
    expect(unchanged.stale()).toEqual([false, false]);
    const first = setup(null);
    refreshBalanceIfResolved(first.client, cashierKeys.deposits(), [{ id: 'd1', status: 'approved' }]);
    expect(first.stale()).toEqual([false, false]);
  });
});
