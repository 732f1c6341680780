import { createLedgerHistoryQueries } from '../../ledger/ledger.queries.js';
import { createRoundsHistoryQueries } from '../../rounds/rounds.queries.js';

export type { TransferRow, TransfersQuery } from '../../ledger/ledger.queries.js';

/**
 * Reads for the account history and the round recall. The ledger and the rounds module own the
 * tables and answer through their read-only queries; this only puts the two together.
 */
export function createHistoryRepository({ db }: Parameters<typeof createLedgerHistoryQueries>[0]) {
  return { ...createLedgerHistoryQueries({ db }), ...createRoundsHistoryQueries({ db }) };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
