import { PLAYER_STATUSES } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Players. Other modules refer to a player by `id` (no cross-module foreign keys). Usernames are
 * unique without regard to case; a phone is unique within its area code. Only argon2id hashes of
 * the login and pay passwords are kept. `turnover` is lifetime settled stakes in minor units and
 * is what VIP `level` is earned by.
 */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull(),
    quhao: text('quhao').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    invitationCode: text('invitation_code').notNull(),
    referrerPlayerId: uuid('referrer_player_id'),
    referredByCode: text('referred_by_code'),
    level: integer('level').notNull().default(1),
    turnover: bigint('turnover', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: PLAYER_STATUSES }).notNull().default('active'),
    frozenReason: text('frozen_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_username_lower_unique').on(sql`lower(${table.username})`),
    // A new username may not be another player's nickname (a nickname can be changed, issue #25).
    index('players_nickname_lower_idx').on(sql`lower(${table.nickname})`),
    unique('players_quhao_phone_unique').on(table.quhao, table.phone),
    unique('players_invitation_code_unique').on(table.invitationCode),
    index('players_referrer_idx').on(table.referrerPlayerId),
    check('players_level_range', sql`${table.level} between 1 and 8`),
    check('players_turnover_non_negative', sql`${table.turnover} >= 0`),
    check('players_status_known', sql`${table.status} in ('active', 'frozen')`),
  ],
);
