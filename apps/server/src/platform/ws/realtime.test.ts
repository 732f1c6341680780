import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRealtime, userChannel, type HubEvent, type Realtime } from './realtime.js';
import { eventually, openSocket, startSocketServer } from './ws.test-utils.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every run gets its own namespace on the shared Redis, removed afterwards. */
const runPrefix = `fairround-test:${randomBytes(6).toString('hex')}:`;

function collect(hub: Realtime, address: string): HubEvent[] {
  const events: HubEvent[] = [];
  hub.listen(address, (event) => events.push(event));
  return events;
}

function payloadOf(event: HubEvent | undefined): unknown {
  return event ? (JSON.parse(event.frame) as { payload: unknown }).payload : undefined;
}

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${runPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('the in-process hub', () => {
  it('numbers each channel separately, from 1, and delivers to its listeners', async () => {
    const hub = createRealtime();
    const room = collect(hub, 'room:1');
    expect(await hub.currentSeq('room:1')).toBe(0);
    expect(await hub.publish('room:1', { a: 1 })).toBe(1);
    expect(await hub.publish('prices', { btc: '1' })).toBe(1);
    expect(await hub.publish('room:1', { a: 2 })).toBe(2);
    expect(room.map((event) => event.seq)).toEqual([1, 2]);
    expect(JSON.parse(room[1]?.frame ?? '')).toEqual({ type: 'event', channel: 'room:1', seq: 2, payload: { a: 2 } });
    expect(await hub.currentSeq('room:1')).toBe(2);
    await hub.close();
  });

  it('addresses private channels per player and names them by the channel the player subscribed to', async () => {
    const hub = createRealtime();
    const mine = collect(hub, userChannel('p1'));
    const theirs = collect(hub, userChannel('p2'));
    await hub.publishToPlayer('p1', 'me', { balance: '1.00' });
    expect(mine).toHaveLength(1);
    expect(theirs).toHaveLength(0);
    expect(mine[0]?.channel).toBe('me');
    expect(userChannel('p1', 'support')).not.toBe(userChannel('p1', 'me'));
    await hub.close();
  });

  it('stops delivering to a listener that stopped listening', async () => {
    const hub = createRealtime();
    const events: HubEvent[] = [];
    const stop = hub.listen('winners', (event) => events.push(event));
    await hub.publish('winners', 1);
    stop();
    await hub.publish('winners', 2);
    expect(events.map((event) => event.seq)).toEqual([1]);
    await hub.close();
  });

  it('refuses private or unknown channels on publish, and bad player ids', async () => {
    const hub = createRealtime();
    await expect(hub.publish('me' as never, {})).rejects.toThrow(TypeError);
    await expect(hub.publish('nonsense' as never, {})).rejects.toThrow(TypeError);
    await expect(hub.publishToPlayer('p1', 'prices' as never, {})).rejects.toThrow(TypeError);
    expect(() => userChannel('p1:me')).toThrow(TypeError);
    await hub.close();
  });
});

describe('fan-out through Redis', () => {
  it('delivers each hub’s publishes to the other with seqs both agree on', async () => {
    const options = { redisUrl: REDIS_URL, keyPrefix: `${runPrefix}a:` };
    const [first, second] = [createRealtime(options), createRealtime(options)];
    await Promise.all([first.ready(), second.ready()]);
    const atFirst = collect(first, 'room:16');
    const atSecond = collect(second, 'room:16');

    expect(await first.publish('room:16', { from: 'first' })).toBe(1);
    expect(await second.publish('room:16', { from: 'second' })).toBe(2);
    await eventually(() => atFirst.length === 2 && atSecond.length === 2);
    for (const seen of [atFirst, atSecond]) {
      expect(seen.map((event) => [event.seq, payloadOf(event)])).toEqual([
        [1, { from: 'first' }],
        [2, { from: 'second' }],
      ]);
    }
    expect(await first.currentSeq('room:16')).toBe(2);
    expect(await second.currentSeq('room:16')).toBe(2);
    await Promise.all([first.close(), second.close()]);
  });

  it('keeps one order for concurrent publishes from two instances', async () => {
    const options = { redisUrl: REDIS_URL, keyPrefix: `${runPrefix}b:` };
    const [first, second] = [createRealtime(options), createRealtime(options)];
    await Promise.all([first.ready(), second.ready()]);
    const atFirst = collect(first, 'prices');
    const atSecond = collect(second, 'prices');
    const seqs = await Promise.all(
      Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? first : second).publish('prices', { index })),
    );
    expect([...seqs].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    await eventually(() => atFirst.length === 60 && atSecond.length === 60);
    const expected = Array.from({ length: 60 }, (_, index) => index + 1);
    expect(atFirst.map((event) => event.seq)).toEqual(expected);
    expect(atSecond.map((event) => event.frame)).toEqual(atFirst.map((event) => event.frame));
    await Promise.all([first.close(), second.close()]);
  });

  it('reaches a socket on one instance from a publish on another', async () => {
    const options = { redisUrl: REDIS_URL, keyPrefix: `${runPrefix}c:` };
    const server = await startSocketServer({}, createRealtime(options));
    const otherInstance = createRealtime(options);
    await Promise.all([server.realtime.ready(), otherInstance.ready()]);
    const client = await openSocket(server.url);
    expect((await client.next()).type).toBe('welcome');
    await otherInstance.publish('room-orders:r1', { order: 'earlier' });
    client.send({ type: 'subscribe', channel: 'room-orders:r1' });
    expect(await client.next()).toEqual({ type: 'subscribed', channel: 'room-orders:r1', seq: 1 });
    await otherInstance.publish('room-orders:r1', { order: 'later' });
    expect(await client.next()).toEqual({ type: 'event', channel: 'room-orders:r1', seq: 2, payload: { order: 'later' } });
    await client.close();
    await Promise.all([server.app.close(), otherInstance.close()]);
  });
});
