import { and, desc, eq } from 'drizzle-orm';
import type { StakingPositionStatus } from '@fairround/shared';
import type { Executor } from '../../platform/db/database.js';
import { keysetAfter, keysetOf, keysetText, type KeysetCursor } from '../../platform/db/keyset.js';
import { playerNames } from '../accounts/players.queries.js';
import { positionsWhere } from './staking.repository.js';
import { stakingPositions } from './staking.tables.js';

/** One page of the console's staking positions for an export: the list's filters, newest first, by keyset. */
export async function positionsExportPage(
  executor: Executor,
  filter: { userId?: string; status?: StakingPositionStatus },
  after: KeysetCursor | null,
  limit: number,
) {
  const rows = await executor
    .select({ position: stakingPositions, username: playerNames.username, cursorAt: keysetText(stakingPositions.openedAt) })
    .from(stakingPositions)
    .leftJoin(playerNames, eq(playerNames.id, stakingPositions.playerId))
    .where(and(positionsWhere(filter), keysetAfter(stakingPositions.openedAt, stakingPositions.id, after)))
    .orderBy(desc(stakingPositions.openedAt), desc(stakingPositions.id))
    .limit(limit);
  return { rows, last: keysetOf(rows, (row) => row.position.id) };
}
