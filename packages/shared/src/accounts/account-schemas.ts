import { z } from 'zod';
import { INVITATION_CODE_PATTERN, PASSWORD_INPUT_MAX_LENGTH } from './account-rules.js';
import { UI_LANGUAGES } from '../i18n/languages.js';
import { VIP_LEVEL_KEYS, VIP_PRIVILEGE_KEYS } from './vip-levels.js';

/**
 * Request and response bodies of the account calls (seed §7 paths plus /api/Vip and the console
 * calls). Request shapes are lenient on purpose: a missing or odd field reaches the rules and
 * answers its own catalogue code (1010, 2050…) instead of a generic 1001.
 */
const text = (max: number) => z.string().max(max).default('');
/** Phones, SMS codes and area codes may arrive as JSON numbers from older clients. */
const digits = (max: number) =>
  z
    .union([z.string().max(max), z.number().int().nonnegative()])
    .default('')
    .transform((value) => String(value));

export const smsSendBodyShape = { quhao: digits(8), mobile: digits(32) };
export const registerBodyShape = {
  quhao: digits(8),
  username: text(64),
  phone: digits(32),
  captcha: digits(16),
  password: text(PASSWORD_INPUT_MAX_LENGTH),
  spassword: text(PASSWORD_INPUT_MAX_LENGTH),
  invitation: text(32),
  payPwd: text(64),
  agree: z.boolean().optional(),
};
/**
 * A player's second factor where a call asks for it (issue #25): the six digits of their
 * authenticator or one of their recovery codes. Optional: checked only when two-factor is on.
 */
export const secondFactorOtpField = z.string().max(32).optional();
/** `otp` is needed only when the player has two-factor on: the first answer without it is 3090. */
export const loginBodyShape = {
  quhao: digits(8),
  username: text(64),
  password: text(128),
  otp: secondFactorOtpField,
};
export const changePasswordBodyShape = {
  passwd: text(128),
  npasswd: text(PASSWORD_INPUT_MAX_LENGTH),
  npasswd2: z.string().max(PASSWORD_INPUT_MAX_LENGTH).optional(),
};
export const changePayPasswordBodyShape = { srcpwd: text(128), newpwd: text(64), newpwd2: text(64) };
/**
 * Forgotten pay password (issue #25): the code sent to the registered phone, the login password
 * (a stolen session alone is not enough) and the new pay password twice.
 */
export const recoverPayPasswordBodyShape = {
  captcha: digits(16),
  passwd: text(128),
  newpwd: text(64),
  newpwd2: text(64),
};
/** Forgotten password: the phone, the reset code and the new password twice. */
export const resetPasswordBodyShape = {
  quhao: digits(8),
  mobile: digits(32),
  captcha: digits(16),
  password: text(PASSWORD_INPUT_MAX_LENGTH),
  spassword: text(PASSWORD_INPUT_MAX_LENGTH),
};

export const smsSendBodySchema = z.object(smsSendBodyShape);
export const registerBodySchema = z.object(registerBodyShape);
export const loginBodySchema = z.object(loginBodyShape);
export const changePasswordBodySchema = z.object(changePasswordBodyShape);
export const changePayPasswordBodySchema = z.object(changePayPasswordBodyShape);

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** `POST /api/Game/getuserinfo` data (contracts.md). Money fields are decimal strings. */
export const userInfoSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  nickname: z.string(),
  /** Masked for display: "+84 ****5678". */
  phone: z.string(),
  quhao: z.string(),
  level: z.number().int().min(1).max(8),
  levelName: z.enum(VIP_LEVEL_KEYS),
  money: decimal,
  leftmoney: decimal,
  /** 1 when the player has no pay (withdrawal) password yet. */
  noPassword2: z.union([z.literal(0), z.literal(1)]),
  invitationCode: z.string(),
  turnover: decimal,
  /**
   * Two-factor sign-in is on: logins, withdrawals and new withdrawal accounts need a code. The
   * server always sends it; absent reads as off.
   */
  twoFactor: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Login and register both answer this and log the player in. */
export const sessionResponseSchema = z.object({ token: z.string(), userinfo: userInfoSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const smsSendResponseSchema = z.object({
  cooldownSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const vipLevelViewSchema = z.object({
  level: z.number().int(),
  key: z.enum(VIP_LEVEL_KEYS),
  threshold: decimal,
  dailyWithdrawals: z.number().int(),
  privileges: z.array(z.enum(VIP_PRIVILEGE_KEYS)),
});
export type VipLevelView = z.infer<typeof vipLevelViewSchema>;

/** `POST /api/Vip/levels`: the table for everyone; `player` only with a live session. */
export const vipLevelsResponseSchema = z.object({
  levels: z.array(vipLevelViewSchema),
  player: z
    .object({
      level: z.number().int(),
      levelName: z.enum(VIP_LEVEL_KEYS),
      turnover: decimal,
      nextLevel: z.number().int().nullable(),
      remaining: decimal.nullable(),
      /** Share of the way from this level's threshold to the next, 0–10000. */
      progressBasisPoints: z.number().int().min(0).max(10_000),
    })
    .nullable(),
});
export type VipLevelsResponse = z.infer<typeof vipLevelsResponseSchema>;

/** Console calls (`/api/admin/...`). */
export const PLAYER_STATUSES = ['active', 'frozen'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];
/** House codes are the operator's; player codes belong to a player who invites others. */
export const INVITATION_KINDS = ['house', 'player'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
/** The console's player search: username, phone or invitation code. */
export const PLAYER_SEARCH_MAX_LENGTH = 64;
/** Why staff froze, unfroze or adjusted a player (kept in the audit log). */
export const STAFF_REASON_MAX_LENGTH = 500;
export const VIP_DAILY_WITHDRAWALS_MAX = 1_000;
export const SMS_OUTBOX_PHONE_MAX_LENGTH = 32;

export const adminPlayersListBodyShape = {
  query: z.string().max(PLAYER_SEARCH_MAX_LENGTH).optional(),
  status: z.enum(PLAYER_STATUSES).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
export const adminPlayerIdBodyShape = { userId: z.string().uuid() };
/** Support starts a pay-password recovery: the code goes to the player's phone in `language`. */
export const adminPayPasswordCodeBodyShape = { userId: z.string().uuid(), language: z.enum(UI_LANGUAGES) };
export const adminFreezeBodyShape = {
  userId: z.string().uuid(),
  reason: z.string().trim().min(1).max(STAFF_REASON_MAX_LENGTH),
};
export const adminSmsOutboxBodyShape = { phone: z.string().max(SMS_OUTBOX_PHONE_MAX_LENGTH).optional() };
export const adminInvitationsListBodyShape = {
  kind: z.enum(INVITATION_KINDS).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
};
export const adminInvitationCodeBodyShape = {
  code: z.string().trim().regex(INVITATION_CODE_PATTERN),
};
export const adminVipUpdateBodyShape = {
  levels: z
    .array(
      z.object({
        level: z.number().int().min(1).max(8),
        /** Decimal string or number in major units with at most the currency's minor digits. */
        threshold: z.union([z.string().max(32), z.number()]),
        dailyWithdrawals: z.number().int().min(1).max(VIP_DAILY_WITHDRAWALS_MAX),
        privileges: z.array(z.enum(VIP_PRIVILEGE_KEYS)).max(VIP_PRIVILEGE_KEYS.length).optional(),
      }),
    )
    .length(8),
};
