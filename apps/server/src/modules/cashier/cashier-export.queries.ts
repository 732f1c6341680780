import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { keysetAfter, keysetOf, keysetText, type KeysetCursor } from '../../platform/db/keyset.js';
import { playerNames } from '../accounts/players.queries.js';
import { withdrawalAccounts } from './bank-accounts/bank-accounts.tables.js';
import { depositListWhere, type DepositListFilter, type PageQuery } from './deposits/deposits.repository.js';
import { depositRequests } from './deposits/deposits.tables.js';
import { withdrawalListWhere, type WithdrawalsFilter } from './withdrawals/withdrawals.repository.js';
import { withdrawals } from './withdrawals/withdrawals.tables.js';

/**
 * Pages of the cashier console's queues and history for an export: each list's own filters,
 * newest first, by keyset. Read-only; the exports module streams them.
 */
export async function depositsExportPage(
  executor: Executor,
  filter: Omit<DepositListFilter, keyof PageQuery>,
  after: KeysetCursor | null,
  limit: number,
) {
  const rows = await executor
    .select({ deposit: depositRequests, username: playerNames.username, cursorAt: keysetText(depositRequests.createdAt) })
    .from(depositRequests)
    .leftJoin(playerNames, eq(playerNames.id, depositRequests.playerId))
    .where(and(depositListWhere(filter), keysetAfter(depositRequests.createdAt, depositRequests.id, after)))
    .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
    .limit(limit);
  return { rows, last: keysetOf(rows, (row) => row.deposit.id) };
}

export async function withdrawalsExportPage(
  executor: Executor,
  filter: Omit<WithdrawalsFilter, keyof PageQuery>,
  after: KeysetCursor | null,
  limit: number,
) {
  const rows = await executor
    .select({
      withdrawal: withdrawals,
      account: withdrawalAccounts,
      username: playerNames.username,
      cursorAt: keysetText(withdrawals.createdAt),
    })
    .from(withdrawals)
    .leftJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawals.accountId))
    .leftJoin(playerNames, eq(playerNames.id, withdrawals.playerId))
    .where(and(withdrawalListWhere(filter), keysetAfter(withdrawals.createdAt, withdrawals.id, after)))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
  return { rows, last: keysetOf(rows, (row) => row.withdrawal.id) };
}
