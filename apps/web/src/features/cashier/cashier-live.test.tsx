import type { UserInfo } from '@fairround/shared';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { ok, renderApp, stubApi } from '../../test/render-app';

const PLAYER: UserInfo = {
  id: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001',
  username: 'an2024',
  nickname: 'An',
  phone: '+84 ****5678',
  quhao: '+84',
  level: 1,
  levelName: 'bronze',
  money: '500.00',
  leftmoney: '300.00',
  noPassword2: 0,
  invitationCode: 'K7Q2M9',
  turnover: '0.00',
};

const sockets: FakeWebSocket[] = [];

beforeEach(() => {
  sockets.length = 0;
  vi.stubGlobal(
    'WebSocket',
    class extends FakeWebSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
});

/** Accepts every socket the app opened and answers the one subscribed to `me`. */
async function meSocket(): Promise<FakeWebSocket> {
  let socket: FakeWebSocket | undefined;
  await vi.waitFor(
    () => {
      act(() => {
        for (const candidate of sockets) if (candidate.readyState === 0 && !candidate.closedByClient) candidate.accept();
      });
      socket = sockets.find((candidate) => candidate.sentOfType('subscribe').some((message) => message.channel === 'me'));
      expect(socket).toBeDefined();
    },
    { timeout: 5_000 },
  );
  act(() => socket!.push({ type: 'subscribed', channel: 'me', seq: 0 }));
  return socket!;
}

describe('cashier pushes on the private channel', () => {
  it('refresh the balance on any screen when an operator approves a deposit', async () => {
    setToken('player-token');
    let money = '500.00';
    stubApi(() => ok({ ...PLAYER, money }));
    renderApp({ history: ['/user'] });
    expect(await screen.findByText('$500.00', {}, { timeout: 5_000 })).toBeTruthy();

    const socket = await meSocket();
    money = '1500.00';
    act(() =>
      socket.push({ type: 'event', channel: 'me', seq: 1, payload: { type: 'cashier', event: 'deposit_approved', id: 'd1' } }),
    );
    expect(await screen.findByText('$1,500.00', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
