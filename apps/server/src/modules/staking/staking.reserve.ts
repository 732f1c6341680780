import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { holdIdOf, holdReferenceOf, resolutionIdOf, type LedgerService } from '../ledger/ledger.service.js';
import type { HoldRef, HouseAccountRef, PlayerAccountRef } from '../ledger/ledger.types.js';
import { createStakingRepository } from './staking.repository.js';
import { STAKING_RESERVE_LOCK_KEY } from '../../platform/db/advisory-locks.js';

/** Where interest is paid from: funded by the operator, never below the interest promised. */
export const RESERVE: HouseAccountRef = { kind: 'house', type: 'staking_reserve' };
/** Where the operator's reserve money comes from (and a release goes back to). */
export const FUNDING: HouseAccountRef = { kind: 'house', type: 'staking_interest' };

export const cashOf = (playerId: string): PlayerAccountRef => ({ kind: 'player', playerId, type: 'cash' });

/** A position's principal in the ledger: reserved cash → staking at transfer-in, voided back at maturity. */
export const positionHold = (positionId: string): HoldRef => ({ kind: 'staking', subject: positionId });

/** Deterministic transfer ids: a replay of any step is a no-op in the ledger. */
export const transferIds = {
  in: (positionId: string) => holdIdOf(positionHold(positionId)),
  day: (positionId: string, day: number) => `staking:${positionId}:day:${day}`,
  principal: (positionId: string) => resolutionIdOf(positionHold(positionId)),
  reserve: (key: string) => `staking:reserve:${key}`,
};
export const positionReference = (positionId: string) => holdReferenceOf(positionHold(positionId));

/**
 * Serialises everything that spends headroom (transfer-ins, releases) across every instance until
 * the transaction ends, so two of them can never both pass on the same free reserve. Accruals do
 * not take it: they lower the reserve and the promised interest by the same amount.
 */
export async function lockReserve(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAKING_RESERVE_LOCK_KEY}::bigint)`);
}

export type ReserveState = {
  reserveMinor: number;
  promisedMinor: number;
  headroomMinor: number;
  principalMinor: number;
  interestPaidMinor: number;
  open: number;
  matured: number;
};

/**
 * The reserve against what it backs. The promised interest is read first and the reserve second,
 * so an accrual committing in between can only make the headroom come out smaller than it is.
 */
export async function reserveStateOf(executor: Executor, ledger: LedgerService): Promise<ReserveState> {
  const liabilities = await createStakingRepository({ db: executor }).liabilities();
  const reserveMinor = await ledger.balanceOf(RESERVE, executor);
  return {
    reserveMinor,
    promisedMinor: liabilities.promisedMinor,
    headroomMinor: reserveMinor - liabilities.promisedMinor,
    principalMinor: liabilities.principalMinor,
    interestPaidMinor: liabilities.interestPaidMinor,
    open: liabilities.open,
    matured: liabilities.matured,
  };
}
