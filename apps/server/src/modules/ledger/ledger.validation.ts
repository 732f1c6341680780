import { isHouseAccountType, isLedgerCode, isPlayerAccountType, isSafeMinor } from '@fairround/shared';
import { isUuid } from '../../platform/http/ids.js';
import { accountKey } from './ledger.accounts.js';
import { InvalidLedgerInputError } from './ledger.errors.js';
import { checkLedgerRule } from './ledger.rules.js';
import type { AccountRef, TransferInput } from './ledger.types.js';

const MAX_ID_LENGTH = 128;
const MAX_REFERENCE_LENGTH = 200;
const MAX_TRANSFERS_PER_POST = 100;

/** Checks one reference and returns a canonical copy (lower-case player id, no extra fields). */
export function validateAccountRef(ref: AccountRef, side: string): AccountRef {
  if (ref?.kind === 'player') {
    if (typeof ref.playerId !== 'string' || !isUuid(ref.playerId)) {
      throw new InvalidLedgerInputError(`${side}: player id must be a uuid`);
    }
    if (!isPlayerAccountType(ref.type))
      throw new InvalidLedgerInputError(`${side}: unknown player account type ${String(ref.type)}`);
    return { kind: 'player', playerId: ref.playerId.toLowerCase(), type: ref.type };
  }
  if (ref?.kind === 'house') {
    if (!isHouseAccountType(ref.type))
      throw new InvalidLedgerInputError(`${side}: unknown house account type ${String(ref.type)}`);
    return { kind: 'house', type: ref.type };
  }
  throw new InvalidLedgerInputError(`${side}: account kind must be player or house`);
}

/** Checks one transfer and returns a canonical copy; its code must allow its accounts (ledger.rules.ts). */
export function validateTransfer(input: TransferInput): TransferInput {
  const { id, amount, code, reference } = input;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) {
    throw new InvalidLedgerInputError(`transfer id must be 1–${MAX_ID_LENGTH} characters`);
  }
  if (typeof amount !== 'number' || !isSafeMinor(amount) || amount <= 0) {
    throw new InvalidLedgerInputError(
      `transfer ${id}: amount must be a safe positive integer of minor units, got ${amount}`,
    );
  }
  if (!isLedgerCode(code))
    throw new InvalidLedgerInputError(`transfer ${id}: unknown ledger code ${String(code)}`);
  if (typeof reference !== 'string' || reference.length === 0 || reference.length > MAX_REFERENCE_LENGTH) {
    throw new InvalidLedgerInputError(
      `transfer ${id}: reference must be 1–${MAX_REFERENCE_LENGTH} characters`,
    );
  }
  const debit = validateAccountRef(input.debit, `transfer ${id} debit`);
  const credit = validateAccountRef(input.credit, `transfer ${id} credit`);
  if (accountKey(debit) === accountKey(credit)) {
    throw new InvalidLedgerInputError(`transfer ${id}: debit and credit are the same account`);
  }
  const valid = { id, debit, credit, amount, code, reference };
  checkLedgerRule(valid);
  return valid;
}

/** Validates a batch: every transfer well formed, ids unique within it, a bounded size. */
export function validateBatch(transfers: readonly TransferInput[]): TransferInput[] {
  if (transfers.length > MAX_TRANSFERS_PER_POST) {
    throw new InvalidLedgerInputError(`at most ${MAX_TRANSFERS_PER_POST} transfers per post`);
  }
  const valid = transfers.map(validateTransfer);
  const ids = new Set<string>();
  for (const transfer of valid) {
    if (ids.has(transfer.id))
      throw new InvalidLedgerInputError(`transfer id ${transfer.id} appears twice in one post`);
    ids.add(transfer.id);
  }
  return valid;
}
