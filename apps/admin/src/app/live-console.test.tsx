import {
  ErrorCode,
  CASHIER_STAFF_CHANNEL,
  SUPPORT_STAFF_CHANNEL,
  WS_SUBPROTOCOL,
  type CashierStaffEvent,
  appConfigEndpoints,
  cashierAdminEndpoints,
} from '@fairround/shared';
import { fakeSocketFactory, type FakeWebSocket } from '@fairround/shared/realtime/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DepositsPage } from '../features/cashier/deposits-page';
import { ConsoleRealtimeProvider, useLiveRefresh } from '../lib/realtime';
import { setToken } from '../lib/session';
import { CONFIG_ANSWER, ok, renderConsole, stubApi } from '../test/render';
import { LiveAlerts } from './live-alerts';

// antd tables render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const DEPOSIT_ID = '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const PLAYER_ID = '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001';

const pendingDeposit = {
  id: DEPOSIT_ID,
  amount: '150.25',
  payerName: 'Nguyen Van A',
  method: { id: 'bank-1', kind: 'bank', label: 'Vietcombank' },
  status: 'pending',
  reason: null,
  createdAt: new Date().toISOString(),
  resolvedAt: null,
  userId: PLAYER_ID,
  username: 'alice77',
  turnoverRequired: '0.00',
  resolvedBy: null,
};

/** The server's side of the socket: welcome, then acknowledge every subscription. */
function acceptAndSubscribe(socket: FakeWebSocket) {
  act(() => socket.accept());
  for (const { channel } of socket.sentOfType('subscribe')) {
    act(() => socket.push({ type: 'subscribed', channel, seq: 0 }));
  }
}

const created = (amount: string): CashierStaffEvent => ({
  type: 'cashier.queue',
  kind: 'deposit',
  change: 'created',
  id: DEPOSIT_ID,
  amount,
});

describe('the live console', () => {
  it('shows a new deposit in the queue and in a notification as soon as the server pushes it', async () => {
    let queue: unknown[] = [];
    const fetchMock = stubApi((path) => {
      if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
      if (path === cashierAdminEndpoints.deposits.path)
        return ok({ list: queue, total: queue.length, page: 1, pageSize: 20 });
      return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
    });
    const listCalls = () =>
      fetchMock.mock.calls.filter(([path]) => path === cashierAdminEndpoints.deposits.path).length;
    setToken('staff-token-1');
    const sockets = fakeSocketFactory();
    renderConsole(
      <ConsoleRealtimeProvider createSocket={sockets.create}>
        <LiveAlerts />
        <DepositsPage />
      </ConsoleRealtimeProvider>,
      { role: 'finance' },
    );
    await waitFor(() => expect(listCalls()).toBe(1));
    const socket = sockets.latest();
    // The staff token travels among the offered subprotocols, never in the URL (access logs keep URLs).
    expect(socket.url).not.toContain('staff-token-1');
    expect([...new URL(socket.url).searchParams.keys()]).toEqual(['lang']);
    expect(socket.protocols).toEqual([WS_SUBPROTOCOL, 'fairround.staff.staff-token-1']);
    acceptAndSubscribe(socket);
    // Finance may not read the support inbox: only the cashier queues are asked for.
    expect(socket.sentOfType('subscribe').map((message) => message.channel)).toEqual([CASHIER_STAFF_CHANNEL]);

    queue = [pendingDeposit];
    act(() =>
      socket.push({ type: 'event', channel: CASHIER_STAFF_CHANNEL, seq: 1, payload: created('150.25') }),
    );

    expect(await screen.findByText('New deposit request')).toBeTruthy();
    expect(screen.getByText('Amount 150.25')).toBeTruthy();
    expect(await screen.findByText('alice77')).toBeTruthy();
    expect(listCalls()).toBe(2);
  });

  it('subscribes an owner to both queues and the inbox, and a support agent to the inbox only', async () => {
    stubApi(() => CONFIG_ANSWER);
    setToken('staff-token-2');
    for (const [role, channels] of [
      ['owner', [CASHIER_STAFF_CHANNEL, SUPPORT_STAFF_CHANNEL]],
      ['support', [SUPPORT_STAFF_CHANNEL]],
    ] as const) {
      const sockets = fakeSocketFactory();
      const view = renderConsole(
        <ConsoleRealtimeProvider createSocket={sockets.create}>
          <LiveAlerts />
        </ConsoleRealtimeProvider>,
        { role },
      );
      await waitFor(() => expect(sockets.sockets.length).toBe(1));
      act(() => sockets.latest().accept());
      expect(
        sockets
          .latest()
          .sentOfType('subscribe')
          .map((message) => message.channel),
      ).toEqual(channels);
      view.unmount();
    }
  });

  it('polls only while the channel is not live: before the socket opens, and after a refusal', async () => {
    stubApi(() => CONFIG_ANSWER);
    const sockets = fakeSocketFactory();
    function Interval() {
      const interval = useLiveRefresh(CASHIER_STAFF_CHANNEL, ['probe'], 15_000);
      return <output>{String(interval)}</output>;
    }
    renderConsole(
      <ConsoleRealtimeProvider createSocket={sockets.create}>
        <Interval />
      </ConsoleRealtimeProvider>,
    );
    expect(await screen.findByText('15000')).toBeTruthy();
    act(() => sockets.latest().accept());
    expect(await screen.findByText('false')).toBeTruthy();
    act(() =>
      sockets
        .latest()
        .push({
          type: 'error',
          errCode: ErrorCode.LoginFailed,
          info: 'forbidden',
          channel: CASHIER_STAFF_CHANNEL,
        }),
    );
    expect(await screen.findByText('15000')).toBeTruthy();
  });

  it('falls back to polling where no socket is provided', async () => {
    stubApi(() => CONFIG_ANSWER);
    function Interval() {
      return <output>{String(useLiveRefresh(SUPPORT_STAFF_CHANNEL, ['probe'], 4_000))}</output>;
    }
    renderConsole(<Interval />);
    expect(await screen.findByText('4000')).toBeTruthy();
  });
});
