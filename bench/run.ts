/**
 * Benchmarks of the fairness verifier that players run in their browser (`/fairness`) and on
 * the command line (`npm run verify`). Machines differ and are noisy, so every figure is printed
 * as a ratio against a baseline measured in the same run: one SHA-256 of a 64-character seed.
 *
 *   npm run bench
 */
import {
  buildChain,
  computeRoundResult,
  sha256Hex,
  verifyRoundBatch,
  verifyRoundProof,
  type RoundProof,
} from '@fairround/shared';

const SALT = 'bench-public-salt';
/** Rounds far into a chain: a single check hashes the seed forward this many times. */
const POSITION = 1_000;
const BATCH = 100;

type Measured = { name: string; perRunMs: number };

/** Median time of one call over several samples, after a warm-up. */
async function measure(name: string, run: () => Promise<unknown>, calls: number): Promise<Measured> {
  for (let i = 0; i < Math.max(1, calls / 10); i += 1) await run();
  const samples: number[] = [];
  for (let sample = 0; sample < 7; sample += 1) {
    const started = performance.now();
    for (let i = 0; i < calls; i += 1) await run();
    samples.push((performance.now() - started) / calls);
  }
  samples.sort((a, b) => a - b);
  return { name, perRunMs: samples[Math.floor(samples.length / 2)]! };
}

function proofOf(chain: readonly string[], n: number, result: RoundProof['result']): RoundProof {
  const length = chain.length - 1;
  return {
    roomType: 1,
    seqno: `20261123-${String(n).padStart(4, '0')}`,
    chainId: 'bench',
    n,
    length,
    terminatingHash: chain[length]!,
    salt: SALT,
    seed: chain[length - n]!,
    result,
  };
}

async function proofs(chain: readonly string[], from: number, count: number): Promise<RoundProof[]> {
  const list: RoundProof[] = [];
  for (let n = from; n < from + count; n += 1) {
    const draft = proofOf(chain, n, null);
    const result = await computeRoundResult({
      seed: draft.seed!,
      roomType: 1,
      seqno: draft.seqno,
      salt: SALT,
    });
    list.push({ ...draft, result });
  }
  return list;
}

async function main(): Promise<void> {
  const secret = crypto.getRandomValues(new Uint8Array(32));
  // g0 … gL; round n uses g(L−n).
  const chain = await buildChain(secret, POSITION + BATCH);
  const latest = await proofs(chain, POSITION, BATCH);
  const seed = latest[0]!.seed!;
  const digits = { seed, roomType: 1, seqno: '20261123-0001', salt: SALT };

  const baseline = await measure('one SHA-256 (baseline)', () => sha256Hex(seed), 2_000);
  const results = [
    await measure('draw digits (room type 1)', () => computeRoundResult(digits), 1_000),
    await measure('draw a race (room type 16)', () => computeRoundResult({ ...digits, roomType: 16 }), 1_000),
    await measure(`verify one round at n = ${POSITION}`, () => verifyRoundProof(latest[0]!), 5),
    await measure(
      `verify ${BATCH} rounds one by one`,
      async () => {
        for (const proof of latest) await verifyRoundProof(proof);
      },
      1,
    ),
    await measure(`verify the same ${BATCH} rounds in batch`, () => verifyRoundBatch(latest), 1),
  ];

  const verdicts = await verifyRoundBatch(latest);
  if (verdicts.some((entry) => entry.status !== 'verified'))
    throw new Error('the benchmark rounds must verify');

  console.log(`baseline: ${baseline.name} = ${(baseline.perRunMs * 1000).toFixed(1)} µs on this machine\n`);
  console.log('ratio to baseline  benchmark');
  for (const result of results) {
    console.log(`${(result.perRunMs / baseline.perRunMs).toFixed(1).padStart(17)}  ${result.name}`);
  }
  const single = results[3]!.perRunMs;
  const batch = results[4]!.perRunMs;
  console.log(
    `\nbatch / one by one: ${(batch / single).toFixed(3)} (the batch hashes each seed only back to the last one it verified)`,
  );
}

await main();
