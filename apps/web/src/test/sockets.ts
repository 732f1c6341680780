import type { Channel } from '@fairround/shared';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { act } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';

/**
 * Puts FakeWebSocket in place of the browser's before each test of the calling file. Answers the
 * sockets the app opened (emptied before each test) and `subscribedSocket`, to play the server.
 */
export function fakeSockets() {
  const sockets: FakeWebSocket[] = [];

  beforeEach(() => {
    sockets.length = 0;
    vi.stubGlobal(
      'WebSocket',
      class extends FakeWebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols);
          sockets.push(this);
        }
      },
    );
  });

  /** Accepts every socket the app opened and answers the one subscribed to `channel`, told it is. */
  async function subscribedSocket(channel: Channel): Promise<FakeWebSocket> {
    let socket: FakeWebSocket | undefined;
    await vi.waitFor(
      () => {
        act(() => {
          for (const candidate of sockets)
            if (candidate.readyState === 0 && !candidate.closedByClient) candidate.accept();
        });
        socket = sockets.find((candidate) =>
          candidate.sentOfType('subscribe').some((message) => message.channel === channel),
        );
        expect(socket).toBeDefined();
      },
      { timeout: 5_000 },
    );
    act(() => socket!.push({ type: 'subscribed', channel, seq: 0 }));
    return socket!;
  }

  return { sockets, subscribedSocket };
}
