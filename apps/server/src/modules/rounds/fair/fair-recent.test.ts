import { verifyRoundProof, type RoundProof, fairEndpoints } from '@fairround/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ok, refused } from '../../../test/http.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  resetRoundsWorld,
} from '../../../test/rounds.js';

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

/** Ticks the engine through `draws` draws of room type 1. */
async function drawRounds(draws: number): Promise<void> {
  const engine = harness.engine();
  await engine.tick();
  for (let i = 0; i < draws; i += 1) {
    const next = (await roundsOfType(database, 1)).find((round) => round.state !== 'settled');
    harness.clock.set(next!.drawsAt);
    await engine.tick();
  }
}

describe(fairEndpoints.recent.path, () => {
  it('answers the latest drawn rounds newest first, each verifying against its chain', async () => {
    await drawRounds(3);
    const { list } = await ok<{ list: RoundProof[] }>(harness.app, fairEndpoints.recent.path, {
      gametype: 1,
    });
    expect(list).toHaveLength(3);
    expect(list.map((round) => round.n)).toEqual([3, 2, 1]);
    for (const proof of list) expect((await verifyRoundProof(proof)).status).toBe('verified');
    const limited = await ok<{ list: RoundProof[] }>(harness.app, fairEndpoints.recent.path, {
      gametype: 1,
      limit: 2,
    });
    expect(limited.list.map((round) => round.n)).toEqual([3, 2]);
  });

  it('never lists a round before its draw', async () => {
    await drawRounds(1);
    const { list } = await ok<{ list: RoundProof[] }>(harness.app, fairEndpoints.recent.path, {
      gametype: 1,
    });
    const pending = (await roundsOfType(database, 1)).filter((round) => round.state !== 'settled');
    expect(pending.length).toBeGreaterThan(0);
    expect(list.map((round) => round.seqno)).not.toEqual(expect.arrayContaining([pending[0]!.seqno]));
    expect(list.every((round) => round.seed !== null)).toBe(true);
  });

  it('says a round drawn after an outage was late, by how much, in the proof and the room (issue #25)', async () => {
    await drawRounds(1);
    const engine = harness.engine();
    const next = (await roundsOfType(database, 1)).find((round) => round.state !== 'settled')!;
    // No instance ran at the draw time: the next tick comes 95 s late.
    harness.clock.set(new Date(next.drawsAt.getTime() + 95_000));
    await engine.tick();
    const { list } = await ok<{ list: RoundProof[] }>(harness.app, fairEndpoints.recent.path, { gametype: 1 });
    const late = list.find((round) => round.seqno === next.seqno)!;
    expect(late.lateBySeconds).toBe(95);
    expect((await verifyRoundProof(late)).status).toBe('verified');
    expect(list.filter((round) => round.seqno !== next.seqno).map((round) => round.lateBySeconds)).toEqual([null]);
    const single = await ok<RoundProof>(harness.app, fairEndpoints.round.path, { gametype: 1, seqno: next.seqno });
    expect(single.lateBySeconds).toBe(95);
  });

  it('refuses an unknown room type (1052) and a limit above 100', async () => {
    await refused(harness.app, fairEndpoints.recent.path, { gametype: 7 }, 1052);
    await refused(harness.app, fairEndpoints.recent.path, { gametype: '' }, 1052);
    await refused(harness.app, fairEndpoints.recent.path, { gametype: 1, limit: 101 }, 1001);
  });
});
