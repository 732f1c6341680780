import {
  formatMoney,
  VERIFICATION_NOTE_MAX_LENGTH,
  type AdminVerification,
  type AdminVerificationDecision,
  type AdminVerificationListQuery,
  type AdminVerificationPage,
  type VerificationFileKind,
  type VerificationSettings,
  type VerificationSettingsUpdate,
} from '@fairround/shared';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { invalidField } from '../../platform/errors/app-error.js';
import { notFound, parsePositiveAmount } from '../../platform/errors/input-errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { recordAudit } from '../admin/audit.service.js';
import { recordNotification } from '../notifications/notifications.service.js';
import { plainText } from '../support/support.text.js';
import { verificationFileGone, verificationNotPending } from './verification.errors.js';
import { createVerificationRepository, type FileInfo, type SubmissionRow } from './verification.repository.js';
import { saveVerificationConfig, verificationConfig, type VerificationConfig } from './verification.settings.js';

const DAY_MS = 24 * 60 * 60_000;

/** The audit log's target type for a submission (modules/admin/audit-targets.ts names it). */
export const VERIFICATION_AUDIT_TARGET = 'verification';

/**
 * Finance's side of identity verification (`/api/admin/verification/*`): the queue, the files
 * (every view audited), the decision and the operator's rule.
 */
export function createVerificationConsoleService(deps: { db: Database; clock: Clock; minorDigits: number }) {
  const { db, clock } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  function toView(row: SubmissionRow, username: string, files: FileInfo[], retentionDays: number): AdminVerification {
    const decided = row.status === 'approved' || row.status === 'rejected';
    return {
      id: row.id,
      playerId: row.playerId,
      username,
      documentType: row.documentType!,
      status: row.status as AdminVerification['status'],
      submittedAt: row.submittedAt!.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedByUsername,
      reason: row.reason,
      note: row.note,
      files: row.filesDeletedAt ? [] : files.map((file) => ({ kind: file.kind, mime: file.mime, bytes: file.sizeBytes })),
      filesDeletedAt: row.filesDeletedAt?.toISOString() ?? null,
      filesDeleteAt:
        decided && row.decidedAt && !row.filesDeletedAt
          ? new Date(row.decidedAt.getTime() + retentionDays * DAY_MS).toISOString()
          : null,
    };
  }

  async function viewOf(executor: Executor, row: SubmissionRow, retentionDays: number): Promise<AdminVerification> {
    const repository = createVerificationRepository({ db: executor });
    const files = (await repository.fileInfos([row.id])).get(row.id) ?? [];
    return toView(row, await repository.usernameOf(row), files, retentionDays);
  }

  function settingsView(config: VerificationConfig): VerificationSettings {
    return {
      mode: config.mode,
      threshold: config.thresholdMinor === null ? null : money(config.thresholdMinor),
      retentionDays: config.retentionDays,
    };
  }

  /** The note as stored: plain text, trimmed, cut to its limit in characters; null when empty. */
  function noteOf(input: string | undefined): string | null {
    const text = [...plainText(input ?? '')].slice(0, VERIFICATION_NOTE_MAX_LENGTH).join('').trim();
    return text === '' ? null : text;
  }

  return {
    async list(query: AdminVerificationListQuery): Promise<AdminVerificationPage> {
      if (query.playerId !== undefined && !isUuid(query.playerId)) return { items: [], total: 0 };
      const repository = createVerificationRepository({ db });
      const { rows, total } = await repository.list({
        status: query.status,
        playerId: query.playerId,
        page: query.page,
        pageSize: query.pageSize,
      });
      const files = await repository.fileInfos(rows.map((row) => row.submission.id));
      const { retentionDays } = await verificationConfig(db);
      return {
        items: rows.map((row) => toView(row.submission, row.username, files.get(row.submission.id) ?? [], retentionDays)),
        total,
      };
    },

    /** One file's bytes (3003 unknown, 3111 deleted); the view is audited in the same transaction. */
    async file(actor: StaffActor, id: string, kind: VerificationFileKind) {
      if (!isUuid(id)) throw notFound();
      return inTransaction(db, async (tx) => {
        const repository = createVerificationRepository({ db: tx });
        const submission = await repository.findSubmitted(id);
        if (!submission) throw notFound();
        if (submission.filesDeletedAt) throw verificationFileGone();
        const file = await repository.file(id, kind);
        if (!file) throw notFound();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'verification.view_file',
            targetType: VERIFICATION_AUDIT_TARGET,
            targetId: id,
            after: { kind, playerId: submission.playerId },
            at: clock.now(),
          }),
        );
        return file;
      });
    },

    /**
     * Approves or rejects a pending submission (3003 unknown, 3110 decided already; a reason is
     * needed to reject, 1001). The row is locked, so of two decisions at once exactly one lands;
     * the player's notice is written in the same transaction.
     */
    async decide(actor: StaffActor, input: AdminVerificationDecision): Promise<AdminVerification> {
      if (!isUuid(input.id)) throw notFound();
      const approve = input.decision === 'approve';
      if (!approve && !input.reason) throw invalidField('reason');
      const note = noteOf(input.note);
      return inTransaction(db, async (tx) => {
        const repository = createVerificationRepository({ db: tx });
        const row = await repository.findSubmitted(input.id, { lock: true });
        if (!row) throw notFound();
        if (row.status !== 'pending') throw verificationNotPending();
        const now = clock.now();
        const decided = await repository.decide(row.id, {
          status: approve ? 'approved' : 'rejected',
          reason: approve ? null : input.reason!,
          note,
          decidedAt: now,
          decidedBy: actor.staffId,
          decidedByUsername: actor.username,
        });
        if (!decided) throw verificationNotPending();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: approve ? 'verification.approve' : 'verification.reject',
            targetType: VERIFICATION_AUDIT_TARGET,
            targetId: row.id,
            before: { status: 'pending', playerId: row.playerId, documentType: row.documentType },
            after: { status: decided.status, reason: decided.reason, note: decided.note },
            at: now,
          }),
        );
        await recordNotification(
          tx,
          {
            playerId: row.playerId,
            kind: approve ? 'verification_approved' : 'verification_rejected',
            params: approve ? {} : { reason: decided.reason ?? '' },
            link: '/verification',
          },
          now,
        );
        return viewOf(tx, decided, (await verificationConfig(tx)).retentionDays);
      });
    },

    settings: async (): Promise<VerificationSettings> => settingsView(await verificationConfig(db)),

    /** Changes the rule (a threshold above zero is needed with `above_amount`, 1001); audited. */
    async updateSettings(actor: StaffActor, input: VerificationSettingsUpdate): Promise<VerificationSettings> {
      let thresholdMinor: number | null = null;
      if (input.mode === 'above_amount') {
        if (input.threshold === null || input.threshold === undefined) throw invalidField('threshold');
        try {
          thresholdMinor = parsePositiveAmount(input.threshold, deps.minorDigits, 'threshold');
        } catch {
          throw invalidField('threshold');
        }
      }
      const next: VerificationConfig = { mode: input.mode, thresholdMinor, retentionDays: input.retentionDays };
      return inTransaction(db, async (tx) => {
        const before = await verificationConfig(tx);
        await saveVerificationConfig(tx, next);
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'verification.settings',
            targetType: 'settings',
            targetId: 'verification',
            before: settingsView(before),
            after: settingsView(next),
            at: clock.now(),
          }),
        );
        return settingsView(next);
      });
    },
  };
}

export type VerificationConsoleService = ReturnType<typeof createVerificationConsoleService>;
