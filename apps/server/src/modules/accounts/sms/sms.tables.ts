import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Verification codes sent by SMS. The code itself is never stored: `code_hash` is
 * HMAC-SHA256(key = per-row random salt, message = code). Valid 5 minutes, single use, at most
 * five wrong tries. Rows also count sends for the cooldown and the per-phone and per-IP caps.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey(),
    quhao: text('quhao').notNull(),
    phone: text('phone').notNull(),
    // A text column: the enum is TypeScript's only, so a new purpose needs no migration.
    purpose: text('purpose', {
      enum: ['register', 'reset', 'pay-reset', 'phone-old', 'phone-new'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (table) => [
    index('sms_codes_phone_idx').on(table.quhao, table.phone, table.createdAt),
    index('sms_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * Messages "sent" by the outbox provider: the operator reads them in the console's SMS outbox.
 * The text contains the code on purpose — that is what this provider is for (demos, and
 * operators without an SMS gateway). The http provider never writes here.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sms_outbox_created_idx').on(table.createdAt)],
);
