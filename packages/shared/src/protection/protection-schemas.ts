import { z } from 'zod';

/**
 * Player protection (PRODUCT.md §9, docs/protection.md): deposit and loss limits, the reality
 * check, time-out and self-exclusion. All calls are `POST /api/Protect/<name>` with the usual
 * envelope; money in answers is a decimal string with the currency's minor digits, times are
 * epoch milliseconds (server clock).
 */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Reality-check intervals a player may pick, in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
/** Time-outs: 24 h, 1 week, 1 month, 6 weeks. Self-exclusions: 6 months, 1 year, 5 years. */
export const TIMEOUT_DURATIONS = ['24h', '1w', '1m', '6w'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;
export const EXCLUSION_DURATIONS = [...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
export const exclusionKindOf = (duration: ExclusionDuration): ExclusionKind =>
  (TIMEOUT_DURATIONS as readonly string[]).includes(duration) ? 'timeout' : 'self_exclusion';

/** How long an increase or removal of a limit waits before it applies. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const wireMoney = z.union([z.string().max(40), z.number()]);

// ---- requests -----------------------------------------------------------------------------

/** `amount` null (or an empty string) removes the limit: a removal waits 24 h like an increase. */
export const setLimitBodyShape = {
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.union([wireMoney, z.null()]).optional(),
};
export const setRealityCheckBodyShape = { minutes: z.coerce.number().int() };
/** Confirmed with the login password (3065 when wrong). */
export const excludeBodyShape = { duration: z.enum(EXCLUSION_DURATIONS), password: z.string().max(128).default('') };

// ---- answers ------------------------------------------------------------------------------

export const limitViewSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force now; null when there is none. */
  amount: decimal.nullable(),
  /** An increase or removal waiting for its time (`amount` null = removal). */
  pending: z.object({ amount: decimal.nullable(), effectiveAt: z.number() }).nullable(),
  /** Deposited (deposit) or net lost (loss: stakes minus payouts) in the current period. */
  used: decimal,
  /** What is left under the limit in force; null when there is no limit. Never negative. */
  remaining: decimal.nullable(),
  /** When the current period ends (the operator's time zone). */
  resetsAt: z.number(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const exclusionViewSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  duration: z.enum(EXCLUSION_DURATIONS),
  startsAt: z.number(),
  endsAt: z.number(),
});
export type ExclusionView = z.infer<typeof exclusionViewSchema>;

export const sessionViewSchema = z.object({
  /** When this session (login) started: kept by the server, the client cannot move it. */
  startedAt: z.number(),
  serverNow: z.number(),
  /** Payouts minus stakes of orders placed since login (negative = lost). */
  netResult: decimal,
  realityCheckMinutes: z.number().int(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const helpLinkSchema = z.object({ name: z.string(), url: z.string() });
export type HelpLink = z.infer<typeof helpLinkSchema>;
/** The help organisations the owner may list: at most 12, names up to 80 characters, https only. */
export const HELP_LINKS_MAX = 12;
export const HELP_LINK_NAME_MAX = 80;
/** `protection/helpLinks` and its update. */
export const helpLinksViewSchema = z.object({ links: z.array(helpLinkSchema) });
export type HelpLinksView = z.infer<typeof helpLinksViewSchema>;

/** A link the owner may list: a name and an https address. */
export function isHelpLink(link: HelpLink): boolean {
  if (link.name.trim() === '' || link.name.length > HELP_LINK_NAME_MAX) return false;
  try {
    return new URL(link.url.trim()).protocol === 'https:';
  } catch {
    return false;
  }
}

/** `protection/helpLinks/update`: the whole list, replaced. */
export const adminHelpLinksUpdateBodyShape = {
  links: z
    .array(helpLinkSchema)
    .max(HELP_LINKS_MAX)
    .refine((links) => links.every(isHelpLink), 'name and an https address'),
};

export const protectionStateSchema = z.object({
  limits: z.object({
    deposit: z.array(limitViewSchema),
    loss: z.array(limitViewSchema),
  }),
  realityCheckMinutes: z.number().int(),
  /** The time-out or self-exclusion in force (the one ending last); null when none. */
  exclusion: exclusionViewSchema.nullable(),
  session: sessionViewSchema,
  /** False until the player set a limit or skipped the offer made after registration. */
  limitsOffered: z.boolean(),
  timeZone: z.string(),
  helpLinks: z.array(helpLinkSchema),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

/** One login of the player as the console's protection view lists it; times are epoch ms. */
export const protectionConsoleSessionSchema = z.object({
  startedAt: z.number(),
  lastSeenAt: z.number(),
  endedAt: z.number().nullable(),
  ip: z.string().nullable(),
});
export type ProtectionConsoleSession = z.infer<typeof protectionConsoleSessionSchema>;

/**
 * `POST /api/admin/protection/get`: the player's limits with pending changes, the exclusion in
 * force and every past one, the reality check and recent sessions. Each read is audited.
 */
export const protectionConsoleViewSchema = z.object({
  limits: protectionStateSchema.shape.limits,
  exclusion: exclusionViewSchema.nullable(),
  exclusions: z.array(exclusionViewSchema),
  realityCheckMinutes: z.number().int(),
  /** The operator's time zone: limit periods start and end at its midnights. */
  timeZone: z.string(),
  sessions: z.array(protectionConsoleSessionSchema),
});
export type ProtectionConsoleView = z.infer<typeof protectionConsoleViewSchema>;
