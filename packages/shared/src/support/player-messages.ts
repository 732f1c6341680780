import { z } from 'zod';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/languages.js';
import { adminSupportReplyBodyShape, supportMessageSchema } from './support-schemas.js';

/**
 * The operator speaking first (issue #26): a message to one player, which opens (or continues)
 * their support thread and lands in their notification centre, and a broadcast notice to a group
 * of players, now or at a set time. A notice keeps each language's words; the reader sees their
 * own language's, or the first language written when theirs was left empty.
 */

/** A broadcast's words in one language: as long as a notice's free text may be. */
export const BROADCAST_TEXT_MAX_LENGTH = 300;
/** "Active in the last N days": from one day to a year. */
export const BROADCAST_ACTIVE_DAYS_MAX = 365;
/** How far ahead a broadcast may be scheduled. */
export const BROADCAST_SCHEDULE_MAX_DAYS = 90;

export const BROADCAST_AUDIENCE_KINDS = ['all', 'vip', 'active'] as const;
export type BroadcastAudienceKind = (typeof BROADCAST_AUDIENCE_KINDS)[number];

export const broadcastAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  /** Players at this VIP level or above. */
  z.object({ kind: z.literal('vip'), minLevel: z.coerce.number().int().min(1).max(8) }),
  /** Players with a session seen in the last `days` days. */
  z.object({ kind: z.literal('active'), days: z.coerce.number().int().min(1).max(BROADCAST_ACTIVE_DAYS_MAX) }),
]);
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

/** Each language's words; blank ones are dropped, at least one must remain (the server checks). */
export const broadcastTextsSchema = z.object(
  Object.fromEntries(UI_LANGUAGES.map((language) => [language, z.string().max(BROADCAST_TEXT_MAX_LENGTH * 4).optional()])) as Record<
    UiLanguage,
    z.ZodOptional<z.ZodString>
  >,
);
export type BroadcastTexts = Partial<Record<UiLanguage, string>>;

export const BROADCAST_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

// ---- bodies ------------------------------------------------------------------------------
/** A message to one player: the reply's rules (3040 too long, 1001 empty, a client key for retries). */
export const playerMessageBodyShape = {
  playerId: z.string().max(64).default(''),
  content: adminSupportReplyBodyShape.content,
  clientKey: adminSupportReplyBodyShape.clientKey,
};
export const broadcastAudienceBodyShape = { audience: broadcastAudienceSchema };
export const broadcastCreateBodyShape = {
  audience: broadcastAudienceSchema,
  texts: broadcastTextsSchema,
  /** Also sent as Web Push to the players' subscribed devices. */
  push: z.boolean().default(false),
  /** ISO time to send at; absent or null: now. */
  sendAt: z.iso.datetime({ offset: true }).nullable().optional(),
};
export type BroadcastCreateInput = z.output<z.ZodObject<typeof broadcastCreateBodyShape>>;
export const broadcastListBodyShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export const broadcastIdBodyShape = { id: z.string().max(64).default('') };

// ---- answers -----------------------------------------------------------------------------
export const playerMessageSentSchema = z.object({ conversationId: z.string(), message: supportMessageSchema });
export type PlayerMessageSent = z.infer<typeof playerMessageSentSchema>;

export const broadcastRecipientsSchema = z.object({ recipients: z.number().int() });

export const broadcastSchema = z.object({
  id: z.string(),
  audience: broadcastAudienceSchema,
  texts: z.record(z.string(), z.string()),
  push: z.boolean(),
  status: z.enum(BROADCAST_STATUSES),
  sendAt: z.string(),
  /** How many players it reached; null until sent. */
  recipients: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastPageSchema = z.object({ items: z.array(broadcastSchema), total: z.number().int() });
export type BroadcastPage = z.infer<typeof broadcastPageSchema>;
