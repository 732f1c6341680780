import { ErrorCode } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from './ws-limits.js';
import { openSocket, refusedUpgradeStatus, startSocketServer } from './ws.test-utils.js';

let running: FastifyInstance | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('per-connection limits', () => {
  it('drops a connection that stops answering pings, and keeps one that answers', async () => {
    const { app, url } = await startSocketServer({ heartbeatIntervalMs: 50, maxMissedPongs: 2 });
    running = app;
    const silent = await openSocket(url, { autoPong: false });
    const healthy = await openSocket(url);
    expect(await silent.closed).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(healthy.socket.readyState).toBe(healthy.socket.OPEN);
    await healthy.close();
  });

  it('caps connections per client address and admits again once one leaves', async () => {
    const { app, url } = await startSocketServer({ maxConnectionsPerIp: 2 });
    running = app;
    const first = await openSocket(url);
    const second = await openSocket(url);
    expect(await refusedUpgradeStatus(url)).toBe(429);
    await first.close();
    let third: Awaited<ReturnType<typeof openSocket>> | undefined;
    for (let attempt = 0; attempt < 20 && !third; attempt += 1) {
      third = await openSocket(url).catch(() => undefined);
      if (!third) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(third).toBeDefined();
    await Promise.all([second.close(), third?.close()]);
  });

  it('refuses subscriptions beyond the maximum', async () => {
    const { app, url } = await startSocketServer({ maxSubscriptions: 2 });
    running = app;
    const client = await openSocket(url);
    expect((await client.next()).type).toBe('welcome');
    for (const channel of ['room:1', 'room:4', 'room:15']) client.send({ type: 'subscribe', channel });
    expect(await client.next()).toMatchObject({ type: 'subscribed', channel: 'room:1' });
    expect(await client.next()).toMatchObject({ type: 'subscribed', channel: 'room:4' });
    expect(await client.next()).toMatchObject({ type: 'error', errCode: ErrorCode.RateLimited, channel: 'room:15' });
    // Subscribing again to a channel already held is not a new subscription.
    client.send({ type: 'subscribe', channel: 'room:1' });
    expect(await client.next()).toMatchObject({ type: 'subscribed', channel: 'room:1' });
    await client.close();
  });
});

describe('the rate limiter', () => {
  it('allows a burst, then refills at the sustained rate', () => {
    let now = 0;
    const limiter = createRateLimiter({ messages: 20, windowMs: 10_000 }, () => now);
    for (let index = 0; index < 20; index += 1) expect(limiter.take()).toBe(true);
    expect(limiter.take()).toBe(false);
    now += 499;
    expect(limiter.take()).toBe(false);
    now += 1;
    expect(limiter.take()).toBe(true);
    now += 60_000;
    for (let index = 0; index < 20; index += 1) expect(limiter.take()).toBe(true);
    expect(limiter.take()).toBe(false);
  });
});
