import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  balanceEventSchema,
  channels,
  formatOdds,
  roomOrderEventSchema,
  roundEventSchema,
  type RoundEvent,
  type ServerMessage,
} from '@fairround/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { fundPlayerForTest } from '../test/ledger.js';
import { createPlayerForTest, type TestPlayer } from '../test/players.js';
import { standardRoom } from '../test/rounds.js';
import { ENGINE_LEADER_KEY } from './db/advisory-locks.js';
import { asTestDatabase, expectSettledOnce } from '../modules/rounds/engine/testing/settlement.test-utils.js';
import { createRoundsRepository } from '../modules/rounds/rounds.repository.js';
import { rounds } from '../modules/rounds/rounds.tables.js';
import { createPostgresDatabase } from '../test/test-database.js';
import { openPostgres, queryRows, type DatabaseHandle } from './db/database.js';
import { openSocket, tokenProtocols, type TestSocket } from './ws/ws.test-utils.js';

/**
 * Issue #10: two real app instances (HTTP, WebSocket, round engine) on one PostgreSQL database
 * and one Redis, the way a deployment behind a load balancer runs them. A client on instance B
 * sees what instance A produces; exactly one instance runs the engine and, when it goes away,
 * the other takes over without losing or repeating a round. Needs real concurrent connections
 * and a real Redis, so it runs only when both TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

/** Every room type draws every 6 s; bets close 1 s before the draw, rounds open 1 s after. */
const PERIOD_S = 6;
const PERIOD_MS = PERIOD_S * 1000;
const ENGINE_TICK_MS = 1_000;
const WAIT_MS = 15_000;
const ROOM_TYPE = 1;
const ROOM = standardRoom(ROOM_TYPE);
const FUNDED_MINOR = 100_000;

const INSTANCE_ENV = {
  DATA_DIR: '/tmp/fairround-test-unused',
  PRICE_FEED: 'off',
  ROUND_SCHEDULER: 'true',
  ROUND_PERIOD_S: String(PERIOD_S),
  ROUND_LOCK_S: '1',
  ROUND_DRAW_DELAY_S: '1',
  ADMIN_USERNAME: 'test-owner',
  ADMIN_PASSWORD: 'test-owner-password',
  LOG_LEVEL: 'info',
};

type LogLine = { level: number; msg?: string; roomType?: number; seqno?: string };

/** Warnings and errors any instance logged, shown when a wait times out. */
const problems: { instance: string; line: LogLine }[] = [];
const WARN_LEVEL = 40;

type Instance = {
  name: string;
  app: FastifyInstance;
  handle: DatabaseHandle;
  httpUrl: string;
  wsUrl: string;
  /** The instance's JSON log lines; the engine logs each round it settles. */
  logs: LogLine[];
};

/** Polls an async condition until it holds. */
async function waitFor(
  what: string,
  predicate: () => boolean | Promise<boolean>,
  timeoutMs = WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what}; warnings and errors logged: ${JSON.stringify(problems)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Marks a pool's connections so pg_stat_activity tells the instances apart. */
function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  // The pool size main.ts uses.
  const handle = await openPostgres(withApplicationName(databaseUrl, name));
  const logs: LogLine[] = [];
  const app = await buildApp({
    config: loadConfig({ ...INSTANCE_ENV, REDIS_URL: REDIS_URL! }),
    database: handle,
    logStream: {
      write: (text) => {
        const line = JSON.parse(text) as LogLine;
        logs.push(line);
        if (line.level >= WARN_LEVEL) problems.push({ instance: name, line });
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { name, app, handle, httpUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/ws`, logs };
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.app.close();
  await instance.handle.close();
}

/** `roomType seqno` of every round this instance's engine settled, in order. */
const settledBy = (instance: Instance) =>
  instance.logs
    .filter((line) => line.msg === 'round settled')
    .map((line) => `${line.roomType} ${line.seqno}`);

type EventMessage = Extract<ServerMessage, { type: 'event' }>;
const eventsOn = (client: TestSocket, channel: string): EventMessage[] =>
  client
    .pending()
    .filter((message): message is EventMessage => message.type === 'event' && message.channel === channel);
const roundEvents = (client: TestSocket) =>
  eventsOn(client, channels.room(ROOM_TYPE)).map((message) => ({
    seq: message.seq,
    ...roundEventSchema.parse(message.payload),
  }));

describe.skipIf(!SERVER_URL || !REDIS_URL)(
  'two instances on one PostgreSQL and one Redis (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL to run)',
  () => {
    let checker: DatabaseHandle;
    let dispose: () => Promise<void>;
    let a: Instance | null = null;
    let b: Instance | null = null;
    let client: TestSocket | null = null;
    let player: TestPlayer;

    /** The application names of the connections holding the engine's leadership lock. */
    async function leaders(): Promise<string[]> {
      const rows = await queryRows<{ name: string }>(
        checker.db,
        sql`select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.granted and l.objid = ${ENGINE_LEADER_KEY}
              and l.database = (select oid from pg_database where datname = current_database())`,
      );
      return rows.map((row) => row.name);
    }

    beforeAll(async () => {
      const created = await createPostgresDatabase(SERVER_URL!, 2);
      checker = created.handle;
      dispose = created.dispose;
      await checker.migrate();
      // A alone first, so it is the one that takes the leadership; B joins once A's engine runs.
      a = await startInstance('fairround-a', created.url);
      await waitFor('instance A to lead', async () => (await leaders()).includes('fairround-a'));
      b = await startInstance('fairround-b', created.url);

      player = await createPlayerForTest(asTestDatabase(checker), { payPassword: null });
      await fundPlayerForTest(checker.db, player.playerId, FUNDED_MINOR);
      client = await openSocket(b.wsUrl, {}, tokenProtocols(player.token));
      expect(await client.next()).toMatchObject({ type: 'welcome', authenticated: true });
      for (const channel of [channels.room(ROOM_TYPE), channels.roomOrders(ROOM), 'me'])
        client.send({ type: 'subscribe', channel });
      await waitFor(
        'three subscriptions',
        () => client!.pending().filter((message) => message.type === 'subscribed').length === 3,
      );
    });

    afterAll(async () => {
      await client?.close();
      for (const instance of [b, a]) if (instance) await stopInstance(instance);
      await checker?.close();
      await dispose?.();
    });

    it(
      'delivers on B the round events, the room order feed and the private balance that A produces',
      { timeout: 40_000 },
      async () => {
        // A round of type 1 announced open with time left to bet (the announcement can lag a tick).
        let open: RoundEvent | undefined;
        await waitFor(
          'a round open for bets',
          () => {
            open = roundEvents(client!).find(
              (event) => event.event === 'open' && event.locksAt - Date.now() > 1_500,
            );
            return open !== undefined;
          },
          2 * PERIOD_MS + WAIT_MS,
        );
        const room = (await createRoundsRepository({ db: checker.db }).room(ROOM))!;
        const response = await fetch(`${a!.httpUrl}/api/Game/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            token: player.token,
            gameid: open!.roundId,
            roomid: ROOM,
            order_info: [[0, formatOdds(room.rates[0]!), 10]],
            order_key: randomUUID(),
          }),
        });
        const placed = (await response.json()) as {
          code: number;
          data: { order_id: string; balance: string };
        };
        expect(placed.code).toBe(1);
        const orderId = placed.data.order_id;

        await waitFor('the order in the room feed on B', () =>
          eventsOn(client!, channels.roomOrders(ROOM)).some(
            (message) => roomOrderEventSchema.parse(message.payload).orderId === orderId,
          ),
        );
        const balances = () =>
          eventsOn(client!, 'me').map((message) => balanceEventSchema.parse(message.payload));
        await waitFor('the order balance on B', () =>
          balances().some((event) => event.reason === 'order' && event.orderId === orderId),
        );
        expect(balances().find((event) => event.orderId === orderId)?.money).toBe(placed.data.balance);

        // A's engine draws and settles the round; B's client hears it, and the player's settlement.
        await waitFor(
          'the round settled on B',
          () =>
            roundEvents(client!).some(
              (event) => event.roundId === open!.roundId && event.event === 'settled',
            ),
          PERIOD_MS + WAIT_MS,
        );
        await waitFor('the settlement balance on B', () =>
          balances().some((event) => event.reason === 'settlement' && event.roundId === open!.roundId),
        );
        expect(settledBy(a!)).toContain(`${ROOM_TYPE} ${open!.seqno}`);
        expect(settledBy(b!)).toEqual([]);
      },
    );

    it(
      'runs the engine on one instance only and hands it over without losing or repeating a round',
      { timeout: 50_000 },
      async () => {
        expect(await leaders()).toEqual(['fairround-a']);
        expect(settledBy(a!).length).toBeGreaterThan(0);
        expect(settledBy(b!)).toEqual([]);

        // Take A away just before a draw, so the rounds of that draw come due while nobody leads.
        const nextDrawMs = Math.ceil((Date.now() + 1_000) / PERIOD_MS) * PERIOD_MS;
        await sleep(nextDrawMs - 300 - Date.now());
        const settledByA = settledBy(a!);
        await stopInstance(a!);
        a = null;
        await waitFor(
          'instance B to lead',
          async () => (await leaders()).includes('fairround-b'),
          3 * ENGINE_TICK_MS + WAIT_MS,
        );
        expect(await leaders()).toEqual(['fairround-b']);

        // B settles the rounds of the draw that fell during the handover (normally B: A stopped
        // before it, unless A's close outlasted the 300 ms), then those of the next draw.
        const handoverDraws = await checker.db
          .select()
          .from(rounds)
          .where(eq(rounds.drawsAt, new Date(nextDrawMs)));
        expect(handoverDraws.length).toBe(4);
        await waitFor(
          'B to settle two draws',
          () => settledBy(b!).length >= 2 * handoverDraws.length,
          2 * PERIOD_MS + WAIT_MS,
        );

        const watcher = client!;
        client = null;
        await watcher.close();
        await stopInstance(b!);
        const settledByB = settledBy(b!);
        b = null;

        // Each round was settled by exactly one engine, and every round up to the draw after the
        // handover was (B settled two draws' worth, in draw order, after taking over).
        const all = await checker.db.select().from(rounds).orderBy(rounds.roomType, rounds.drawsAt);
        const settled = all.filter((round) => round.state === 'settled');
        const key = (round: { roomType: number; seqno: string }) => `${round.roomType} ${round.seqno}`;
        expect([...settledByA, ...settledByB].sort()).toEqual(settled.map(key).sort());
        for (const round of all) {
          if (round.drawsAt.getTime() <= nextDrawMs + PERIOD_MS)
            expect(round.state, key(round)).toBe('settled');
        }
        // No slot skipped and none taken twice: per type, consecutive seqnos one period apart.
        for (const roomType of new Set(all.map((round) => round.roomType))) {
          const ofType = all.filter((round) => round.roomType === roomType);
          for (const [index, round] of ofType.slice(1).entries()) {
            const previous = ofType[index]!;
            expect(round.drawsAt.getTime() - previous.drawsAt.getTime(), key(round)).toBe(PERIOD_MS);
            const [day, n] = round.seqno.split('-');
            const [previousDay, previousN] = previous.seqno.split('-');
            // A new local day starts again at 0001.
            expect(Number(n), key(round)).toBe(day === previousDay ? Number(previousN) + 1 : 1);
          }
        }
        // The player's order was settled once, with the transfers its result calls for.
        await expectSettledOnce(
          checker.db,
          settled.map((round) => round.id),
          new Map([[player.playerId, FUNDED_MINOR]]),
        );

        // B's client saw type 1's stream from both engines as one: no seq gap, no round twice.
        const events = roundEvents(watcher);
        expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => events[0]!.seq + index));
        const settledEvents = events.filter((event) => event.event === 'settled').map((event) => event.seqno);
        expect(new Set(settledEvents).size).toBe(settledEvents.length);
        const settledOfType = settled
          .filter((round) => round.roomType === ROOM_TYPE)
          .map((round) => round.seqno);
        expect(settledOfType).toEqual(expect.arrayContaining(settledEvents));
      },
    );
  },
);
