import { describe, expect, it } from 'vitest';
import { channelFamily, channels, isChannel } from './channels.js';
import { clientMessageSchema, serverMessageSchema } from './messages.js';

describe('channels', () => {
  it('recognises every family and builds its names', () => {
    expect(channelFamily(channels.prices)).toBe('prices');
    expect(channelFamily(channels.winners)).toBe('winners');
    expect(channelFamily(channels.room(16))).toBe('room');
    expect(channelFamily(channels.roomOrders('0f8a3c1e-5d3b-4d7e-9a1c-2b3c4d5e6f70'))).toBe('room-orders');
    expect(channelFamily(channels.me)).toBe('me');
    expect(channelFamily(channels.support)).toBe('support');
    expect(channelFamily(channels.staff('support'))).toBe('staff');
  });

  it('refuses strings that are not channels', () => {
    for (const bad of ['', 'room', 'room:', 'room:abc', 'room:12345', 'me ', 'ME', 'player:p1:me', 'staff:', 'staff:Support', `room-orders:${'x'.repeat(65)}`, 'prices\n']) {
      expect(isChannel(bad)).toBe(false);
    }
    expect(isChannel(42)).toBe(false);
  });
});

describe('client messages', () => {
  it('accepts subscribe, unsubscribe and ping', () => {
    expect(clientMessageSchema.parse({ type: 'subscribe', channel: 'room:1' })).toEqual({ type: 'subscribe', channel: 'room:1' });
    expect(clientMessageSchema.parse({ type: 'unsubscribe', channel: 'me' })).toEqual({ type: 'unsubscribe', channel: 'me' });
    expect(clientMessageSchema.parse({ type: 'ping', t: 1_700_000_000_000 })).toEqual({ type: 'ping', t: 1_700_000_000_000 });
  });

  it('refuses unknown types, unknown channels and bad timestamps', () => {
    for (const bad of [
      {},
      { type: 'publish', channel: 'prices' },
      { type: 'subscribe' },
      { type: 'subscribe', channel: 'everything' },
      { type: 'ping', t: 'now' },
      { type: 'ping', t: Number.POSITIVE_INFINITY },
      'subscribe',
      null,
    ]) {
      expect(clientMessageSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('server messages', () => {
  it('parses each kind and refuses an event without a positive seq', () => {
    expect(serverMessageSchema.parse({ type: 'welcome', connectionId: 'c', serverTime: 1, authenticated: false }).type).toBe('welcome');
    expect(serverMessageSchema.parse({ type: 'subscribed', channel: 'prices', seq: 0 }).type).toBe('subscribed');
    expect(serverMessageSchema.parse({ type: 'event', channel: 'prices', seq: 3, payload: { btc: '1' } }).type).toBe('event');
    expect(serverMessageSchema.parse({ type: 'error', errCode: 1001, info: 'x', channel: 'me' }).type).toBe('error');
    expect(serverMessageSchema.safeParse({ type: 'event', channel: 'prices', seq: 0, payload: null }).success).toBe(false);
  });
});
