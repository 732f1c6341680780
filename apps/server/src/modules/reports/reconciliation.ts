import { formatMoney, ownValue, type Reconciliation } from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { balancesByType, flowsTowardPlayers } from './reports.queries.js';

/** Codes whose movement toward players is one named line of the reconciliation. */
const LINE_OF_CODE: Record<string, 'deposits' | 'withdrawalsPaid' | 'gaming' | 'adjustments' | 'interest'> = {
  deposit: 'deposits',
  withdrawal_paid: 'withdrawalsPaid',
  bet_payout: 'gaming',
  bet_settle_loss: 'gaming',
  admin_adjustment: 'adjustments',
  staking_interest: 'interest',
};

/** The numbers of a reconciliation in minor units, before formatting (tests read these). */
export type ReconciliationFigures = {
  players: { cash: number; withdrawalHold: number; betEscrow: number; staking: number; total: number };
  houseTotal: number;
  ledgerLiability: number;
  movements: {
    deposits: number;
    withdrawalsPaid: number;
    netGamingResult: number;
    adjustmentsToPlayers: number;
    stakingInterestPaid: number;
    other: number;
    expected: number;
  };
  versusLedger: number;
  versusMovements: number;
};

/**
 * Player liability reconciliation (docs/reports.md), read in one transaction so every figure is
 * of the same moment:
 * - what players hold: Σ of the cached balances of every player account (cash, withdrawal holds,
 *   bet escrow, staking principal);
 * - the ledger's own figure: −Σ of the house accounts' cached balances (double entry: all sum to 0);
 * - rebuilt from movements: deposits − withdrawals paid − net gaming result (the house's win)
 *   + adjustments to players + staking interest paid (+ any other code that crossed to players).
 * Both differences are zero on a consistent ledger; anything else is alarmed.
 */
export async function reconcileFigures(db: Database): Promise<ReconciliationFigures> {
  return db.transaction(async (tx) => {
    const balances = await balancesByType(tx);
    const flows = await flowsTowardPlayers(tx);
    const playerBalance = (type: string) =>
      balances.filter((row) => row.ownerKind === 'player' && row.type === type).reduce((sum, row) => sum + row.balance, 0);
    const players = {
      cash: playerBalance('cash'),
      withdrawalHold: playerBalance('withdrawal_hold'),
      betEscrow: playerBalance('bet_escrow'),
      staking: playerBalance('staking'),
      total: 0,
    };
    players.total = players.cash + players.withdrawalHold + players.betEscrow + players.staking;
    const houseTotal = balances.filter((row) => row.ownerKind === 'house').reduce((sum, row) => sum + row.balance, 0);

    const lines = { deposits: 0, withdrawalsPaid: 0, gaming: 0, adjustments: 0, interest: 0, other: 0 };
    for (const flow of flows) lines[ownValue(LINE_OF_CODE, flow.code) ?? 'other'] += flow.towardPlayers;
    const movements = {
      deposits: lines.deposits,
      withdrawalsPaid: -lines.withdrawalsPaid,
      netGamingResult: -lines.gaming,
      adjustmentsToPlayers: lines.adjustments,
      stakingInterestPaid: lines.interest,
      other: lines.other,
      expected: 0,
    };
    movements.expected =
      movements.deposits -
      movements.withdrawalsPaid -
      movements.netGamingResult +
      movements.adjustmentsToPlayers +
      movements.stakingInterestPaid +
      movements.other;
    const ledgerLiability = -houseTotal;
    return {
      players,
      houseTotal,
      ledgerLiability,
      movements,
      versusLedger: players.total - ledgerLiability,
      versusMovements: players.total - movements.expected,
    };
  });
}

export function createReconciliation(deps: { db: Database; clock: Clock; minorDigits: number }) {
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);
  return {
    async reconcile(): Promise<Reconciliation> {
      const asOf = deps.clock.now();
      const figures = await reconcileFigures(deps.db);
      return {
        asOf: asOf.toISOString(),
        players: {
          cash: money(figures.players.cash),
          withdrawalHold: money(figures.players.withdrawalHold),
          betEscrow: money(figures.players.betEscrow),
          staking: money(figures.players.staking),
          total: money(figures.players.total),
        },
        ledger: { houseTotal: money(figures.houseTotal), liability: money(figures.ledgerLiability) },
        movements: Object.fromEntries(
          Object.entries(figures.movements).map(([key, value]) => [key, money(value)]),
        ) as Reconciliation['movements'],
        differences: { versusLedger: money(figures.versusLedger), versusMovements: money(figures.versusMovements) },
        ok: figures.versusLedger === 0 && figures.versusMovements === 0 && figures.movements.other === 0,
      };
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliation>;
