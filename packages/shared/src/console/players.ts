import type { z } from 'zod';
import type {
  adminFreezeBodyShape,
  adminPlayersListBodyShape,
  adminVipUpdateBodyShape,
  PlayerStatus,
} from '../accounts/account-schemas.js';
import type { VipLevelKey } from '../accounts/vip-levels.js';
import type { ListPage } from './list-page.js';

/**
 * Players as `/api/admin/players/*` answer them (accounts.admin.service.ts): staff see the full
 * phone, never a password hash. Money as decimal strings, times as ISO strings.
 */
export type AdminPlayerSummary = {
  id: string;
  username: string;
  nickname: string;
  quhao: string;
  phone: string;
  level: number;
  levelName: VipLevelKey;
  turnover: string;
  status: PlayerStatus;
  frozenReason: string | null;
  invitationCode: string;
  referredByCode: string | null;
  hasPayPassword: boolean;
  createdAt: string;
};

/** A list row also carries the player's cash balance. */
export type AdminListedPlayer = AdminPlayerSummary & { balance: string };
export type AdminPlayersQuery = z.output<z.ZodObject<typeof adminPlayersListBodyShape>>;
export type AdminPlayersPage = ListPage<AdminListedPlayer>;

/** Every balance of one player. */
export type AdminPlayerBalances = {
  cash: string;
  withdrawalHold: string;
  betEscrow: string;
  staking: string;
};

export type AdminPlayerSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Neither revoked nor expired, and the player is not frozen. */
  live: boolean;
  ip: string | null;
  userAgent: string | null;
};

export type AdminPlayerReferral = { id: string; username: string; status: PlayerStatus; createdAt: string };

/** `POST /api/admin/players/get`: the profile, balances, recent sessions, referrer and referrals. */
export type AdminPlayerDetail = {
  player: AdminPlayerSummary;
  balances: AdminPlayerBalances;
  sessions: AdminPlayerSession[];
  referrer: { id: string; username: string } | null;
  referrals: { total: number; list: AdminPlayerReferral[] };
};

export type AdminFreezeInput = z.output<z.ZodObject<typeof adminFreezeBodyShape>>;
/** `players/freeze` and `players/unfreeze`: `changed` is false when the player was already so. */
export type AdminPlayerStatusChange = {
  userId: string;
  status: PlayerStatus;
  changed: boolean;
  sessionsEnded: number;
};

/** One level as `/api/admin/vip/update` takes it: the threshold in major units. */
export type AdminVipLevelInput = z.output<z.ZodObject<typeof adminVipUpdateBodyShape>>['levels'][number];
