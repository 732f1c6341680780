import {
  DEFAULT_QUHAO,
  ErrorCode,
  normalizePhone,
  normalizeQuhao,
  phoneProblem,
  type UiLanguage,
} from '@fairround/shared';
import { verifyPassword } from '../../../platform/credentials/password-hash.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { recordAudit } from '../../admin/audit.service.js';
import { isUniqueViolation } from '../accounts.errors.js';
import { createPlayersRepository, type PlayerRow } from '../players.repository.js';
import type { RegisterThrottle } from '../register-throttle.js';
import type { PlayerSessionsService } from '../sessions/sessions.service.js';
import type { SmsService } from '../sms/sms.service.js';
import type { PhoneKey } from '../sms/sms.repository.js';
import { maskPhone } from '../user-info.js';

export type NewPhoneInput = { quhao: string; mobile: string };
export type ChangePhoneInput = NewPhoneInput & { oldCaptcha: string; newCaptcha: string; passwd: string };
type SendMeta = { ip: string | null; language: UiLanguage };

function newPhoneKey(input: NewPhoneInput): PhoneKey {
  const problem = phoneProblem(input.quhao, input.mobile);
  if (problem !== null) throw new AppError(problem, { field: 'mobile' });
  const quhao = normalizeQuhao(input.quhao) ?? DEFAULT_QUHAO;
  return { quhao, phone: normalizePhone(quhao, input.mobile) };
}

/** Runs `work`; a refusal it throws is shown under `field` (the SMS service names `captcha`). */
async function onField<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.errCode, { ...error.details, field });
    throw error;
  }
}

const wrongNewCode = () => new AppError(ErrorCode.SmsCodeWrong, { field: 'newCaptcha' });

/**
 * Moving the account to another phone (issue #25). The phone is how a player logs in and
 * recovers passwords, so a stolen session alone must not move it: the change takes a code sent
 * to the registered phone, a code sent to the new phone (proving the player holds both) and the
 * login password. Refusals are counted like a password reset's (3001), every other session ends
 * and the change is audited with both numbers masked.
 *
 * Not an oracle: asking a code for a phone that has an account answers exactly as for a free one
 * (that phone gets a notice instead of a code), and the change to it is refused as a wrong code.
 */
export function createPhoneChangeService(deps: {
  db: Database;
  sms: SmsService;
  sessions: PlayerSessionsService;
  throttle: RegisterThrottle;
}) {
  const { db, sms } = deps;
  const players = createPlayersRepository({ db });

  async function requirePlayer(playerId: string): Promise<PlayerRow> {
    const player = await players.findById(playerId);
    if (!player) throw new AppError(ErrorCode.LoginInvalid);
    return player;
  }

  function refuseOwnPhone(player: PlayerRow, key: PhoneKey): void {
    if (player.quhao === key.quhao && player.phone === key.phone) {
      throw new AppError(ErrorCode.PhoneUnchanged, { field: 'mobile' });
    }
  }

  /** Login password 3081, then each code 2053 / 2054 under its own field; the codes' ids. */
  async function checkFactors(player: PlayerRow, key: PhoneKey, input: ChangePhoneInput) {
    if (!(await verifyPassword(player.passwordHash, input.passwd))) {
      throw new AppError(ErrorCode.LoginPasswordWrong, { field: 'passwd' });
    }
    const own = { quhao: player.quhao, phone: player.phone };
    const oldCodeId = await onField('oldCaptcha', () => sms.check(own, 'phone-old', input.oldCaptcha));
    const newCodeId = await onField('newCaptcha', () => sms.check(key, 'phone-new', input.newCaptcha));
    // Only reachable by guessing a code that was never delivered: answer exactly like a wrong one.
    if (await players.isPhoneTaken(key.quhao, key.phone)) throw wrongNewCode();
    return { oldCodeId, newCodeId };
  }

  /** Uses both codes up, moves the player, ends the other sessions and audits, in one transaction. */
  async function move(
    player: PlayerRow,
    key: PhoneKey,
    codes: { oldCodeId: string; newCodeId: string },
    context: { sessionId: string; ip: string | null },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await onField('oldCaptcha', () => sms.consume(codes.oldCodeId, tx));
      await onField('newCaptcha', () => sms.consume(codes.newCodeId, tx));
      await createPlayersRepository({ db: tx }).setPhone(player.id, key.quhao, key.phone);
      await deps.sessions.endAllOf(player.id, tx, context.sessionId);
      await recordAudit(tx, {
        actor: null,
        ip: context.ip,
        action: 'player.phone_change',
        targetType: 'player',
        targetId: player.id,
        before: { phone: maskPhone(player.quhao, player.phone) },
        after: { phone: maskPhone(key.quhao, key.phone), method: 'both_sms_codes_and_login_password' },
      });
    });
  }

  return {
    /** A code to the registered phone; the SMS cooldown and caps apply (2051, 3009, 3002). */
    async sendOldCode(playerId: string, meta: SendMeta) {
      const player = await requirePlayer(playerId);
      return sms.send({ quhao: player.quhao, phone: player.phone, purpose: 'phone-old', ...meta });
    },

    /** A code to the new phone (2050 malformed, 3085 the player's own), or a notice if it has an account. */
    async sendNewCode(playerId: string, input: NewPhoneInput, meta: SendMeta) {
      const key = newPhoneKey(input);
      refuseOwnPhone(await requirePlayer(playerId), key);
      const alreadyRegistered = await players.isPhoneTaken(key.quhao, key.phone);
      return sms.send({ ...key, purpose: 'phone-new', ...meta }, { alreadyRegistered });
    },

    /**
     * The change: phone 2050 / 3085 first, then 3001 while locked, the login password 3081 and
     * both codes (2053 / 2054 under `oldCaptcha` / `newCaptcha`), each refusal counted.
     */
    async change(
      principal: { playerId: string; sessionId: string },
      input: ChangePhoneInput,
      meta: { ip: string | null },
    ): Promise<{ quhao: string; phone: string }> {
      const key = newPhoneKey(input);
      const player = await requirePlayer(principal.playerId);
      refuseOwnPhone(player, key);
      await deps.throttle.refuseWhenLocked(player.id, meta.ip);
      const refused = async (error: unknown): Promise<never> => {
        if (error instanceof AppError) await deps.throttle.recordFailure(player.id, meta.ip);
        throw error;
      };
      const codes = await checkFactors(player, key, input).catch(refused);
      await move(player, key, codes, { sessionId: principal.sessionId, ip: meta.ip }).catch(
        (error: unknown) =>
          // Someone took the new phone between the check and the write: a wrong code, as above.
          refused(isUniqueViolation(error) ? wrongNewCode() : error),
      );
      await deps.throttle.recordSuccess(player.id);
      return { quhao: key.quhao, phone: maskPhone(key.quhao, key.phone) };
    },
  };
}

export type PhoneChangeService = ReturnType<typeof createPhoneChangeService>;
