import { randomInt } from 'node:crypto';
import {
  DEPOSIT_REFERENCE_ALPHABET,
  DEPOSIT_REFERENCE_LENGTH,
  normalizeTxHash,
  type StoredDepositMethod,
} from '@fairround/shared';
import { invalidField } from '../../../platform/errors/app-error.js';
import { isUniqueViolationOf } from '../../../platform/db/unique-violation.js';
import { txHashAlreadyClaimed, txHashInvalid } from '../cashier.errors.js';
import type { createDepositsRepository, DepositRow, NewDepositRow } from './deposits.repository.js';

/**
 * How many references one request draws before giving up. With 32^8 codes a single collision is
 * already about one in a million at a million stored requests; five in a row means something
 * else is wrong (a broken random source), which must fail loudly rather than loop.
 */
const MAX_REFERENCE_DRAWS = 5;
/** The partial unique index behind "one transaction backs one live request of a method". */
const LIVE_TX_HASH_CONSTRAINT = 'deposit_requests_live_tx_hash_unique';

/** A fresh reference: each character drawn from the alphabet with node:crypto (never Math.random). */
export function drawDepositReference(): string {
  let reference = '';
  for (let index = 0; index < DEPOSIT_REFERENCE_LENGTH; index += 1) {
    reference += DEPOSIT_REFERENCE_ALPHABET[randomInt(DEPOSIT_REFERENCE_ALPHABET.length)];
  }
  return reference;
}

/**
 * The chain transaction a crypto request claims: required (1001 `tx_hash`) and a well-formed id of
 * the method's chain (3086), normalised so one transaction always compares equal. Bank methods
 * take none (a sent `tx_hash` is ignored).
 */
export function txHashOf(method: StoredDepositMethod, input: string): string | null {
  if (method.kind !== 'chain') return null;
  if (input.trim() === '') throw invalidField('tx_hash');
  const normalized = method.chain ? normalizeTxHash(method.chain, input) : null;
  if (normalized === null) throw txHashInvalid();
  return normalized;
}

/**
 * Inserts the request under a fresh reference, drawing again when the unique index says it is
 * taken (`ON CONFLICT DO NOTHING`, so the transaction stays usable). A transaction id another
 * live request claimed meanwhile (the index, under a race the caller's check could not see)
 * answers 3087.
 */
export async function insertWithReference(
  repository: ReturnType<typeof createDepositsRepository>,
  row: Omit<NewDepositRow, 'reference'>,
  draw: () => string = drawDepositReference,
): Promise<DepositRow> {
  for (let attempt = 1; attempt <= MAX_REFERENCE_DRAWS; attempt += 1) {
    const inserted = await repository
      .insertUnlessReferenceTaken({ ...row, reference: draw() })
      .catch((error: unknown) => {
        throw isUniqueViolationOf(error, LIVE_TX_HASH_CONSTRAINT) ? txHashAlreadyClaimed() : error;
      });
    if (inserted) return inserted;
  }
  throw new Error(`deposit request: no free reference after ${MAX_REFERENCE_DRAWS} draws`);
}
