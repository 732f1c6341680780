import type { VerificationDocumentType, VerificationFileKind, VerificationRejectReason } from '@fairround/shared';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import type { SniffedImageType } from '../../platform/image-type.js';
import { playerNames } from '../accounts/players.queries.js';
import { verificationFiles, verificationSubmissions, type VerificationSubmissionStatus } from './verification.tables.js';

export type SubmissionRow = typeof verificationSubmissions.$inferSelect;
export type FileInfo = { kind: VerificationFileKind; mime: SniffedImageType; sizeBytes: number };
export type ListFilter = {
  status: Exclude<VerificationSubmissionStatus, 'draft'> | 'all';
  playerId?: string;
  page: number;
  pageSize: number;
};

const fileInfoColumns = {
  submissionId: verificationFiles.submissionId,
  kind: verificationFiles.kind,
  mime: verificationFiles.mime,
  sizeBytes: verificationFiles.sizeBytes,
};

/** Queries of the verification tables; `db` may be a transaction. */
export function createVerificationRepository({ db }: { db: Executor }) {
  return {
    /** The player's newest submitted one (pending or decided): their verification state. */
    async latestSubmitted(playerId: string): Promise<SubmissionRow | null> {
      const [row] = await db
        .select()
        .from(verificationSubmissions)
        .where(and(eq(verificationSubmissions.playerId, playerId), ne(verificationSubmissions.status, 'draft')))
        .orderBy(desc(verificationSubmissions.submittedAt), desc(verificationSubmissions.id))
        .limit(1);
      return row ?? null;
    },

    /** The player's draft; `lock` holds it against the retention pass for the transaction. */
    async draftOf(playerId: string, options: { lock?: boolean } = {}): Promise<SubmissionRow | null> {
      const query = db
        .select()
        .from(verificationSubmissions)
        .where(and(eq(verificationSubmissions.playerId, playerId), eq(verificationSubmissions.status, 'draft')));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertDraft(row: { id: string; playerId: string; at: Date }): Promise<SubmissionRow> {
      const [inserted] = await db
        .insert(verificationSubmissions)
        .values({ id: row.id, playerId: row.playerId, status: 'draft', createdAt: row.at, updatedAt: row.at })
        .returning();
      return inserted!;
    },

    async touchDraft(id: string, at: Date, documentType?: VerificationDocumentType): Promise<void> {
      await db
        .update(verificationSubmissions)
        .set({ updatedAt: at, ...(documentType ? { documentType } : {}) })
        .where(eq(verificationSubmissions.id, id));
    },

    /**
     * Writes a file of the submission, replacing the one of the same kind. The bytes travel as
     * base64 text decoded by the database: PGlite binds a multi-megabyte bytea parameter several
     * times slower than it decodes the same text.
     */
    async putFile(file: {
      submissionId: string;
      kind: VerificationFileKind;
      mime: SniffedImageType;
      sha256: string;
      data: Buffer;
      at: Date;
    }): Promise<void> {
      const values = {
        mime: file.mime,
        sizeBytes: file.data.length,
        sha256: file.sha256,
        data: sql`decode(${file.data.toString('base64')}, 'base64')`,
        createdAt: file.at,
      };
      await db
        .insert(verificationFiles)
        .values({ submissionId: file.submissionId, kind: file.kind, ...values })
        .onConflictDoUpdate({
          target: [verificationFiles.submissionId, verificationFiles.kind],
          set: {
            mime: sql`excluded.mime`,
            sizeBytes: sql`excluded.size_bytes`,
            sha256: sql`excluded.sha256`,
            data: sql`excluded.data`,
            createdAt: sql`excluded.created_at`,
          },
        });
    },

    /** What files each submission has (no bytes), by submission id. */
    async fileInfos(submissionIds: readonly string[]): Promise<Map<string, FileInfo[]>> {
      const byId = new Map<string, FileInfo[]>();
      if (submissionIds.length === 0) return byId;
      const rows = await db
        .select(fileInfoColumns)
        .from(verificationFiles)
        .where(inArray(verificationFiles.submissionId, [...submissionIds]))
        .orderBy(asc(verificationFiles.kind));
      for (const row of rows) {
        const list = byId.get(row.submissionId) ?? [];
        list.push({ kind: row.kind, mime: row.mime as SniffedImageType, sizeBytes: row.sizeBytes });
        byId.set(row.submissionId, list);
      }
      return byId;
    },

    /** One file, its bytes as base64 (encoded by the database, like `putFile` decodes them). */
    async file(submissionId: string, kind: VerificationFileKind) {
      const [row] = await db
        .select({ mime: verificationFiles.mime, base64: sql<string>`encode(${verificationFiles.data}, 'base64')` })
        .from(verificationFiles)
        .where(and(eq(verificationFiles.submissionId, submissionId), eq(verificationFiles.kind, kind)));
      // PostgreSQL breaks base64 into lines of 76 characters.
      return row ? { mime: row.mime as SniffedImageType, data: row.base64.replace(/\n/g, '') } : null;
    },

    async submit(id: string, at: Date): Promise<void> {
      await db
        .update(verificationSubmissions)
        .set({ status: 'pending', submittedAt: at, updatedAt: at })
        .where(and(eq(verificationSubmissions.id, id), eq(verificationSubmissions.status, 'draft')));
    },

    /** A submitted one by id (drafts are the player's own business and never shown). */
    async findSubmitted(id: string, options: { lock?: boolean } = {}): Promise<SubmissionRow | null> {
      const query = db
        .select()
        .from(verificationSubmissions)
        .where(and(eq(verificationSubmissions.id, id), ne(verificationSubmissions.status, 'draft')));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Records the decision on a pending submission; null when it was no longer pending. */
    async decide(
      id: string,
      decision: {
        status: 'approved' | 'rejected';
        reason: VerificationRejectReason | null;
        note: string | null;
        decidedAt: Date;
        decidedBy: string;
        decidedByUsername: string;
      },
    ): Promise<SubmissionRow | null> {
      const [row] = await db
        .update(verificationSubmissions)
        .set(decision)
        .where(and(eq(verificationSubmissions.id, id), eq(verificationSubmissions.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /**
     * A page of submitted ones with the player's username: pending oldest first (the queue's
     * order), anything else newest first.
     */
    async list(filter: ListFilter) {
      const conditions: SQL[] = [
        filter.status === 'all'
          ? ne(verificationSubmissions.status, 'draft')
          : eq(verificationSubmissions.status, filter.status),
      ];
      if (filter.playerId !== undefined) conditions.push(eq(verificationSubmissions.playerId, filter.playerId));
      const where = and(...conditions);
      const order =
        filter.status === 'pending'
          ? [asc(verificationSubmissions.submittedAt), asc(verificationSubmissions.id)]
          : [desc(verificationSubmissions.submittedAt), desc(verificationSubmissions.id)];
      const rows = await db
        .select({ submission: verificationSubmissions, username: playerNames.username })
        .from(verificationSubmissions)
        .innerJoin(playerNames, eq(playerNames.id, verificationSubmissions.playerId))
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      const [total] = await db.select({ n: count() }).from(verificationSubmissions).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async usernameOf(submission: SubmissionRow): Promise<string> {
      const [row] = await db.select({ username: playerNames.username }).from(playerNames).where(eq(playerNames.id, submission.playerId));
      return row?.username ?? submission.playerId;
    },

    /**
     * Deletes the files of up to `limit` submissions decided before `decidedBefore` and marks
     * them; answers how many submissions it cleared.
     */
    async deleteDecidedFiles(decidedBefore: Date, at: Date, limit: number): Promise<number> {
      const due = db
        .select({ id: verificationSubmissions.id })
        .from(verificationSubmissions)
        .where(
          and(
            inArray(verificationSubmissions.status, ['approved', 'rejected']),
            isNull(verificationSubmissions.filesDeletedAt),
            lt(verificationSubmissions.decidedAt, decidedBefore),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      const cleared = await db
        .update(verificationSubmissions)
        .set({ filesDeletedAt: at })
        .where(inArray(verificationSubmissions.id, due))
        .returning({ id: verificationSubmissions.id });
      if (cleared.length > 0) {
        await db.delete(verificationFiles).where(inArray(verificationFiles.submissionId, cleared.map((row) => row.id)));
      }
      return cleared.length;
    },

    /** Deletes up to `limit` drafts (their files go with them) untouched since `before`. */
    async deleteStaleDrafts(before: Date, limit: number): Promise<number> {
      const due = db
        .select({ id: verificationSubmissions.id })
        .from(verificationSubmissions)
        .where(and(eq(verificationSubmissions.status, 'draft'), lt(verificationSubmissions.updatedAt, before)))
        .limit(limit)
        .for('update', { skipLocked: true });
      const deleted = await db
        .delete(verificationSubmissions)
        .where(and(inArray(verificationSubmissions.id, due), eq(verificationSubmissions.status, 'draft')))
        .returning({ id: verificationSubmissions.id });
      return deleted.length;
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
