import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  confirmationProblem,
  DEFAULT_QUHAO,
  ErrorCode,
  loginAttemptProblem,
  loginPasswordProblem,
  normalizePhone,
  normalizeQuhao,
  normalizeUsername,
  payPasswordProblem,
  phoneProblem,
  registerFormProblem,
  type RegisterForm,
  type SessionResponse,
  type UserInfo,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { LoginThrottle } from '../../platform/credentials/login-throttle.js';
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/credentials/password-hash.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { NICKNAME_CHANGE_LOCK_KEY } from '../../platform/db/advisory-locks.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { isUniqueViolation } from './accounts.errors.js';
import { drawFreePlayerCode, findUsableInvitation } from './invitations/invitations.service.js';
import { createInvitationsRepository } from './invitations/invitations.repository.js';
import { createPlayersRepository, type PlayerRow } from './players.repository.js';
import { codeAttemptKey, type RegisterThrottle } from './register-throttle.js';
import type { PlayerSessionsService, SessionMeta } from './sessions/sessions.service.js';
import type { SmsService } from './sms/sms.service.js';
import type { PlayerTwoFactorService } from './two-factor/two-factor.service.js';
import { toUserInfo } from './user-info.js';

export type AccountsDeps = {
  db: Database;
  clock: Clock;
  minorDigits: number;
  sessions: PlayerSessionsService;
  sms: SmsService;
  throttle: LoginThrottle;
  registerThrottle: RegisterThrottle;
  ledger: LedgerService;
  /** The second factor a login needs when the player has two-factor on. */
  twoFactor: Pick<PlayerTwoFactorService, 'require'>;
  /** Nudges the player's other devices after a login from a new one wrote them a notice. */
  announceNotifications?: (playerId: string) => Promise<void>;
};

const fail = (code: AppError['errCode'], field?: string) => new AppError(code, field ? { field } : {});

function throwIf(code: AppError['errCode'] | null, field: string): void {
  if (code !== null) throw fail(code, field);
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, clock } = deps;
  const players = createPlayersRepository({ db });

  async function userInfo(player: PlayerRow, executor: Executor = db): Promise<UserInfo> {
    return toUserInfo(player, await deps.ledger.playerBalances(player.id, executor), deps.minorDigits, executor);
  }

  async function requirePlayer(playerId: string): Promise<PlayerRow> {
    const player = await players.findById(playerId);
    // The session was live a moment ago; a missing player means it died in between.
    if (!player) throw new AppError(ErrorCode.LoginInvalid);
    return player;
  }

  /** The key login failures are counted under: the player when one matches, else the typed name. */
  function throttleKey(player: PlayerRow | null, quhao: string, identifier: string): string {
    return player ? `player:${player.id}` : `name:${quhao}:${identifier.toLowerCase()}`;
  }

  async function findForLogin(
    quhao: string,
    identifier: string,
    quhaoKnown: boolean,
  ): Promise<PlayerRow | null> {
    // A username always contains a letter, so an all-digit identifier can only be a phone.
    if (!/^[\d\s-]+$/.test(identifier)) return players.findByUsername(identifier);
    return quhaoKnown ? players.findByPhone(quhao, normalizePhone(quhao, identifier)) : null;
  }

  /** Invitation 1063, phone 2050, SMS code 2053/2054, taken username or phone 1013. */
  async function checkRegistration(form: RegisterForm) {
    const invitation = await findUsableInvitation(db, form.invitation);
    throwIf(phoneProblem(form.quhao, form.phone), 'phone');
    const quhao = normalizeQuhao(form.quhao) ?? DEFAULT_QUHAO;
    const phone = normalizePhone(quhao, form.phone);
    const username = normalizeUsername(form.username);
    const smsCodeId = await deps.sms.check({ quhao, phone }, 'register', form.captcha);
    if (await players.isUsernameOrPhoneTaken(username, quhao, phone)) {
      throw fail(ErrorCode.AlreadyRegistered, 'username');
    }
    return { invitation, quhao, phone, username, smsCodeId };
  }

  return {
    /**
     * Register (PRODUCT.md §3), checking in this order: username 1010, password 1011/1015,
     * confirmation 1012, pay password 1058, agreement 3008, invitation 1063, phone 2050,
     * SMS code 2053/2054, duplicate username or phone 1013. Success logs the player in.
     * Refusals after the form rules are counted per phone and per address like failed logins
     * (3001 once locked), so registration cannot be used to test phones or codes in bulk.
     */
    async register(form: RegisterForm, meta: SessionMeta): Promise<SessionResponse> {
      const problem = registerFormProblem(form);
      if (problem) throw fail(problem.code, problem.field);
      const attemptKey = codeAttemptKey(form.quhao, form.phone);
      await deps.registerThrottle.refuseWhenLocked(attemptKey, meta.ip);
      const { invitation, quhao, phone, username, smsCodeId } = await checkRegistration(form).catch(
        async (error: unknown) => {
          // Each refusal from here on tells something (a code, an invitation, a taken name), so each costs.
          if (error instanceof AppError) await deps.registerThrottle.recordFailure(attemptKey, meta.ip);
          throw error;
        },
      );

      const [passwordHash, payPasswordHash] = await Promise.all([
        hashPassword(form.password),
        hashPassword(form.payPwd),
      ]);
      try {
        const session = await db.transaction(async (tx) => {
          await deps.sms.consume(smsCodeId, tx);
          // A nickname change to this username may have committed since the check: the same lock
          // as nickname changes makes the check and the insert one step (advisory-locks.ts).
          await tx.execute(sql`select pg_advisory_xact_lock(${NICKNAME_CHANGE_LOCK_KEY}::bigint)`);
          const id = randomUUID();
          if (await createPlayersRepository({ db: tx }).isNameTakenByOther(username, id)) {
            throw fail(ErrorCode.AlreadyRegistered, 'username');
          }
          const now = clock.now();
          const player = {
            id,
            username,
            nickname: username,
            quhao,
            phone,
            passwordHash,
            payPasswordHash,
            invitationCode: await drawFreePlayerCode(tx),
            referrerPlayerId: invitation.ownerPlayerId,
            referredByCode: invitation.code,
            createdAt: now,
          };
          await createPlayersRepository({ db: tx }).insert(player);
          await createInvitationsRepository({ db: tx }).insertIfNew({
            code: player.invitationCode,
            kind: 'player',
            ownerPlayerId: player.id,
            createdAt: now,
          });
          const { token } = await deps.sessions.open(player.id, meta, tx);
          const created = await createPlayersRepository({ db: tx }).findById(player.id);
          if (!created) throw new Error('the player just inserted is missing');
          return { token, userinfo: await userInfo(created, tx) };
        });
        await deps.registerThrottle.recordSuccess(attemptKey);
        return session;
      } catch (error) {
        // Someone took the name or phone between our check and our insert.
        if (isUniqueViolation(error)) throw fail(ErrorCode.AlreadyRegistered, 'username');
        throw error;
      }
    },

    /**
     * Login by username or phone. Unknown name and wrong password give the same 1003 after the
     * same argon2 work. Frozen (1069) is told only to someone who knows the password, so it
     * reveals nothing to a guesser. Failures lock the account key and the IP for a while (3001).
     * With two-factor on, a right password alone opens no session: `otp` must hold an unused code
     * (3090 when missing, 3006 wrong, 3001 after five wrong ones).
     */
    async login(
      input: { quhao: string; username: string; password: string; otp?: string },
      meta: SessionMeta,
    ): Promise<SessionResponse> {
      throwIf(loginAttemptProblem(input.password), 'password');
      // An area code we do not list matches no phone (and still costs a dummy verification).
      const quhao = normalizeQuhao(input.quhao);
      const identifier = input.username.trim();
      const player = identifier
        ? await findForLogin(quhao ?? DEFAULT_QUHAO, identifier, quhao !== null)
        : null;
      const accountKey = throttleKey(player, quhao ?? input.quhao.trim(), identifier);
      const lockedMinutes = await deps.throttle.lockedForMinutes(accountKey, meta.ip);
      if (lockedMinutes !== null) {
        throw new AppError(ErrorCode.TooManyAttempts, { params: { num: lockedMinutes } });
      }

      const passwordRight = player
        ? await verifyPassword(player.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!player || !passwordRight) {
        await deps.throttle.recordFailure(accountKey, meta.ip);
        throw new AppError(ErrorCode.LoginFailed);
      }
      if (player.status === 'frozen') throw new AppError(ErrorCode.AccountFrozen);
      await deps.twoFactor.require(player.id, input.otp, { field: 'otp', ip: meta.ip });
      await deps.throttle.recordSuccess(accountKey);
      const { token, newDevice } = await deps.sessions.openFromLogin(player.id, meta);
      if (newDevice) await deps.announceNotifications?.(player.id);
      return { token, userinfo: await userInfo(player) };
    },

    async userInfo(playerId: string): Promise<UserInfo> {
      return userInfo(await requirePlayer(playerId));
    },

    /**
     * Change the login password: new one 1011/1015, optional repeat 1012, old one 1059. Every
     * other session of the player ends; the one making the change stays.
     */
    async changePassword(
      principal: { playerId: string; sessionId: string },
      input: { passwd: string; npasswd: string; npasswd2?: string },
    ): Promise<void> {
      throwIf(loginPasswordProblem(input.npasswd), 'npasswd');
      if (input.npasswd2 !== undefined) {
        throwIf(confirmationProblem(input.npasswd, input.npasswd2), 'npasswd2');
      }
      const player = await requirePlayer(principal.playerId);
      if (!(await verifyPassword(player.passwordHash, input.passwd))) {
        throw fail(ErrorCode.OldPasswordWrong, 'passwd');
      }
      const passwordHash = await hashPassword(input.npasswd);
      await db.transaction(async (tx) => {
        await createPlayersRepository({ db: tx }).setPasswordHash(player.id, passwordHash);
        await deps.sessions.endAllOf(player.id, tx, principal.sessionId);
      });
    },

    /** Set or change the pay password: 1058 rules, 1012 repeat, and the old one (1059) only if one exists. */
    async changePayPassword(
      playerId: string,
      input: { srcpwd: string; newpwd: string; newpwd2: string },
    ): Promise<void> {
      throwIf(payPasswordProblem(input.newpwd), 'newpwd');
      throwIf(confirmationProblem(input.newpwd, input.newpwd2), 'newpwd2');
      const player = await requirePlayer(playerId);
      if (player.payPasswordHash && !(await verifyPassword(player.payPasswordHash, input.srcpwd))) {
        throw fail(ErrorCode.OldPasswordWrong, 'srcpwd');
      }
      await players.setPayPasswordHash(player.id, await hashPassword(input.newpwd));
    },
  };
}

/**
 * Checks a pay password for money actions (withdrawals, withdrawal accounts). False when the
 * player has none or it is wrong; callers answer 2057 / 1033.
 */
export async function verifyPayPassword(
  executor: Executor,
  playerId: string,
  password: string,
): Promise<boolean> {
  const stored = (await createPlayersRepository({ db: executor }).findById(playerId))?.payPasswordHash;
  return stored ? verifyPassword(stored, password) : false;
}

export type AccountsService = ReturnType<typeof createAccountsService>;
