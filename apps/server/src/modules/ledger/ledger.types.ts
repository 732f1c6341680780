import type { HouseAccountType, LedgerCode, LedgerCounterparty, MinorUnits, PlayerAccountType } from '@fairround/shared';

export type PlayerAccountRef = { kind: 'player'; playerId: string; type: PlayerAccountType };
export type HouseAccountRef = { kind: 'house'; type: HouseAccountType };
/** Names an account; the ledger creates it on first use. */
export type AccountRef = PlayerAccountRef | HouseAccountRef;

/**
 * One movement: `amount` leaves the `debit` account and arrives in the `credit` account (the
 * debit balance goes down, the credit balance goes up). `id` is the idempotency key: posting the
 * same id again with the same fields is a no-op that answers the original.
 */
export type TransferInput = {
  id: string;
  debit: AccountRef;
  credit: AccountRef;
  /** Minor units, a safe integer > 0. */
  amount: MinorUnits;
  code: LedgerCode;
  /** What the money moved for, e.g. `deposit:<requestId>` or `order:<orderId>`. */
  reference: string;
};

/** The kinds of hold (ledger.holds.ts): what the money waits for. */
export type HoldKind = 'withdrawal' | 'order' | 'staking';

/** Names one hold: a withdrawal's, an order's or a staking position's, by its id. */
export type HoldRef = { kind: HoldKind; subject: string };

/** Money set aside: `amount` moves from `from` into the same player's hold account of the kind. */
export type Reservation = { hold: HoldRef; from: PlayerAccountRef; amount: MinorUnits };

/**
 * How a hold ends, exactly once. `void` returns all of it to where it came from; `post` sends it
 * where the hold's kind defines (a paid withdrawal to the house's withdrawals, a lost stake to the
 * house's game). An order's hold may post only `amount` of it (0 for a win): the rest returns to
 * the player as a payout. Amount, accounts and ids always come from the hold itself.
 */
export type Resolution =
  { hold: HoldRef; outcome: 'void' } | { hold: HoldRef; outcome: 'post'; amount?: MinorUnits };

/**
 * A resolution in a bulk post, with the hold as the caller's own rows know it (an order's player
 * and total). The ledger checks each statement against the stored hold — a set-based read, never
 * a query per hold — and refuses the whole post when one differs (LedgerHoldError).
 */
export type StatedResolution = Resolution & { reserved: { from: PlayerAccountRef; amount: MinorUnits } };

/** One entry of `postMany`: a plain transfer or a stated hold's resolution. */
export type BulkEntry = TransferInput | StatedResolution;

export type PostedTransfer = TransferInput & {
  debitBalanceAfter: MinorUnits;
  creditBalanceAfter: MinorUnits;
  createdAt: Date;
  /** True when this id had already been posted; nothing moved this time. */
  replayed: boolean;
};

export type PlayerBalances = {
  cash: MinorUnits;
  withdrawalHold: MinorUnits;
  betEscrow: MinorUnits;
  staking: MinorUnits;
};

export type HouseBalances = Record<HouseAccountType, MinorUnits>;

/** The other side of an entry, by kind and type only (never another player's id); the console shows it as is. */
export type Counterparty = LedgerCounterparty;

/** A transfer seen from one account: the fund flow's row. */
export type LedgerEntry = {
  transferId: string;
  /** Signed from this account's view: positive is income, negative is expense. */
  amount: MinorUnits;
  balanceBefore: MinorUnits;
  balanceAfter: MinorUnits;
  code: LedgerCode;
  reference: string;
  createdAt: Date;
  counterparty: Counterparty;
};

export type EntriesQuery = {
  /** Inclusive lower bound on the transfer time. */
  from?: Date;
  /** Exclusive upper bound on the transfer time. */
  to?: Date;
  /** Page size, 1–200 (default 50). */
  limit?: number;
  /** `nextCursor` of the previous page; pages run newest first. */
  cursor?: string | null;
};

export type EntriesPage = { entries: LedgerEntry[]; nextCursor: string | null };

export type InvariantReport = { ok: boolean; problems: string[] };
