import { accountsEndpoints, cashierEndpoints } from '@fairround/shared';
import type { DepositView } from '@fairround/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { fakeSockets } from '../../test/sockets';
import { DepositSent } from './components/DepositSent';
import { returnPathOf, withReturn } from './lib/return-to';
import { testPlayer } from '../../test/fixtures';

const PLAYER = testPlayer({ money: '500.00', leftmoney: '300.00', noPassword2: 0 });

const DEPOSIT: DepositView = {
  id: '3c1d2b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  amount: '200.00',
  payerName: 'NGUYEN VAN A',
  reference: 'K7M2Q9XB',
  txHash: null,
  method: { id: 'bank-1', kind: 'bank', label: 'ACB' },
  status: 'pending',
  reason: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  resolvedAt: null,
};

const { subscribedSocket } = fakeSockets();
const meSocket = () => subscribedSocket('me');

/** The success card alone on a screen, for the deposit just sent. */
function renderSentCard() {
  return renderApp({
    history: ['/sent'],
    routes: [
      {
        path: '/sent',
        page: async () => ({ default: () => <DepositSent deposit={DEPOSIT} onAgain={() => undefined} /> }),
      },
    ],
  });
}

describe('the deposit success card', () => {
  it.each([
    ['approved', null, 'Đã duyệt nạp tiền', 'đã được cộng vào số dư'],
    ['rejected', 'Không nhận được tiền', 'Yêu cầu nạp tiền bị từ chối', 'Lý do: Không nhận được tiền'],
  ] as const)('turns from pending to %s when the operator decides', async (status, reason, title, text) => {
    setToken('player-token');
    let current: DepositView = DEPOSIT;
    stubApi((path) => {
      if (path === cashierEndpoints.deposits.path)
        return ok({ list: [current], total: 1, page: 1, pageSize: 10 });
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      throw new Error(`unexpected call ${path}`);
    });
    renderSentCard();
    const card = await screen.findByRole('status', { name: 'Đã gửi yêu cầu nạp tiền' }, { timeout: 5_000 });
    expect(within(card).getByText('Đang chờ duyệt')).toBeTruthy();

    const socket = await meSocket();
    current = { ...DEPOSIT, status, reason, resolvedAt: '2026-11-25T03:05:00.000Z' };
    act(() =>
      socket.push({
        type: 'event',
        channel: 'me',
        seq: 1,
        payload: { type: 'cashier', event: `deposit_${status}`, id: DEPOSIT.id },
      }),
    );
    const resolved = await screen.findByRole('status', { name: title }, { timeout: 5_000 });
    expect(resolved.textContent).toContain(text);
    expect(screen.queryByText('Đang chờ duyệt')).toBeNull();
  });
});

describe('adding a withdrawal account on the way to a withdrawal', () => {
  it('keeps the way back through the account list to the add form', async () => {
    setToken('player-token');
    stubApi((path) => {
      if (path === cashierEndpoints.withdrawalAccounts.path) return ok([]);
      if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
      throw new Error(`unexpected call ${path}`);
    });
    renderApp({ history: ['/withdraw', '/banklist?back=%2Fwithdraw'] });
    const add = await screen.findAllByRole('link', { name: /Thêm tài khoản/ }, { timeout: 5_000 });
    expect(add[0]!.getAttribute('href')).toBe('/bankadd?back=%2Fwithdraw');
  });

  it('accepts only known screens to go back to', () => {
    expect(returnPathOf('?back=%2Fwithdraw')).toBe('/withdraw');
    expect(returnPathOf('?back=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('?back=%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('')).toBeNull();
    expect(withReturn('/bankadd', null)).toBe('/bankadd');
  });
});
