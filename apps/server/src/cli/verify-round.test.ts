import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { seedAccountsForTest } from '../test/players.js';
import { buildRoundsHarness, type RoundsHarness, roundsOfType, seedRoundsForTest } from '../test/rounds.js';
import { runVerify } from './verify-round.js';

type Vectors = {
  L: number;
  terminatingHash: string;
  rounds: {
    n: number;
    seed: string;
    digitGame: { roomType: number; seqno: string; salt: string; result: { nums: number[]; sum: number } };
    raceGame: { roomType: number; seqno: string; salt: string; result: number[] };
  }[];
};

const vectorsPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/shared/src/fairness/fairness-vectors.json',
);
let vectors: Vectors;
let dir: string;

async function exportFile(name: string, json: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify(json));
  return file;
}

async function verify(argv: string[], fetcher?: typeof fetch) {
  const lines: string[] = [];
  const exitCode = await runVerify(argv, { out: (line) => lines.push(line), fetcher });
  return { exitCode, text: lines.join('\n') };
}

function digitExport(index: number) {
  const round = vectors.rounds[index]!;
  return {
    roomType: round.digitGame.roomType,
    seqno: round.digitGame.seqno,
    n: round.n,
    length: vectors.L,
    terminatingHash: vectors.terminatingHash,
    salt: round.digitGame.salt,
    state: 'settled',
    seed: round.seed,
    result: { kind: 'digits', ...round.digitGame.result },
  };
}

beforeAll(async () => {
  vectors = JSON.parse(await readFile(vectorsPath, 'utf8')) as Vectors;
  dir = await mkdtemp(path.join(tmpdir(), 'fair-verify-'));
});

describe('npm run verify --file', () => {
  it.each([0, 1, 2])('verifies vector round %i (exit 0), digits and race', async (index) => {
    const digits = await verify(['--file', await exportFile(`digits-${index}.json`, digitExport(index))]);
    expect(digits.exitCode, digits.text).toBe(0);
    expect(digits.text).toContain('✓ step 1');
    expect(digits.text).toContain('✓ step 2');
    expect(digits.text).toContain('VERIFIED:');
    const round = vectors.rounds[index]!;
    const race = {
      ...digitExport(index),
      roomType: 16,
      salt: round.raceGame.salt,
      result: { kind: 'race', order: round.raceGame.result },
    };
    // The envelope as saved from the API works as well as its data.
    const raced = await verify([
      '--file',
      await exportFile(`race-${index}.json`, { code: 1, info: 'ok', data: race }),
    ]);
    expect(raced.exitCode, raced.text).toBe(0);
  });

  it('rejects a tampered result (exit 1, step 2 ✗)', async () => {
    const tampered = { ...digitExport(0), result: { kind: 'digits', nums: [9, 9, 9], sum: 27 } };
    const { exitCode, text } = await verify(['--file', await exportFile('tampered.json', tampered)]);
    expect(exitCode).toBe(1);
    expect(text).toContain('✓ step 1');
    expect(text).toContain('✗ step 2');
    expect(text).toContain('NOT VERIFIED');
  });

  it('rejects a seed that is not the chain element at n (exit 1, step 1 ✗)', async () => {
    const moved = { ...digitExport(1), n: 3 };
    const { exitCode, text } = await verify(['--file', await exportFile('moved.json', moved)]);
    expect(exitCode).toBe(1);
    expect(text).toContain('✗ step 1');
  });

  it('explains an undrawn round and a file that is not a proof (exit 1)', async () => {
    const undrawn = await verify([
      '--file',
      await exportFile('undrawn.json', { ...digitExport(0), seed: null, result: null, state: 'open' }),
    ]);
    expect(undrawn.exitCode).toBe(1);
    expect(undrawn.text).toContain('seed is revealed at the draw');
    const junk = await verify(['--file', await exportFile('junk.json', { hello: 1 })]);
    expect(junk.exitCode).toBe(1);
    expect(junk.text).toContain('not a round proof');
    const usage = await verify(['--type', '1']);
    expect(usage.exitCode).toBe(1);
    expect(usage.text).toContain('Usage:');
  });
});

describe('npm run verify --type --seqno (from a running server)', () => {
  let database: TestDatabase;
  let harness: RoundsHarness;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    harness = await buildRoundsHarness(database);
    await seedAccountsForTest(database, harness.clock);
    await seedRoundsForTest(database);
    url = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await harness.app.close();
    await database.close();
  });

  it('fetches a drawn round, verifies it (exit 0), and refuses an undrawn one (exit 1)', async () => {
    const engine = harness.engine();
    await engine.tick();
    const [first, second] = await roundsOfType(database, 16);
    harness.clock.set(first!.drawsAt);
    await engine.tick();
    const drawn = await verify(['--type', '16', '--seqno', first!.seqno, '--url', url]);
    expect(drawn.exitCode, drawn.text).toBe(0);
    expect(drawn.text).toContain(`Round ${first!.seqno} of room type 16`);
    const pending = await verify(['--type', '16', '--seqno', second!.seqno, '--url', url]);
    expect(pending.exitCode).toBe(1);
    expect(pending.text).toContain('not been drawn');
    const unknown = await verify(['--type', '16', '--seqno', '20990101-0001', '--url', url]);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.text).toContain('the server refused');
  });
});
