import {
  formatMoney,
  SUPPORT_CONTEXT_REQUESTS,
  type SupportContextRequest,
  type SupportPlayerContext,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { findPlayer } from '../accounts/players.service.js';
import { recentRequestsOf } from '../cashier/cashier.queries.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { conversationNotFound } from './support.errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { supportConversations } from './support.tables.js';

type RequestRow = {
  id: string;
  amount: number;
  status: SupportContextRequest['status'];
  createdAt: Date;
  resolvedAt: Date | null;
};

/**
 * What support staff need beside a conversation (PRODUCT.md §10): who the player is, their
 * balances from the ledger, and their latest deposit and withdrawal requests. Read-only; the
 * console links to the player's page for everything else.
 */
export function createSupportContextService(deps: {
  db: Database;
  ledger: LedgerService;
  minorDigits: number;
}) {
  const { db } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);
  const requestOf = (row: RequestRow): SupportContextRequest => ({
    id: row.id,
    amount: money(row.amount),
    status: row.status,
    createdAt: row.createdAt.getTime(),
    resolvedAt: row.resolvedAt?.getTime() ?? null,
  });
  return {
    /** The player of conversation `id` (3003 when there is no such conversation). */
    async playerOf(id: string): Promise<SupportPlayerContext> {
      if (!isUuid(id)) throw conversationNotFound();
      const [conversation] = await db
        .select({ playerId: supportConversations.playerId })
        .from(supportConversations)
        .where(eq(supportConversations.id, id));
      // A visitor's conversation has no player (3003 like an unknown conversation).
      const player = conversation?.playerId ? await findPlayer(db, conversation.playerId) : null;
      if (!player) throw conversationNotFound();
      const [balances, deposits, payouts] = await Promise.all([
        deps.ledger.playerBalances(player.id),
        recentRequestsOf(db, 'deposit', player.id, SUPPORT_CONTEXT_REQUESTS),
        recentRequestsOf(db, 'withdrawal', player.id, SUPPORT_CONTEXT_REQUESTS),
      ]);
      return {
        player: {
          id: player.id,
          username: player.username,
          nickname: player.nickname,
          status: player.status,
          level: player.level,
          createdAt: player.createdAt.getTime(),
        },
        balances: {
          cash: money(balances.cash),
          withdrawalHold: money(balances.withdrawalHold),
          betEscrow: money(balances.betEscrow),
        },
        deposits: deposits.map(requestOf),
        withdrawals: payouts.map(requestOf),
      };
    },
  };
}

export type SupportContextService = ReturnType<typeof createSupportContextService>;
