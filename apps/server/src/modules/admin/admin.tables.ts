import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Operator accounts. Usernames are unique regardless of case; passwords are argon2id PHC strings. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Base32 TOTP secret; set by 2FA setup, only trusted once `totp_enabled` is true. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /**
     * The 30 s time step of the last TOTP code accepted (login, money action, enabling), so each
     * code is used once: a code whose step is not after this one is refused.
     */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * Set when an owner resets the password to a temporary one: the account's sessions may only
     * change it (3095) until it has.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The staff whose session created this account (null for the first owner), so a freshly made
     * account of the same person cannot pass for the second operator of a large withdrawal.
     */
    createdBy: uuid('created_by').references((): AnyPgColumn => staffUsers.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_users_username_lower_unique').on(sql`lower(${table.username})`),
    check('staff_users_role_check', sql`${table.role} in ('owner', 'finance', 'support', 'content')`),
  ],
);

/** Console sessions: only the SHA-256 of the bearer token is stored; expiry slides with use. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_id_idx').on(table.staffId)],
);

/**
 * Who did what, when, from where, with the state before and after. Rows are only ever inserted:
 * triggers in the `audit_log_append_only` migration refuse UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorStaffId: uuid('actor_staff_id'),
    actorUsername: text('actor_username'),
    ip: text('ip'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_action_idx').on(table.action),
    index('audit_log_actor_idx').on(table.actorStaffId),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
