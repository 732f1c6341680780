import { z } from 'zod';

/**
 * Staff accounts of the console (`/api/admin/login`, `me`, `2fa/*`, `staff/*`): the roles, the
 * rules for a new account and what the server answers. Times are ISO strings.
 */

/** Every staff role, in the order the console lists them; each route names the roles it admits. */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A new staff username: 3–32 letters, digits, `_`, `.` or `-`. */
export const STAFF_USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const STAFF_USERNAME_MAX = 32;
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 128;
/** What a sign-in form may send; longer values can match no account. */
export const STAFF_LOGIN_USERNAME_MAX = 64;
export const STAFF_LOGIN_PASSWORD_MAX = 256;

export const staffUsernameSchema = z.string().regex(STAFF_USERNAME_PATTERN);
export const staffPasswordSchema = z.string().min(STAFF_PASSWORD_MIN).max(STAFF_PASSWORD_MAX);

export const staffLoginBodyShape = {
  username: z.string().min(1).max(STAFF_LOGIN_USERNAME_MAX),
  password: z.string().min(1).max(STAFF_LOGIN_PASSWORD_MAX),
  otp: z.string().max(12).optional(),
};
export type StaffLoginInput = z.output<z.ZodObject<typeof staffLoginBodyShape>>;

export const staffTwoFactorEnableBodyShape = { otp: z.string().regex(/^\d{6}$/) };

/**
 * The staff's current two-factor code on a money action. The auth hook reads it before
 * validation (a number that lost its leading zeros too); routes declare it for the OpenAPI
 * document.
 */
export const stepUpOtpBodyShape = { otp: z.union([z.string().max(12), z.number()]).optional() };
/** What the console adds to a money action's body. */
export type MoneyActionOtp = { otp?: string };

export const staffCreateBodyShape = {
  username: staffUsernameSchema,
  password: staffPasswordSchema,
  role: z.enum(STAFF_ROLES),
};
export type StaffCreateInput = z.output<z.ZodObject<typeof staffCreateBodyShape>>;
export const staffDisableBodyShape = { staffId: z.uuid() };

/** The signed-in staff as `login` and `me` answer it. */
export const staffViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  twoFactorEnabled: z.boolean(),
  /**
   * An owner reset the password: the account may do nothing but set its own new password (3095)
   * until it has, and the console shows only that screen.
   */
  mustChangePassword: z.boolean(),
});
export type StaffView = z.infer<typeof staffViewSchema>;

/** `POST /api/admin/me`: who is signed in, and whether money actions need two-factor. */
export const staffMeSchema = z.object({ staff: staffViewSchema, twoFactorRequired: z.boolean() });
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffLoginResultSchema = staffMeSchema.extend({ token: z.string() });
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

/** `POST /api/admin/2fa/setup`: the pending secret and its otpauth URI (for the QR code). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorEnabledSchema = z.object({ twoFactorEnabled: z.literal(true) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** A staff account as `staff/list`, `staff/create` and `staff/disable` answer it. */
export const listedStaffSchema = staffViewSchema.extend({
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type ListedStaff = z.infer<typeof listedStaffSchema>;
export const staffListSchema = z.object({ items: z.array(listedStaffSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/**
 * `POST /api/admin/staff/step-up-locks`: accounts whose step-up actions are refused (3001) after
 * too many wrong two-factor codes, each with when the lock ends.
 */
export const stepUpLocksSchema = z.object({
  items: z.array(z.object({ staffId: z.string(), username: z.string(), lockedUntil: z.string() })),
});
export type StepUpLocks = z.infer<typeof stepUpLocksSchema>;

/**
 * `POST /api/admin/me/password`: the signed-in staff changes their own password. `otp` is the
 * current two-factor code, needed when the account has two-factor on. Every other session of the
 * account ends.
 */
export const staffChangePasswordBodyShape = {
  currentPassword: z.string().min(1).max(STAFF_LOGIN_PASSWORD_MAX),
  newPassword: staffPasswordSchema,
  otp: z.string().max(12).optional(),
};
export type StaffChangePasswordInput = z.output<z.ZodObject<typeof staffChangePasswordBodyShape>>;
export const staffPasswordChangedSchema = z.object({ endedSessions: z.number().int() });
export type StaffPasswordChanged = z.infer<typeof staffPasswordChangedSchema>;

/** An owner's action on one staff account (`staff/enable`, `staff/reset-2fa`, `staff/sessions*`). */
export const staffTargetBodyShape = { staffId: z.uuid() };
/** `staff/reset-password`: a temporary password the account must replace at its next sign-in. */
export const staffResetPasswordBodyShape = { staffId: z.uuid(), temporaryPassword: staffPasswordSchema };
export type StaffResetPasswordInput = z.output<z.ZodObject<typeof staffResetPasswordBodyShape>>;
export const staffChangeRoleBodyShape = { staffId: z.uuid(), role: z.enum(STAFF_ROLES) };
export type StaffChangeRoleInput = z.output<z.ZodObject<typeof staffChangeRoleBodyShape>>;

/** A live console session of one account: when it started and was last used, and from where. */
export const staffSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this call. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionListSchema = z.object({ items: z.array(staffSessionSchema) });
export type StaffSessionList = z.infer<typeof staffSessionListSchema>;
export const staffSessionsEndedSchema = z.object({ endedSessions: z.number().int() });
export type StaffSessionsEnded = z.infer<typeof staffSessionsEndedSchema>;
