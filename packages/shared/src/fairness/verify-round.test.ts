import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RoundResult } from './fairness.js';
import {
  formatRoundResult,
  sameResult,
  verifyRoundBatch,
  verifyRoundProof,
  type RoundProof,
} from './verify-round.js';

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

const vectors = JSON.parse(
  fs.readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fairness-vectors.json'),
    'utf8',
  ),
) as Vectors;

function proofsOf(round: Vectors['rounds'][number]): RoundProof[] {
  const common = {
    n: round.n,
    length: vectors.L,
    terminatingHash: vectors.terminatingHash,
    seed: round.seed,
  };
  const digits: RoundResult = {
    kind: 'digits',
    nums: round.digitGame.result.nums as [number, number, number],
    sum: round.digitGame.result.sum,
  };
  return [
    {
      ...common,
      roomType: round.digitGame.roomType,
      seqno: round.digitGame.seqno,
      salt: round.digitGame.salt,
      result: digits,
    },
    {
      ...common,
      roomType: round.raceGame.roomType,
      seqno: round.raceGame.seqno,
      salt: round.raceGame.salt,
      result: { kind: 'race', order: round.raceGame.result },
    },
  ];
}

const first = proofsOf(vectors.rounds[0]!)[0]!;

describe('verifyRoundProof', () => {
  it.each(vectors.rounds.flatMap(proofsOf))(
    'verifies the published vector $roomType $seqno',
    async (proof) => {
      const verdict = await verifyRoundProof(proof);
      expect(verdict.status).toBe('verified');
      if (verdict.status !== 'verified') return;
      expect(verdict.chain.computed).toBe(vectors.terminatingHash);
      expect(sameResult(verdict.outcome.computed, proof.result)).toBe(true);
    },
  );

  it('fails a tampered result, naming the outcome step', async () => {
    const verdict = await verifyRoundProof({ ...first, result: { kind: 'digits', nums: [0, 0, 0], sum: 0 } });
    expect(verdict.status).toBe('failed');
    if (verdict.status !== 'failed') return;
    expect(verdict.chain.ok).toBe(true);
    expect(verdict.outcome.ok).toBe(false);
  });

  it('fails a seed that is not on the chain at position n', async () => {
    const wrongPosition = await verifyRoundProof({ ...first, n: first.n + 1 });
    expect(wrongPosition.status).toBe('failed');
    const otherSeed = await verifyRoundProof({ ...first, seed: vectors.rounds[1]!.seed });
    expect(otherSeed.status).toBe('failed');
    if (otherSeed.status === 'failed') expect(otherSeed.chain.ok).toBe(false);
  });

  it('fails when the salt or seqno differ from what decided the draw', async () => {
    expect((await verifyRoundProof({ ...first, salt: 'other-salt' })).status).toBe('failed');
    expect((await verifyRoundProof({ ...first, seqno: '20261122-0099' })).status).toBe('failed');
  });

  it('reports an undrawn round and malformed inputs without computing', async () => {
    expect((await verifyRoundProof({ ...first, seed: null, result: null })).status).toBe('undrawn');
    expect(await verifyRoundProof({ ...first, seed: 'zz' })).toMatchObject({
      status: 'malformed',
      problem: 'seed',
    });
    expect(await verifyRoundProof({ ...first, n: 0 })).toMatchObject({
      status: 'malformed',
      problem: 'position',
    });
    expect(await verifyRoundProof({ ...first, n: vectors.L + 1 })).toMatchObject({
      status: 'malformed',
      problem: 'position',
    });
    expect(await verifyRoundProof({ ...first, roomType: 7 })).toMatchObject({
      status: 'malformed',
      problem: 'roomType',
    });
  });

  it('formats results in one line', () => {
    expect(formatRoundResult({ kind: 'digits', nums: [9, 7, 2], sum: 18 })).toBe('9 + 7 + 2 = 18');
    expect(formatRoundResult({ kind: 'race', order: [3, 1, 2] })).toBe('3 › 1 › 2');
  });
});

describe('verifyRoundBatch', () => {
  const digits = vectors.rounds.map((round) => proofsOf(round)[0]!);

  it('verifies every vector round of one chain, newest first, reporting progress', async () => {
    const progress: number[] = [];
    const entries = await verifyRoundBatch([...digits].reverse(), (done) => progress.push(done));
    expect(entries.map((entry) => entry.status)).toEqual(digits.map(() => 'verified'));
    expect(entries[0]!.proof.n).toBe(digits.at(-1)!.n);
    expect(progress).toEqual(digits.map((_, i) => i + 1));
  });

  it('fails a round whose seed does not lead to an earlier verified seed, or whose result was altered', async () => {
    const tampered = digits.map((proof, i) => (i === 1 ? { ...proof, seed: digits[2]!.seed } : proof));
    const statuses = (await verifyRoundBatch(tampered)).map((entry) => entry.status);
    expect(statuses[0]).toBe('verified');
    expect(statuses[1]).toBe('failed');
    const altered = digits.map((proof, i) =>
      i === 2
        ? {
            ...proof,
            result: { kind: 'digits' as const, nums: [1, 1, 1] as [number, number, number], sum: 3 },
          }
        : proof,
    );
    expect((await verifyRoundBatch(altered)).map((entry) => entry.status)[2]).toBe('failed');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(verifyRoundBatch(digits, undefined, controller.signal)).rejects.toThrow();
  });
});
