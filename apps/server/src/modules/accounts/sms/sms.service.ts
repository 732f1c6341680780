import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_TEXTS, ErrorCode, fillTemplate, type SmsOutbox, type UiLanguage } from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { SmsProvider } from './sms.providers.js';
import { createSmsRepository, type PhoneKey, type SmsPurpose } from './sms.repository.js';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;
/** The default wait before a phone can be sent another code (config SMS_RESEND_COOLDOWN_S). */
export const SMS_RESEND_COOLDOWN_MS = 60_000;
/** Per phone within any rolling 24 hours. */
export const SMS_DAILY_CAP_PER_PHONE = 10;
/** Per client IP within any rolling hour. */
export const SMS_HOURLY_CAP_PER_IP = 20;
/**
 * Per block of numbers within any rolling hour: numbers of one area code that differ only in
 * their last `SMS_PREFIX_FREE_DIGITS` digits. SMS-pumping fraud walks through such a block from
 * many addresses, which neither the per-phone nor the per-IP cap notices.
 */
export const SMS_HOURLY_CAP_PER_PREFIX = 10;
export const SMS_PREFIX_FREE_DIGITS = 3;

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * Six digits from the CSPRNG. Only an HMAC of the code under a per-row random salt is stored;
 * with a million possible codes that alone would not stop an offline search, which is why the
 * code also dies after 5 minutes, one use or five wrong tries.
 */
function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeHash(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

function hashesEqual(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type SendCodeInput = PhoneKey & { purpose: SmsPurpose; ip: string | null; language: UiLanguage };

/**
 * The SMS of a code: each purpose names what the code does, so a code nobody asked for raises
 * the alarm. `alreadyRegistered` sends a notice without a code instead (a registration, or a
 * phone change to a number that has an account).
 */
function messageText(input: SendCodeInput, alreadyRegistered: boolean, code: string): string {
  const texts = ACCOUNT_TEXTS[input.language];
  if (alreadyRegistered) {
    return input.purpose === 'phone-new' ? texts.smsPhoneTaken : texts.smsAlreadyRegistered;
  }
  const templates: Record<SmsPurpose, string> = {
    register: texts.smsVerification,
    reset: texts.smsVerification,
    'pay-reset': texts.smsPayPasswordReset,
    'phone-old': texts.smsPhoneChangeOld,
    'phone-new': texts.smsPhoneChangeNew,
  };
  return fillTemplate(templates[input.purpose], { code, minutes: SMS_CODE_TTL_MS / 60_000 });
}

export function createSmsService({
  db,
  clock,
  provider,
  resendCooldownMs = SMS_RESEND_COOLDOWN_MS,
}: {
  db: Database;
  clock: Clock;
  provider: SmsProvider;
  resendCooldownMs?: number;
}) {
  const repository = createSmsRepository({ db });

  async function refuseWhenTooFrequent(input: SendCodeInput, now: Date): Promise<void> {
    const previous = await repository.latest(input);
    const waitMs = previous ? previous.createdAt.getTime() + resendCooldownMs - now.getTime() : 0;
    if (waitMs > 0) {
      throw new AppError(ErrorCode.SmsTooFrequent, { params: { num: Math.ceil(waitMs / 1000) } });
    }
    if (
      (await repository.countForPhoneSince(input, new Date(now.getTime() - DAY_MS))) >=
      SMS_DAILY_CAP_PER_PHONE
    ) {
      throw new AppError(ErrorCode.SmsDailyLimit);
    }
    if (
      input.ip &&
      (await repository.countForIpSince(input.ip, new Date(now.getTime() - HOUR_MS))) >= SMS_HOURLY_CAP_PER_IP
    ) {
      throw new AppError(ErrorCode.RateLimited);
    }
    if (
      (await repository.countForBlockSince(input, SMS_PREFIX_FREE_DIGITS, new Date(now.getTime() - HOUR_MS))) >=
      SMS_HOURLY_CAP_PER_PREFIX
    ) {
      throw new AppError(ErrorCode.RateLimited);
    }
  }

  return {
    /**
     * Creates a code and sends it in the request's language; a failed delivery is undone (1014).
     * The code row is written whatever is sent, so cooldown and caps count every call alike and
     * neither answers nor throttles tell who is registered:
     * - `deliver: false` sends nothing (the password reset, for a phone with no account);
     * - `alreadyRegistered` sends a notice with no code instead (a registration or phone-change
     *   code asked for a phone that has an account): only the phone's owner learns why no code came.
     */
    async send(
      input: SendCodeInput,
      { deliver = true, alreadyRegistered = false }: { deliver?: boolean; alreadyRegistered?: boolean } = {},
    ): Promise<{ cooldownSeconds: number; expiresInSeconds: number }> {
      const now = clock.now();
      await refuseWhenTooFrequent(input, now);
      const code = newCode();
      const salt = randomBytes(16).toString('hex');
      const id = await repository.insert({
        quhao: input.quhao,
        phone: input.phone,
        purpose: input.purpose,
        codeHash: codeHash(code, salt),
        salt,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        createdAt: now,
        ip: input.ip,
      });
      const text = messageText(input, alreadyRegistered, code);
      try {
        if (deliver) await provider.send({ phone: `${input.quhao}${input.phone}`, text });
      } catch {
        await repository.remove(id);
        throw new AppError(ErrorCode.SystemBusy);
      }
      return { cooldownSeconds: resendCooldownMs / 1000, expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
    },

    /**
     * Checks a code against the latest one sent to the phone, spending one of its tries.
     * Returns the code's id for `consume`; 2053 when a live code is wrong, 2054 when there is no
     * live code: none was sent, it was used, it expired or has no tries left.
     *
     * "None sent" and "used" answer alike on purpose: a used code is found only for a phone
     * whose register or reset succeeded, so telling the two apart told anyone typing a wrong
     * code whether the phone has an account (issue #23).
     */
    async check(key: PhoneKey, purpose: SmsPurpose, code: string): Promise<string> {
      const latest = await repository.latest(key, purpose);
      if (!latest) throw new AppError(ErrorCode.SmsCodeExpired, { field: 'captcha' });
      const claimed = await repository.claimAttempt(latest.id, SMS_MAX_ATTEMPTS, clock.now());
      if (!claimed) throw new AppError(ErrorCode.SmsCodeExpired, { field: 'captcha' });
      if (!hashesEqual(codeHash(code.trim(), claimed.salt), claimed.codeHash)) {
        throw new AppError(ErrorCode.SmsCodeWrong, { field: 'captcha' });
      }
      return latest.id;
    },

    /** Uses the code up, inside the caller's transaction; 2054 if it was used or expired meanwhile. */
    async consume(id: string, executor: Executor): Promise<void> {
      if (!(await createSmsRepository({ db: executor }).consume(id, clock.now()))) {
        throw new AppError(ErrorCode.SmsCodeExpired, { field: 'captcha' });
      }
    },

    async outbox(phone: string | undefined, limit = 100): Promise<SmsOutbox> {
      const digits = phone?.replace(/\D/g, '') || null;
      const rows = await repository.outbox(digits, limit);
      return {
        /** With the http provider nothing is kept here: messages go to the gateway. */
        provider: provider.kind,
        list: rows.map((row) => ({
          id: row.id,
          phone: row.phone,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
