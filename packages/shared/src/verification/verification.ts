import { z } from 'zod';

/**
 * Identity verification (KYC, issue #26 item 4), the operator's choice. When the operator's
 * setting asks for it, a player sends a photo of an identity document and a selfie; finance
 * approves or rejects with a reason the player reads in their language. No third party sees the
 * files: they are kept in the operator's own database, served only to a staff session, and deleted
 * a set number of days after the decision (the decision itself is kept).
 */

/** When a withdrawal needs an approved verification. */
export const VERIFICATION_MODES = ['off', 'first_withdrawal', 'above_amount'] as const;
export type VerificationMode = (typeof VERIFICATION_MODES)[number];

export const VERIFICATION_DOCUMENT_TYPES = ['id_card', 'passport', 'driving_licence'] as const;
export type VerificationDocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number];

export const VERIFICATION_FILE_KINDS = ['document', 'selfie'] as const;
export type VerificationFileKind = (typeof VERIFICATION_FILE_KINDS)[number];

/**
 * A player's state: `none` nothing sent yet (files may be uploaded but not submitted), `pending`
 * submitted and waiting for finance, `approved`, or `rejected` (the player may send new files).
 */
export const VERIFICATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Why finance refused: a closed list, so the player reads the reason in their own language. */
export const VERIFICATION_REJECT_REASONS = [
  'unreadable',
  'document_expired',
  'selfie_mismatch',
  'underage',
  'incomplete',
  'other',
] as const;
export type VerificationRejectReason = (typeof VERIFICATION_REJECT_REASONS)[number];

/** An image after the client shrank it; a phone's full-size photo is shrunk before upload. */
export const VERIFICATION_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const VERIFICATION_IMAGE_BASE64_MAX_CHARS = Math.ceil(VERIFICATION_IMAGE_MAX_BYTES / 3) * 4;
export const VERIFICATION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type VerificationImageType = (typeof VERIFICATION_IMAGE_TYPES)[number];
/** Finance's optional words to the player beside the reason (shown as written, not translated). */
export const VERIFICATION_NOTE_MAX_LENGTH = 300;
export const VERIFICATION_RETENTION_DAYS_MIN = 1;
export const VERIFICATION_RETENTION_DAYS_MAX = 3650;
export const VERIFICATION_RETENTION_DAYS_DEFAULT = 30;

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const wireMoney = z.union([z.string().max(40), z.number()]);
const isoTime = z.string();

// ---- player ------------------------------------------------------------------------------
export const verificationUploadBodyShape = {
  kind: z.enum(VERIFICATION_FILE_KINDS),
  /** Required with kind `document` (1001 without); ignored for the selfie. */
  documentType: z.enum(VERIFICATION_DOCUMENT_TYPES).optional(),
  /** The image, base64; its type is read from its first bytes (3051), its size capped (3050). */
  data: z.string().max(VERIFICATION_IMAGE_BASE64_MAX_CHARS + 8),
};
export type VerificationUpload = z.output<z.ZodObject<typeof verificationUploadBodyShape>>;

export const verificationRequirementSchema = z.object({
  mode: z.enum(VERIFICATION_MODES),
  /** `above_amount`: the lifetime withdrawn amount above which verification is needed. */
  threshold: decimal.nullable(),
});
export type VerificationRequirement = z.infer<typeof verificationRequirementSchema>;

export const verificationStatusSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  requirement: verificationRequirementSchema,
  /** True when the player's next withdrawal, of any amount, is refused without an approval. */
  requiredNow: z.boolean(),
  /**
   * `above_amount` and not approved: how much more the player may withdraw before verification is
   * needed (withdrawn and pending withdrawals count); null otherwise.
   */
  withdrawableBeforeRequired: decimal.nullable(),
  /** The files uploaded for the submission being prepared (state none or rejected). */
  draft: z.object({
    documentType: z.enum(VERIFICATION_DOCUMENT_TYPES).nullable(),
    document: z.boolean(),
    selfie: z.boolean(),
  }),
  submittedAt: isoTime.nullable(),
  decidedAt: isoTime.nullable(),
  /** The last rejection, while the state is `rejected`. */
  rejection: z.object({ reason: z.enum(VERIFICATION_REJECT_REASONS), note: z.string().nullable() }).nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

// ---- console -----------------------------------------------------------------------------
export const VERIFICATION_LIST_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export const adminVerificationListBodyShape = {
  status: z.enum(VERIFICATION_LIST_FILTERS).default('pending'),
  /** One player's submissions (the player page's tab). */
  playerId: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export type AdminVerificationListQuery = z.output<z.ZodObject<typeof adminVerificationListBodyShape>>;

export const verificationFileInfoSchema = z.object({
  kind: z.enum(VERIFICATION_FILE_KINDS),
  mime: z.enum(VERIFICATION_IMAGE_TYPES),
  bytes: z.number().int(),
});

export const adminVerificationSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  username: z.string(),
  documentType: z.enum(VERIFICATION_DOCUMENT_TYPES),
  status: z.enum(['pending', 'approved', 'rejected']),
  submittedAt: isoTime,
  decidedAt: isoTime.nullable(),
  decidedBy: z.string().nullable(),
  reason: z.enum(VERIFICATION_REJECT_REASONS).nullable(),
  note: z.string().nullable(),
  /** Empty once the files were deleted (`filesDeletedAt`). */
  files: z.array(verificationFileInfoSchema),
  filesDeletedAt: isoTime.nullable(),
  /** When the files will be deleted (decided submissions). */
  filesDeleteAt: isoTime.nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationPageSchema = z.object({ items: z.array(adminVerificationSchema), total: z.number().int() });
export type AdminVerificationPage = z.infer<typeof adminVerificationPageSchema>;

export const adminVerificationFileBodyShape = {
  id: z.string().max(64).default(''),
  kind: z.enum(VERIFICATION_FILE_KINDS),
};
/** One file's bytes for the console to show (viewing is audited). */
export const adminVerificationFileSchema = z.object({ mime: z.enum(VERIFICATION_IMAGE_TYPES), data: z.string() });

export const adminVerificationDecideBodyShape = {
  id: z.string().max(64).default(''),
  decision: z.enum(['approve', 'reject']),
  /** Required to reject (1001 without). */
  reason: z.enum(VERIFICATION_REJECT_REASONS).optional(),
  note: z.string().max(VERIFICATION_NOTE_MAX_LENGTH * 4).optional(),
};
export type AdminVerificationDecision = z.output<z.ZodObject<typeof adminVerificationDecideBodyShape>>;

export const verificationSettingsSchema = z.object({
  mode: z.enum(VERIFICATION_MODES),
  threshold: decimal.nullable(),
  retentionDays: z.number().int(),
});
export type VerificationSettings = z.infer<typeof verificationSettingsSchema>;
export const verificationSettingsUpdateBodyShape = {
  mode: z.enum(VERIFICATION_MODES),
  /** Required with `above_amount` (1001 without, or when not above zero). */
  threshold: wireMoney.nullable().optional(),
  retentionDays: z.coerce.number().int().min(VERIFICATION_RETENTION_DAYS_MIN).max(VERIFICATION_RETENTION_DAYS_MAX),
};
export type VerificationSettingsUpdate = z.output<z.ZodObject<typeof verificationSettingsUpdateBodyShape>>;
