import {
  ErrorCode,
  RECOVERY_CODE_COUNT,
  type PlayerTwoFactorEnabled,
  type PlayerTwoFactorSetup,
  type PlayerTwoFactorStatus,
} from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import { verifyPassword } from '../../../platform/credentials/password-hash.js';
import { matchedTotpStep, newTotpSecret, totpUri } from '../../../platform/credentials/totp.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError, SessionRequiredError } from '../../../platform/errors/app-error.js';
import { recordAudit } from '../../admin/audit.service.js';
import { createPlayersRepository } from '../players.repository.js';
import { newRecoveryCode, recoveryCodeHash } from './recovery-codes.js';
import { createTwoFactorGuard, twoFactorWrong } from './two-factor-guard.js';
import { createTwoFactorRepository } from './two-factor.repository.js';

type Context = { ip: string | null };

const alreadyOn = () => new AppError(ErrorCode.TwoFactorAlreadyOn);
const notOn = () => new AppError(ErrorCode.TwoFactorOff);

/**
 * A player's optional two-factor sign-in (issue #25): enrolment with a TOTP secret confirmed by
 * its first code, ten single-use recovery codes, and the check that logins, withdrawals and new
 * withdrawal accounts run when it is on. Each authenticator code is accepted once (its 30 s step
 * must be after the last accepted one) and wrong codes lock after five in 15 minutes (3001).
 */
export function createPlayerTwoFactorService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createTwoFactorRepository({ db });
  const guard = createTwoFactorGuard({ db, clock });

  /** Whether `otp` is a right, unused authenticator code or recovery code of the player; spends it. */
  async function spend(playerId: string, otp: string): Promise<boolean> {
    if (/^\d{6}$/.test(otp)) {
      const row = await repository.find(playerId);
      if (!row?.enabledAt) return false;
      const step = matchedTotpStep(row.secret, otp, clock.now());
      return step !== null && (await repository.acceptStep(playerId, step));
    }
    const codeHash = recoveryCodeHash(otp);
    return codeHash !== null && (await repository.spendRecoveryCode(playerId, codeHash, clock.now()));
  }

  async function usernameOf(playerId: string): Promise<string> {
    const player = await createPlayersRepository({ db }).findById(playerId);
    if (!player) throw new SessionRequiredError();
    return player.username;
  }

  return {
    isEnabled: (playerId: string) => repository.isEnabled(playerId),

    /**
     * The second factor of a login or a money call: nothing when two-factor is off; else a
     * right, unused code in `otp` (3090 missing, 3006 wrong, 3001 locked), reported on `field`.
     */
    async require(playerId: string, otp: string | undefined, context: Context & { field: string }) {
      if (!(await repository.isEnabled(playerId))) return;
      await guard.check(playerId, otp, context, (code) => spend(playerId, code));
    },

    async status(playerId: string): Promise<PlayerTwoFactorStatus> {
      const row = await repository.find(playerId);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        pending: row !== null && !enabled,
        recoveryCodesLeft: enabled ? await repository.unusedRecoveryCodes(playerId) : 0,
      };
    },

    /** A new pending secret (replacing an unconfirmed one); 3091 once two-factor is on. */
    async setup(playerId: string): Promise<PlayerTwoFactorSetup> {
      const secret = newTotpSecret();
      if (!(await repository.savePending(playerId, secret, clock.now()))) throw alreadyOn();
      return { secret, otpauthUri: totpUri(secret, await usernameOf(playerId)) };
    },

    /** Confirms the pending secret with a current code; answers the recovery codes, once. */
    async enable(playerId: string, code: string, context: Context): Promise<PlayerTwoFactorEnabled> {
      const row = await repository.find(playerId);
      if (row?.enabledAt) throw alreadyOn();
      if (!row) throw notOn();
      const step = matchedTotpStep(row.secret, code.trim(), clock.now());
      if (step === null) throw twoFactorWrong('code');
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const hashes = recoveryCodes.map((recoveryCode) => recoveryCodeHash(recoveryCode) ?? '');
      await db.transaction(async (tx) => {
        const inTx = createTwoFactorRepository({ db: tx });
        if (!(await inTx.enable(playerId, step, clock.now()))) throw alreadyOn();
        await inTx.replaceRecoveryCodes(playerId, hashes, clock.now());
        await recordAudit(tx, {
          actor: null,
          ip: context.ip,
          action: 'player.2fa_enable',
          targetType: 'player',
          targetId: playerId,
          before: { twoFactor: false },
          after: { twoFactor: true, recoveryCodes: RECOVERY_CODE_COUNT },
        });
      });
      return { recoveryCodes };
    },

    /**
     * Turns two-factor off with a code (or a recovery code) and the login password (3081); a
     * wrong password counts toward the same lock as a wrong code.
     */
    async disable(
      playerId: string,
      input: { code: string; passwd: string },
      context: Context,
    ): Promise<void> {
      if (!(await repository.isEnabled(playerId))) throw notOn();
      await guard.check(playerId, input.code, { field: 'code', ip: context.ip }, (code) =>
        spend(playerId, code),
      );
      const player = await createPlayersRepository({ db }).findById(playerId);
      if (!player) throw new SessionRequiredError();
      if (!(await verifyPassword(player.passwordHash, input.passwd))) {
        await guard.countFailure(playerId, context.ip);
        throw new AppError(ErrorCode.LoginPasswordWrong, { field: 'passwd' });
      }
      await db.transaction(async (tx) => {
        await createTwoFactorRepository({ db: tx }).remove(playerId);
        await recordAudit(tx, {
          actor: null,
          ip: context.ip,
          action: 'player.2fa_disable',
          targetType: 'player',
          targetId: playerId,
          before: { twoFactor: true },
          after: { twoFactor: false, method: 'code_and_login_password' },
        });
      });
    },
  };
}

export type PlayerTwoFactorService = ReturnType<typeof createPlayerTwoFactorService>;
