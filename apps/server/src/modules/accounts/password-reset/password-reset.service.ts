import {
  confirmationProblem,
  DEFAULT_QUHAO,
  ErrorCode,
  loginPasswordProblem,
  normalizePhone,
  normalizeQuhao,
  phoneProblem,
  type UiLanguage,
} from '@fairround/shared';
import { hashPassword } from '../../../platform/credentials/password-hash.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { createPlayersRepository } from '../players.repository.js';
import { codeAttemptKey, type RegisterThrottle } from '../register-throttle.js';
import type { PlayerSessionsService } from '../sessions/sessions.service.js';
import type { SmsService } from '../sms/sms.service.js';

export type ResetPasswordInput = {
  quhao: string;
  mobile: string;
  captcha: string;
  password: string;
  spassword: string;
};

function phoneKeyOf(typedQuhao: string, mobile: string) {
  const problem = phoneProblem(typedQuhao, mobile);
  if (problem !== null) throw new AppError(problem, { field: 'mobile' });
  const quhao = normalizeQuhao(typedQuhao) ?? DEFAULT_QUHAO;
  return { quhao, phone: normalizePhone(quhao, mobile) };
}

/**
 * Forgotten login password, by SMS code (PRODUCT.md §3). Neither call tells whether a phone has
 * an account: an unknown phone gets the same answer, the same cooldown and caps (its code row is
 * written but never delivered), and a reset for it fails as a wrong code (2053).
 */
export function createPasswordResetService(deps: {
  db: Database;
  sms: SmsService;
  sessions: PlayerSessionsService;
  throttle: RegisterThrottle;
}) {
  const { db, sms } = deps;
  const players = createPlayersRepository({ db });

  /** The code's id and the phone's player, or 2050 / 2053 / 2054. */
  async function checkCode(input: ResetPasswordInput) {
    const key = phoneKeyOf(input.quhao, input.mobile);
    const codeId = await sms.check(key, 'reset', input.captcha);
    const player = await players.findByPhone(key.quhao, key.phone);
    // Only reachable by guessing an undelivered code: answer exactly like a wrong one.
    if (!player) throw new AppError(ErrorCode.SmsCodeWrong, { field: 'captcha' });
    return { codeId, player };
  }

  return {
    /** Sends a reset code to a registered phone; 2050 bad phone, 2051 cooldown, 3009 daily cap, 3002 IP cap. */
    async sendCode(
      input: { quhao: string; mobile: string },
      meta: { ip: string | null; language: UiLanguage },
    ) {
      const key = phoneKeyOf(input.quhao, input.mobile);
      const player = await players.findByPhone(key.quhao, key.phone);
      return sms.send({ ...key, purpose: 'reset', ...meta }, { deliver: player !== null });
    },

    /**
     * Sets a new login password given the code: rules of registration (1011/1015, repeat 1012),
     * code 2053 wrong / 2054 none live (never sent, used, expired or out of tries). Refusals after
     * the password rules are counted per phone and per address (3001 once locked), like logins.
     * Every session of the player ends, so whoever held the old password is logged out; the
     * player then logs in with the new one.
     */
    async reset(input: ResetPasswordInput, meta: { ip: string | null }): Promise<void> {
      const passwordProblem = loginPasswordProblem(input.password);
      if (passwordProblem !== null) throw new AppError(passwordProblem, { field: 'password' });
      const repeatProblem = confirmationProblem(input.password, input.spassword);
      if (repeatProblem !== null) throw new AppError(repeatProblem, { field: 'spassword' });
      const attemptKey = codeAttemptKey(input.quhao, input.mobile);
      await deps.throttle.refuseWhenLocked(attemptKey, meta.ip);
      const { codeId, player } = await checkCode(input).catch(async (error: unknown) => {
        if (error instanceof AppError) await deps.throttle.recordFailure(attemptKey, meta.ip);
        throw error;
      });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await sms.consume(codeId, tx);
        await createPlayersRepository({ db: tx }).setPasswordHash(player.id, passwordHash);
        await deps.sessions.endAllOf(player.id, tx);
      });
      await deps.throttle.recordSuccess(attemptKey);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
