import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Where a player's withdrawals are paid: a bank account or a chain address. Rows are never
 * edited; removing one sets `deleted_at` (withdrawals keep pointing at it). `destination_key`
 * identifies the account for the one-per-player duplicate rule (see withdrawalDestinationKey).
 */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    type: text('type', { enum: ['Bank', 'TRC20', 'ERC20', 'BTC'] }).notNull(),
    bank: text('bank').notNull().default(''),
    account: text('account').notNull().default(''),
    holderName: text('holder_name').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    destinationKey: text('destination_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawal_accounts_player_idx').on(table.playerId),
    // The risk signals look up every player who saved the same destination.
    index('withdrawal_accounts_destination_idx').on(table.destinationKey),
    uniqueIndex('withdrawal_accounts_live_destination_unique')
      .on(table.playerId, table.destinationKey)
      .where(sql`${table.deletedAt} is null`),
    check('withdrawal_accounts_type_known', sql`${table.type} in ('Bank', 'TRC20', 'ERC20', 'BTC')`),
  ],
);
