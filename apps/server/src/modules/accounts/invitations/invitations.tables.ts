import { INVITATION_KINDS } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Invitation codes a newcomer registers with: house codes the operator creates (such as the
 * seeded `888`) and each player's own code, which records them as the referrer. Stored upper-case.
 */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    code: text('code').primaryKey(),
    ownerPlayerId: uuid('owner_player_id'),
    kind: text('kind', { enum: INVITATION_KINDS }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invitation_codes_owner_idx').on(table.ownerPlayerId),
    check('invitation_codes_kind_known', sql`${table.kind} in ('house', 'player')`),
    check(
      'invitation_codes_owner_matches_kind',
      sql`(${table.kind} = 'house') = (${table.ownerPlayerId} is null)`,
    ),
  ],
);
