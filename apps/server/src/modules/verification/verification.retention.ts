import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { createVerificationRepository } from './verification.repository.js';
import { verificationConfig } from './verification.settings.js';

/** How often each instance looks for files past their retention (they go at most this late). */
export const VERIFICATION_RETENTION_INTERVAL_MS = 10 * 60_000;
/** A draft nobody touched for this long is deleted with its files (the player starts again). */
export const VERIFICATION_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Submissions cleared per transaction: a backlog goes in short transactions, not one long one. */
const BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The deletion pass: the files of submissions decided more than `retentionDays` ago (the
 * decision itself stays, with `files_deleted_at`), and drafts untouched for seven days. Rows are
 * claimed with `skip locked`, so instances running it at once never fight over one. Answers how
 * many submissions' files and drafts it deleted.
 */
export async function deleteExpiredVerificationFiles(deps: { db: Database; clock: Clock }) {
  const now = deps.clock.now();
  const { retentionDays } = await verificationConfig(deps.db);
  const decidedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  const draftsBefore = new Date(now.getTime() - VERIFICATION_DRAFT_MAX_AGE_MS);
  let decided = 0;
  let drafts = 0;
  for (;;) {
    const cleared = await deps.db.transaction((tx) =>
      createVerificationRepository({ db: tx }).deleteDecidedFiles(decidedBefore, now, BATCH),
    );
    decided += cleared;
    if (cleared < BATCH) break;
  }
  for (;;) {
    const deleted = await deps.db.transaction((tx) => createVerificationRepository({ db: tx }).deleteStaleDrafts(draftsBefore, BATCH));
    drafts += deleted;
    if (deleted < BATCH) break;
  }
  return { decided, drafts };
}
