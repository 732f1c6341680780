import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  VERIFICATION_IMAGE_MAX_BYTES,
  type VerificationStatus,
  type VerificationFileKind,
  type VerificationUpload,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { invalidField } from '../../platform/errors/app-error.js';
import { checkImageUpload } from '../../platform/image-type.js';
import { verificationAlreadyApproved, verificationFilesMissing, verificationUnderReview } from './verification.errors.js';
import { lockPlayerVerification, verificationFacts } from './verification.gate.js';
import { createVerificationRepository } from './verification.repository.js';

/** The kinds of file the draft holds (none without a draft). */
async function fileKindsOf(
  repository: ReturnType<typeof createVerificationRepository>,
  draft: { id: string } | null,
): Promise<Set<VerificationFileKind>> {
  if (!draft) return new Set();
  return new Set(((await repository.fileInfos([draft.id])).get(draft.id) ?? []).map((file) => file.kind));
}

/**
 * The player's side of identity verification (`/api/Verification/*`): what the operator asks,
 * where the player stands, the files of the next submission and sending it to finance.
 */
export function createVerificationService(deps: { db: Database; clock: Clock; minorDigits: number }) {
  const { db, clock } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  async function statusOf(executor: Executor, playerId: string): Promise<VerificationStatus> {
    const repository = createVerificationRepository({ db: executor });
    const { config, latest, state, committedMinor } = await verificationFacts(executor, playerId);
    const draft = await repository.draftOf(playerId);
    const kinds = await fileKindsOf(repository, draft);
    const aboveAmount = config.mode === 'above_amount' && state !== 'approved';
    const threshold = config.thresholdMinor ?? 0;
    const requiredNow =
      state !== 'approved' && (config.mode === 'first_withdrawal' || (aboveAmount && committedMinor >= threshold));
    return {
      state,
      requirement: {
        mode: config.mode,
        threshold: config.mode === 'above_amount' && config.thresholdMinor !== null ? money(config.thresholdMinor) : null,
      },
      requiredNow,
      withdrawableBeforeRequired: aboveAmount ? money(Math.max(0, threshold - committedMinor)) : null,
      draft: { documentType: draft?.documentType ?? null, document: kinds.has('document'), selfie: kinds.has('selfie') },
      submittedAt: latest?.submittedAt?.toISOString() ?? null,
      decidedAt: latest?.decidedAt?.toISOString() ?? null,
      rejection:
        latest?.status === 'rejected' && latest.reason ? { reason: latest.reason, note: latest.note ?? null } : null,
    };
  }

  /** Under the player's lock: 3107 while a submission waits, 3108 once approved. */
  async function requireOpen(tx: Executor, playerId: string) {
    await lockPlayerVerification(tx, playerId);
    const latest = await createVerificationRepository({ db: tx }).latestSubmitted(playerId);
    if (latest?.status === 'pending') throw verificationUnderReview();
    if (latest?.status === 'approved') throw verificationAlreadyApproved();
  }

  return {
    status: (playerId: string) => statusOf(db, playerId),

    /**
     * Puts one file into the player's draft (made on the first upload), replacing the one of the
     * same kind; a document also sets the document type (1001 without it). The image's type is
     * read from its bytes (3051), its size capped (3050).
     */
    async upload(playerId: string, input: VerificationUpload): Promise<VerificationStatus> {
      if (input.kind === 'document' && !input.documentType) throw invalidField('documentType');
      const image = checkImageUpload(input.data, VERIFICATION_IMAGE_MAX_BYTES);
      return inTransaction(db, async (tx) => {
        await requireOpen(tx, playerId);
        const repository = createVerificationRepository({ db: tx });
        const now = clock.now();
        const draft =
          (await repository.draftOf(playerId, { lock: true })) ??
          (await repository.insertDraft({ id: randomUUID(), playerId, at: now }));
        await repository.putFile({ submissionId: draft.id, kind: input.kind, mime: image.mime, sha256: image.sha256, data: image.bytes, at: now });
        await repository.touchDraft(draft.id, now, input.kind === 'document' ? input.documentType : undefined);
        return statusOf(tx, playerId);
      });
    },

    /** Sends the draft to finance (3109 naming the missing file); the state becomes `pending`. */
    async submit(playerId: string): Promise<VerificationStatus> {
      return inTransaction(db, async (tx) => {
        await requireOpen(tx, playerId);
        const repository = createVerificationRepository({ db: tx });
        const draft = await repository.draftOf(playerId, { lock: true });
        const kinds = await fileKindsOf(repository, draft);
        if (!draft || !kinds.has('document') || !draft.documentType) throw verificationFilesMissing('document');
        if (!kinds.has('selfie')) throw verificationFilesMissing('selfie');
        await repository.submit(draft.id, clock.now());
        return statusOf(tx, playerId);
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
