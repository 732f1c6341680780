import { VERIFICATION_DOCUMENT_TYPES, VERIFICATION_FILE_KINDS, VERIFICATION_REJECT_REASONS } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/bytea.js';
import { players } from '../accounts/players.tables.js';

export const VERIFICATION_SUBMISSION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type VerificationSubmissionStatus = (typeof VERIFICATION_SUBMISSION_STATUSES)[number];

/**
 * One identity-verification submission (issue #26 item 4, docs/verification.md). A player has at
 * most one `draft` (the files being prepared); submitting makes it `pending`, and finance decides
 * it once (`approved` or `rejected`, with the reason the player reads). The player's state is
 * their newest non-draft submission's status. The decision stays; the files are deleted
 * `retentionDays` after it (`files_deleted_at`).
 */
export const verificationSubmissions = pgTable(
  'verification_submissions',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    documentType: text('document_type', { enum: VERIFICATION_DOCUMENT_TYPES }),
    status: text('status', { enum: VERIFICATION_SUBMISSION_STATUSES }).notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last upload to the draft (drafts untouched for 7 days are deleted). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    decidedByUsername: text('decided_by_username'),
    reason: text('reason', { enum: VERIFICATION_REJECT_REASONS }),
    note: text('note'),
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('verification_submissions_one_draft').on(table.playerId).where(sql`${table.status} = 'draft'`),
    index('verification_submissions_queue_idx').on(table.status, table.submittedAt),
    index('verification_submissions_player_idx').on(table.playerId, table.submittedAt),
    index('verification_submissions_retention_idx').on(table.decidedAt).where(sql`${table.filesDeletedAt} is null`),
    check('verification_submissions_status_known', sql`${table.status} in ('draft', 'pending', 'approved', 'rejected')`),
    check(
      'verification_submissions_submitted',
      sql`${table.status} = 'draft' or (${table.submittedAt} is not null and ${table.documentType} is not null)`,
    ),
  ],
);

/**
 * The image files of a submission, one per kind. The bytes live in the database, never in a
 * folder the web server serves, and every app instance reads the same ones; only a staff session
 * is ever answered them (verification.console.service.ts).
 */
export const verificationFiles = pgTable(
  'verification_files',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => verificationSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VERIFICATION_FILE_KINDS }).notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.kind] }),
    check('verification_files_kind_known', sql`${table.kind} in ('document', 'selfie')`),
    check('verification_files_mime_known', sql`${table.mime} in ('image/png', 'image/jpeg', 'image/webp')`),
  ],
);
