import { ErrorCode } from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import {
  createLoginThrottle,
  type LoginThrottleLimits,
} from '../../../platform/credentials/login-throttle.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { recordAudit } from '../../admin/audit.service.js';

/**
 * Five wrong two-factor codes within 15 minutes lock the player's codes for the rest of the
 * window, as the staff's step-up codes are: whoever holds the password or a session could
 * otherwise walk the million codes at request speed.
 */
export const PLAYER_TWO_FACTOR_LIMITS: LoginThrottleLimits = {
  perAccount: 5,
  perIp: 5,
  windowMs: 15 * 60_000,
};

/** Player login keys are `player:` and `name:`; this prefix cannot meet them in the shared table. */
const keyOf = (playerId: string) => `2fa:${playerId}`;

export const twoFactorWrong = (field: string) => new AppError(ErrorCode.TwoFactorWrong, { field });

/**
 * The throttle in front of a player's two-factor codes, in the login throttle's table (shared by
 * every instance, kept across restarts) under its own keys. The address is not counted: the
 * attacker it stops already holds the password or a session.
 */
export function createTwoFactorGuard({ db, clock }: { db: Database; clock: Clock }) {
  const throttle = createLoginThrottle({ db, clock, kind: 'player', limits: PLAYER_TWO_FACTOR_LIMITS });

  async function countFailure(playerId: string, ip: string | null): Promise<void> {
    const key = keyOf(playerId);
    await throttle.recordFailure(key, null);
    const lockedMinutes = await throttle.lockedForMinutes(key, null);
    if (lockedMinutes !== null)
      await recordAudit(db, {
        actor: null,
        ip,
        action: 'player.2fa_locked',
        targetType: 'player',
        targetId: playerId,
        after: { wrongCodes: PLAYER_TWO_FACTOR_LIMITS.perAccount, lockedMinutes },
      });
  }

  return {
    /**
     * Refuses while locked (3001, even with the right code, which stays unspent); a missing code
     * answers 3090 and is no guess; else runs `spend` and counts a wrong code (3006).
     */
    async check(
      playerId: string,
      otp: string | undefined,
      context: { field: string; ip: string | null },
      spend: (otp: string) => Promise<boolean>,
    ): Promise<void> {
      const lockedMinutes = await throttle.lockedForMinutes(keyOf(playerId), null);
      if (lockedMinutes !== null)
        throw new AppError(ErrorCode.TooManyAttempts, { params: { num: lockedMinutes } });
      const code = otp?.trim() ?? '';
      if (code === '') throw new AppError(ErrorCode.TwoFactorCodeNeeded, { field: context.field });
      if (await spend(code)) return throttle.recordSuccess(keyOf(playerId));
      await countFailure(playerId, context.ip);
      throw twoFactorWrong(context.field);
    },

    /** Counts a wrong answer that sits beside a code (the password when turning two-factor off). */
    countFailure,
  };
}

export type TwoFactorGuard = ReturnType<typeof createTwoFactorGuard>;
