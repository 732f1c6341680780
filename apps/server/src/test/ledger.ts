import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Executor } from '../platform/db/database.js';
import { systemClock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { checkLedgerInvariants } from '../modules/ledger/ledger.invariants.js';
import { createLedgerService } from '../modules/ledger/ledger.service.js';
import type { PostedTransfer } from '../modules/ledger/ledger.types.js';

/**
 * Fails the test with every broken ledger invariant listed. Call it at the end of each
 * integration scenario that moves money (`await expectLedgerInvariants(database.db)`).
 */
export async function expectLedgerInvariants(db: Executor): Promise<void> {
  const report = await checkLedgerInvariants(db);
  expect(report.problems, 'ledger invariants').toEqual([]);
  expect(report.ok).toBe(true);
}

/**
 * Gives a player cash the honest way, as an approved deposit would: house deposits → player cash.
 * For other modules' tests that need a funded player.
 */
export async function fundPlayerForTest(
  db: Database,
  playerId: string,
  amountMinor: number,
): Promise<PostedTransfer> {
  const ledger = createLedgerService({ db, clock: systemClock });
  const id = `test-deposit:${randomUUID()}`;
  const [posted] = await ledger.post([
    {
      id,
      debit: { kind: 'house', type: 'deposits' },
      credit: { kind: 'player', playerId, type: 'cash' },
      amount: amountMinor,
      code: 'deposit',
      reference: id,
    },
  ]);
  return posted!;
}
