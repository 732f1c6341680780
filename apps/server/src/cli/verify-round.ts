import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatRoundResult,
  verifyRoundProof,
  type ProofVerdict,
  type RoundProof,
  fairEndpoints,
} from '@fairround/shared';

/**
 * The offline verifier behind `npm run verify` (PRODUCT.md §6): takes a round's published proof
 * from a running server (`/api/Fair/round`) or from a JSON export of that answer, recomputes it
 * with the same shared code as the browser, and says plainly whether it holds.
 */
export const DEFAULT_URL = 'http://127.0.0.1:8080';

export const USAGE = [
  'Usage: npm run verify -- --type <room type> --seqno <round number> [--url <server>]',
  '       npm run verify -- --file <export.json>',
  `  --url   server to ask for the round (default ${DEFAULT_URL})`,
  '  --file  a saved /api/Fair/round answer (the envelope or its data); no network is used',
].join('\n');

export type VerifyArgs =
  { kind: 'server'; url: string; roomType: string; seqno: string } | { kind: 'file'; file: string };

export class UsageError extends Error {}
/** The proof could not be fetched: the server is unreachable or refused the request. */
export class LoadError extends Error {}

export function parseVerifyArgs(argv: string[]): VerifyArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string' },
      seqno: { type: 'string' },
      url: { type: 'string' },
      file: { type: 'string' },
    },
    strict: true,
  });
  if (values.file) return { kind: 'file', file: values.file };
  if (!values.type || !values.seqno) throw new UsageError('give --type and --seqno, or --file');
  return { kind: 'server', url: values.url ?? DEFAULT_URL, roomType: values.type, seqno: values.seqno };
}

/** An export may be the whole envelope `{code, info, data}` or only its data. */
function proofOf(json: unknown): RoundProof {
  const candidate = (
    json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : json
  ) as Partial<RoundProof> | null;
  const fields = ['roomType', 'seqno', 'n', 'length', 'terminatingHash', 'salt'] as const;
  if (!candidate || typeof candidate !== 'object' || fields.some((field) => candidate[field] === undefined)) {
    throw new UsageError(`not a round proof: expected ${fields.join(', ')}, seed and result`);
  }
  return { ...candidate, seed: candidate.seed ?? null, result: candidate.result ?? null } as RoundProof;
}

export async function loadProof(args: VerifyArgs, fetcher: typeof fetch = fetch): Promise<RoundProof> {
  if (args.kind === 'file') {
    // npm runs the script inside apps/server; a relative path means the caller's directory.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
    return proofOf(JSON.parse(await readFile(file, 'utf8')));
  }
  const response = await fetcher(new URL(fairEndpoints.round.path, args.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gametype: args.roomType, seqno: args.seqno, lang: 'en-US' }),
  }).catch((error: unknown) => {
    throw new LoadError(
      `could not reach ${args.url} (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  const envelope = (await response.json()) as { code: number; info: string; data: unknown };
  if (envelope.code !== 1) throw new LoadError(`the server refused: ${envelope.info}`);
  return proofOf(envelope.data);
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The report lines and the verdict; exit code 0 only for a verified round. */
export function describeVerdict(verdict: ProofVerdict): { lines: string[]; exitCode: 0 | 1 } {
  const { proof } = verdict;
  const lines = [
    `Round ${proof.seqno} of room type ${proof.roomType}${proof.chainId ? `, chain ${proof.chainId}` : ''}, n = ${proof.n} of ${proof.length}`,
    `  T (published first)  ${proof.terminatingHash}`,
    `  salt                 ${proof.salt}`,
    `  seed (revealed)      ${proof.seed ?? '— not revealed yet'}`,
    `  published result     ${proof.result ? formatRoundResult(proof.result) : '—'}`,
  ];
  if (verdict.status === 'undrawn') {
    lines.push('NOT VERIFIABLE YET: the round has not been drawn; its seed is revealed at the draw.');
    return { lines, exitCode: 1 };
  }
  if (verdict.status === 'malformed') {
    lines.push(`NOT VERIFIED: the published ${verdict.problem} is not in the expected form.`);
    return { lines, exitCode: 1 };
  }
  lines.push(
    `${mark(verdict.chain.ok)} step 1: hashing the seed with SHA-256 ${proof.n}× gives ${verdict.chain.computed}` +
      (verdict.chain.ok ? ' = T' : ` ≠ T ${verdict.chain.expected}`),
    `${mark(verdict.outcome.ok)} step 2: HMAC-SHA256 of the seed over "${proof.roomType}:${proof.seqno}:${proof.salt}:<counter>" gives ` +
      `${formatRoundResult(verdict.outcome.computed)}` +
      (verdict.outcome.ok
        ? ' = the published result'
        : ` ≠ the published ${verdict.outcome.published ? formatRoundResult(verdict.outcome.published) : 'nothing'}`),
  );
  if (verdict.status === 'verified') {
    lines.push(
      'VERIFIED: the seed was fixed by the published chain before the round, and it gives exactly the published result.',
    );
    return { lines, exitCode: 0 };
  }
  lines.push('NOT VERIFIED: the values above marked ✗ do not match what was published.');
  return { lines, exitCode: 1 };
}

/** Runs the whole check; failures to load are reported, never thrown at the caller. */
export async function runVerify(
  argv: string[],
  io: { out: (line: string) => void; fetcher?: typeof fetch },
): Promise<0 | 1> {
  try {
    const proof = await loadProof(parseVerifyArgs(argv), io.fetcher);
    const { lines, exitCode } = describeVerdict(await verifyRoundProof(proof));
    lines.forEach(io.out);
    return exitCode;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.out(`NOT VERIFIED: ${message}`);
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      io.out(USAGE);
    return 1;
  }
}
