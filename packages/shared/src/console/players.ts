import { z } from 'zod';
import {
  PLAYER_STATUSES,
  type adminFreezeBodyShape,
  type adminPlayersListBodyShape,
  type adminVipUpdateBodyShape,
} from '../accounts/account-schemas.js';
import { VIP_LEVEL_KEYS } from '../accounts/vip-levels.js';
import { adminPlayerBalancesSchema } from '../cashier/cashier-console.js';

/**
 * Players as `/api/admin/players/*` answer them (accounts.admin.service.ts): staff see the full
 * phone, never a password hash. Money as decimal strings, times as ISO strings.
 */
export const adminPlayerSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  quhao: z.string(),
  phone: z.string(),
  level: z.number().int(),
  levelName: z.enum(VIP_LEVEL_KEYS),
  turnover: z.string(),
  status: z.enum(PLAYER_STATUSES),
  frozenReason: z.string().nullable(),
  invitationCode: z.string(),
  referredByCode: z.string().nullable(),
  hasPayPassword: z.boolean(),
  createdAt: z.string(),
});
export type AdminPlayerSummary = z.infer<typeof adminPlayerSummarySchema>;

/** A list row also carries the player's cash balance. */
export const adminListedPlayerSchema = adminPlayerSummarySchema.extend({ balance: z.string() });
export type AdminListedPlayer = z.infer<typeof adminListedPlayerSchema>;
export type AdminPlayersQuery = z.output<z.ZodObject<typeof adminPlayersListBodyShape>>;
export const adminPlayersPageSchema = z.object({
  list: z.array(adminListedPlayerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPlayersPage = z.infer<typeof adminPlayersPageSchema>;

/** Every balance of one player (its schema, `adminPlayerBalancesSchema`, is the cashier's). */
export type AdminPlayerBalances = {
  cash: string;
  withdrawalHold: string;
  betEscrow: string;
  staking: string;
};

export const adminPlayerSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Neither revoked nor expired, and the player is not frozen. */
  live: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AdminPlayerSession = z.infer<typeof adminPlayerSessionSchema>;

export const adminPlayerReferralSchema = z.object({
  id: z.string(),
  username: z.string(),
  status: z.enum(PLAYER_STATUSES),
  createdAt: z.string(),
});
export type AdminPlayerReferral = z.infer<typeof adminPlayerReferralSchema>;

/** `POST /api/admin/players/get`: the profile, balances, recent sessions, referrer and referrals. */
export const adminPlayerDetailSchema = z.object({
  player: adminPlayerSummarySchema,
  balances: adminPlayerBalancesSchema,
  sessions: z.array(adminPlayerSessionSchema),
  referrer: z.object({ id: z.string(), username: z.string() }).nullable(),
  referrals: z.object({ total: z.number().int(), list: z.array(adminPlayerReferralSchema) }),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetailSchema>;

export type AdminFreezeInput = z.output<z.ZodObject<typeof adminFreezeBodyShape>>;
/** `players/freeze` and `players/unfreeze`: `changed` is false when the player was already so. */
export const adminPlayerStatusChangeSchema = z.object({
  userId: z.string(),
  status: z.enum(PLAYER_STATUSES),
  changed: z.boolean(),
  sessionsEnded: z.number().int(),
});
export type AdminPlayerStatusChange = z.infer<typeof adminPlayerStatusChangeSchema>;

/** One level as `/api/admin/vip/update` takes it: the threshold in major units. */
export type AdminVipLevelInput = z.output<z.ZodObject<typeof adminVipUpdateBodyShape>>['levels'][number];
