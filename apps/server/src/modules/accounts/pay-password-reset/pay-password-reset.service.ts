import { confirmationProblem, ErrorCode, payPasswordProblem, type UiLanguage } from '@fairround/shared';
import { hashPassword, verifyPassword } from '../../../platform/credentials/password-hash.js';
import type { StaffActor } from '../../../platform/auth/console-actor.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { recordAudit } from '../../admin/audit.service.js';
import { recordNotification } from '../../notifications/notifications.service.js';
import type { Clock } from '../../../platform/clock.js';
import { createPlayersRepository, type PlayerRow } from '../players.repository.js';
import type { RegisterThrottle } from '../register-throttle.js';
import type { PlayerSessionsService } from '../sessions/sessions.service.js';
import type { SmsService } from '../sms/sms.service.js';

export type RecoverPayPasswordInput = { captcha: string; passwd: string; newpwd: string; newpwd2: string };

/**
 * A forgotten pay password (issue #25). Withdrawals, withdrawal accounts and staking all ask for
 * it, so without a way back the player's money was locked in. Recovery takes two factors the
 * player has and a thief with only a stolen session does not: a code sent to the registered phone
 * and the login password. Support can send the code for a player who calls (it never sees it,
 * nor the password). Wrong codes and wrong passwords are counted like a login reset's, every other
 * session of the player ends, and the change is audited.
 */
export function createPayPasswordResetService(deps: {
  db: Database;
  sms: SmsService;
  sessions: PlayerSessionsService;
  throttle: RegisterThrottle;
  clock: Clock;
}) {
  const { db, sms } = deps;
  const players = createPlayersRepository({ db });

  async function requirePlayer(playerId: string): Promise<PlayerRow> {
    const player = await players.findById(playerId);
    if (!player) throw new AppError(ErrorCode.LoginInvalid);
    return player;
  }

  function sendTo(player: PlayerRow, meta: { ip: string | null; language: UiLanguage }) {
    return sms.send({ quhao: player.quhao, phone: player.phone, purpose: 'pay-reset', ...meta });
  }

  /** The code's id, or the refusal (3081 wrong login password, 2053 / 2054 code) counted against the player. */
  async function checkFactors(player: PlayerRow, input: RecoverPayPasswordInput, ip: string | null) {
    try {
      if (!(await verifyPassword(player.passwordHash, input.passwd))) {
        throw new AppError(ErrorCode.LoginPasswordWrong, { field: 'passwd' });
      }
      return await sms.check({ quhao: player.quhao, phone: player.phone }, 'pay-reset', input.captcha);
    } catch (error) {
      if (error instanceof AppError) await deps.throttle.recordFailure(player.id, ip);
      throw error;
    }
  }

  return {
    /** A code to the player's own phone; the SMS cooldown and caps apply (2051, 3009, 3002). */
    async sendCode(playerId: string, meta: { ip: string | null; language: UiLanguage }) {
      return sendTo(await requirePlayer(playerId), meta);
    },

    /**
     * Support sends the code for a player who asked by phone or chat; audited. The address cap is
     * not the staff member's (the code goes to the player), so `ip` is left out of the count.
     */
    async sendCodeFromConsole(actor: StaffActor, userId: string, language: UiLanguage) {
      const player = await players.findById(userId);
      if (!player) throw new AppError(ErrorCode.UserNotFound);
      const sent = await sendTo(player, { ip: null, language });
      await recordAudit(db, {
        actor,
        ip: actor.ip,
        action: 'player.pay_password_code_sent',
        targetType: 'player',
        targetId: player.id,
        after: { language },
      });
      return sent;
    },

    /**
     * New pay password: rules 1058, repeat 1012, login password 3081, code 2053 / 2054, 3001 once
     * too many refusals. The code is used up, the hash replaced, every other session ended and
     * the audit row written in one transaction.
     */
    async recover(
      principal: { playerId: string; sessionId: string },
      input: RecoverPayPasswordInput,
      meta: { ip: string | null },
    ): Promise<void> {
      const newProblem = payPasswordProblem(input.newpwd);
      if (newProblem !== null) throw new AppError(newProblem, { field: 'newpwd' });
      const repeatProblem = confirmationProblem(input.newpwd, input.newpwd2);
      if (repeatProblem !== null) throw new AppError(repeatProblem, { field: 'newpwd2' });
      const player = await requirePlayer(principal.playerId);
      await deps.throttle.refuseWhenLocked(player.id, meta.ip);
      const codeId = await checkFactors(player, input, meta.ip);
      const payPasswordHash = await hashPassword(input.newpwd);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        await sms.consume(codeId, tx);
        await createPlayersRepository({ db: tx }).setPayPasswordHash(player.id, payPasswordHash);
        await deps.sessions.endAllOf(player.id, tx, principal.sessionId);
        await recordAudit(tx, {
          actor: null,
          ip: meta.ip,
          action: 'player.pay_password_recovered',
          targetType: 'player',
          targetId: player.id,
          after: { method: 'sms_code_and_login_password' },
        });
        // The record on every device the player signs in with next, if it was not them.
        await recordNotification(tx, { playerId: player.id, kind: 'pay_password_recovered', link: '/my_set' }, now);
      });
      await deps.throttle.recordSuccess(player.id);
    },
  };
}

export type PayPasswordResetService = ReturnType<typeof createPayPasswordResetService>;
