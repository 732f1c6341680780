import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.js';

/** How many recovery codes enabling two-factor hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** Where the player's two-factor stands: off, set up and waiting for its first code, or on. */
export const playerTwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** A secret was handed out by `setup` and awaits its first code (never true once enabled). */
  pending: z.boolean(),
  /** Recovery codes not used yet (0 while off). */
  recoveryCodesLeft: z.number().int(),
});
export type PlayerTwoFactorStatus = z.infer<typeof playerTwoFactorStatusSchema>;

/** The pending secret, as text for manual entry and as the otpauth link an authenticator opens. */
export const playerTwoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type PlayerTwoFactorSetup = z.infer<typeof playerTwoFactorSetupSchema>;

/** The recovery codes, answered once when two-factor is enabled: the server keeps only hashes. */
export const playerTwoFactorEnabledSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type PlayerTwoFactorEnabled = z.infer<typeof playerTwoFactorEnabledSchema>;

/** A code (authenticator or recovery), checked by the server; lenient so the rules answer. */
const code = z.string().max(32).default('');

/** The player's own two-factor sign-in (issue #25): status, enrolment and turning it off. */
export const playerTwoFactorEndpoints = {
  status: defineEndpoint({
    path: '/api/TwoFactor/status',
    auth: 'player',
    response: playerTwoFactorStatusSchema,
  }),
  /** Starts (or restarts) enrolment with a new secret; 3091 once two-factor is on. */
  setup: defineEndpoint({
    path: '/api/TwoFactor/setup',
    auth: 'player',
    response: playerTwoFactorSetupSchema,
  }),
  /** Confirms the pending secret with a current code (3006 wrong, 3092 no setup) and answers the recovery codes. */
  enable: defineEndpoint({
    path: '/api/TwoFactor/enable',
    auth: 'player',
    body: { code },
    response: playerTwoFactorEnabledSchema,
  }),
  /** Turns two-factor off with a code (or a recovery code) and the login password (3081). */
  disable: defineEndpoint({
    path: '/api/TwoFactor/disable',
    auth: 'player',
    body: { code, passwd: z.string().max(128).default('') },
    response: z.null(),
  }),
};
