import {
  computeRoundResult,
  hashForward,
  roundEventSchema,
  serverMessageSchema,
  type RoundResult,
  fairEndpoints,
} from '@fairround/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ok } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { createPlayerForTest } from '../../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  START,
  resetRoundsWorld,
} from '../../../test/rounds.js';
import { createRoundsRepository } from '../rounds.repository.js';
import { fairnessChains, rounds } from '../rounds.tables.js';
import { createManualClock } from '../../../platform/clock.js';
import { buildTestApp } from '../../../test/test-app.js';
import { findChain, seedOf } from './chains.js';
import { scheduleRoomType } from './scheduler.js';

let database: TestDatabase;
let harness: RoundsHarness;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  await resetRoundsWorld(database, harness);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

describe('scheduling', () => {
  it('publishes a chain per room type before its first round and keeps two rounds ahead', async () => {
    const engine = harness.engine();
    const first = await engine.tick();
    expect(first.created).toBe(8);
    const chains = await database.db.select().from(fairnessChains);
    expect(chains.map((chain) => chain.roomType).sort((a, b) => a - b)).toEqual([1, 4, 15, 16]);
    const type1 = await roundsOfType(database, 1);
    expect(
      type1.map((round) => [
        round.seqno,
        round.opensAt.toISOString(),
        round.locksAt.toISOString(),
        round.drawsAt.toISOString(),
      ]),
    ).toEqual([
      // Seqnos count the local day's rounds (Asia/Ho_Chi_Minh, 10:05 local).
      ['20261122-0001', '2026-11-22T03:00:06.000Z', '2026-11-22T03:04:00.000Z', '2026-11-22T03:05:00.000Z'],
      ['20261122-0002', '2026-11-22T03:05:03.000Z', '2026-11-22T03:09:00.000Z', '2026-11-22T03:10:00.000Z'],
    ]);
    expect(type1.map((round) => round.n)).toEqual([1, 2]);
    // A second tick at the same time creates nothing more.
    expect((await engine.tick()).created).toBe(0);
    expect(first.opened).toBe(4);
  });

  it('applies the ROUND_*_S overrides to every room type', async () => {
    const engine = harness.engine({ ROUND_PERIOD_S: 30, ROUND_LOCK_S: 10, ROUND_DRAW_DELAY_S: 2 });
    await engine.tick();
    for (const roomType of [1, 4, 15, 16]) {
      const [round] = await roundsOfType(database, roomType);
      expect(round!.drawsAt.getTime() - round!.locksAt.getTime()).toBe(10_000);
      expect(round!.drawsAt.toISOString()).toBe('2026-11-22T03:00:30.000Z');
    }
  });

  it('publishes the next chain before the current one runs out, and rounds move onto it', async () => {
    const timing = { periodS: 120, lockS: 60, drawDelayS: 3 };
    const options = { roundsAhead: 2, chainReserve: 3, timeZone: 'Asia/Ho_Chi_Minh' };
    for (let i = 0; i < 8; i += 1) {
      await scheduleRoomType(database.db, 15, timing, 5, harness.clock.now(), options);
      harness.clock.advanceMs(120_000);
    }
    const chains = (await database.db.select().from(fairnessChains)).filter((chain) => chain.roomType === 15);
    const [first, second] = chains.sort((a, b) => a.sequence - b.sequence);
    // Chain 2 is down to 1 element after 9 rounds, so chain 3 is already public too.
    expect(chains.map((chain) => chain.sequence)).toEqual([1, 2, 3]);
    const type15 = await roundsOfType(database, 15);
    expect(type15).toHaveLength(9);
    // The second chain was public before the first ran out (after its 3rd round, with 2 left).
    const lastOnFirst = type15.filter((round) => round.chainId === first!.id).at(-1)!;
    expect(second!.publishedAt.getTime()).toBeLessThan(lastOnFirst.createdAt.getTime());
    expect(type15.map((round) => [round.chainId === first!.id ? 1 : 2, round.n])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [1, 5],
      [2, 1],
      [2, 2],
      [2, 3],
      [2, 4],
    ]);
  });
});

describe('drawing', () => {
  it('reveals a seed that hashes forward to T and reproduces the stored result', async () => {
    const engine = harness.engine();
    await engine.tick();
    const [round] = await roundsOfType(database, 16);
    const before = await ok<{ seed: string | null; result: unknown }>(harness.app, fairEndpoints.round.path, {
      gametype: 16,
      seqno: round!.seqno,
    });
    expect(before.seed).toBeNull();
    expect(before.result).toBeNull();

    harness.clock.set(round!.drawsAt);
    const report = await engine.tick();
    expect(report.settled.map((entry) => entry.round.id)).toContain(round!.id);
    const proof = await ok<{
      seed: string;
      n: number;
      terminatingHash: string;
      salt: string;
      result: RoundResult;
    }>(harness.app, fairEndpoints.round.path, {
      gametype: 16,
      seqno: round!.seqno,
    });
    expect(await hashForward(proof.seed, proof.n)).toBe(proof.terminatingHash);
    expect(
      await computeRoundResult({ seed: proof.seed, roomType: 16, seqno: round!.seqno, salt: proof.salt }),
    ).toEqual(proof.result);
    expect(proof.result.kind).toBe('race');
    // Never the secret, anywhere in the public chain list.
    const chain = await findChain(
      database.db,
      (await createRoundsRepository({ db: database.db }).round(round!.id))!.chainId,
    );
    const list = JSON.stringify(await ok(harness.app, fairEndpoints.chains.path, {}));
    expect(list).not.toContain(chain!.secretHex);
    expect(list).toContain(chain!.terminatingHash);
  });

  it('never answers a seed of a round not drawn yet, in any public call', async () => {
    const engine = harness.engine();
    await engine.tick();
    const [first] = await roundsOfType(database, 1);
    harness.clock.set(first!.drawsAt);
    await engine.tick();
    const repository = createRoundsRepository({ db: database.db });
    const pending = (await roundsOfType(database, 1)).filter((round) => round.state !== 'settled');
    expect(pending.length).toBeGreaterThan(0);
    const chains = JSON.stringify(await ok(harness.app, fairEndpoints.chains.path, { gametype: 1 }));
    for (const round of pending) {
      const chain = (await findChain(database.db, round.chainId))!;
      const secretSeed = await seedOf(chain, round.n);
      const answer = await ok<{ seed: string | null; result: unknown; state: string }>(
        harness.app,
        fairEndpoints.round.path,
        { gametype: 1, seqno: round.seqno },
      );
      expect(answer.seed).toBeNull();
      expect(answer.result).toBeNull();
      expect(JSON.stringify(answer)).not.toContain(secretSeed);
      expect(chains).not.toContain(secretSeed);
      expect((await repository.round(round.id))!.seed).toBeNull();
    }
    const drawn = await ok<{ seed: string }>(harness.app, fairEndpoints.round.path, {
      gametype: 1,
      seqno: first!.seqno,
    });
    expect(drawn.seed).toBe(await seedOf((await findChain(database.db, first!.chainId))!, first!.n));
  });

  it('consecutive seeds chain: SHA-256 of round n+1 seed is round n seed', async () => {
    const engine = harness.engine();
    await engine.tick();
    const ofType1 = await roundsOfType(database, 1);
    harness.clock.set(ofType1[1]!.drawsAt);
    await engine.tick();
    const [a, b] = await roundsOfType(database, 1);
    expect(a!.state).toBe('settled');
    expect(b!.state).toBe('settled');
    expect(await hashForward(b!.seed!, 1)).toBe(a!.seed);
  });

  it('draws and settles every overdue round on the first tick after downtime', async () => {
    const engine = harness.engine();
    await engine.tick();
    const player = await createPlayerForTest(database, { clock: harness.clock });
    void player;
    // The server was down for an hour: both scheduled rounds of each type are overdue.
    harness.clock.advanceMs(3_600_000);
    const restarted = harness.engine();
    const report = await restarted.tick();
    expect(report.settled).toHaveLength(8);
    const repository = createRoundsRepository({ db: database.db });
    for (const roomType of [1, 4, 15, 16]) {
      const rows = await roundsOfType(database, roomType);
      expect(rows.slice(0, 2).map((row) => row.state)).toEqual(['settled', 'settled']);
      expect(await repository.currentRound(roomType, harness.clock.now())).not.toBeNull();
    }
  });
});

describe('events', () => {
  it('pushes open, locked, drawn and settled on the room channel with the seed only once drawn', async () => {
    const frames: unknown[] = [];
    const stop = harness.deps.realtime.listen('room:4', (event) => frames.push(JSON.parse(event.frame)));
    try {
      const engine = harness.engine();
      await engine.tick();
      const [round] = await roundsOfType(database, 4);
      harness.clock.set(round!.locksAt);
      await engine.tick();
      harness.clock.set(round!.drawsAt);
      await engine.tick();
      const payloads = frames.map((frame) =>
        roundEventSchema.parse(
          serverMessageSchema.parse(frame).type === 'event' ? (frame as { payload: unknown }).payload : null,
        ),
      );
      const ofRound = payloads.filter((payload) => payload.roundId === round!.id);
      expect(ofRound.map((payload) => payload.event)).toEqual(['open', 'locked', 'drawn', 'settled']);
      expect(ofRound[0]!.seed).toBeNull();
      expect(ofRound[1]!.seed).toBeNull();
      expect(ofRound[2]!.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(ofRound[2]!.wins!.length).toBeGreaterThan(0);
      // The next round opens once the clock passes its opening time.
      harness.clock.advanceMs(3_000);
      await engine.tick();
      expect(frames.length).toBeGreaterThan(payloads.length);
    } finally {
      stop();
    }
  });
});

describe('metrics', () => {
  it('records each settlement’s duration and order count per room type on /metrics', async () => {
    const engine = harness.engine();
    await engine.tick();
    harness.clock.advanceMs(5 * 60_000);
    const report = await engine.tick();
    expect(report.settled.map((entry) => entry.round.roomType)).toContain(1);
    // What the metrics listener answers (platform/metrics/metrics-server.ts, config METRICS_PORT).
    const exposition = await harness.deps.metrics.registry.metrics();
    expect(exposition).toMatch(/fairround_round_settlement_duration_seconds_count\{room_type="1"\} [1-9]/);
    expect(exposition).toMatch(/fairround_round_settled_orders_total\{room_type="1"\} \d+/);
  });
});

describe('app lifecycle', () => {
  it('runs the engine timer when ROUND_SCHEDULER is on and stops it on close', async () => {
    const clock = createManualClock(START);
    const app = await buildTestApp(database, { clock, env: { ROUND_SCHEDULER: 'true' } });
    try {
      // The onReady hook seeded nothing new (already there) and started the timer: first tick at once.
      const deadline = Date.now() + 10_000;
      while ((await database.db.select().from(rounds)).length < 8 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await database.db.select().from(rounds)).toHaveLength(8);
    } finally {
      await app.close();
    }
    // Stopped: time passes, nothing is locked or drawn any more.
    clock.set(new Date(START.getTime() + 3_600_000));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await database.db.select().from(rounds)).every((round) => round.state === 'open')).toBe(true);
  });
});
