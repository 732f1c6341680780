import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.js';
import { NICKNAME_INPUT_MAX_LENGTH } from './account-rules.js';
import { smsSendResponseSchema } from './account-schemas.js';

/**
 * Profile edits (issue #25): the nickname other players see, and the phone the account logs in
 * with. Bodies are lenient like the other account calls (a missing field answers its own rule's
 * code, not 1001) but every field has a length cap.
 */
const text = (max: number) => z.string().max(max).default('');
/** Phones, codes and area codes may arrive as JSON numbers from older clients. */
const digits = (max: number) =>
  z
    .union([z.string().max(max), z.number().int().nonnegative()])
    .default('')
    .transform((value) => String(value));

export const changeNicknameBodyShape = { nickname: text(NICKNAME_INPUT_MAX_LENGTH) };
export const changeNicknameResponseSchema = z.object({ nickname: z.string() });

/** The new phone a code is asked for, and that the change moves the account to. */
export const newPhoneBodyShape = { quhao: digits(8), mobile: digits(32) };

/**
 * The phone change: the new number, the code sent to the registered phone (`oldCaptcha`), the
 * code sent to the new one (`newCaptcha`) and the login password.
 */
export const changePhoneBodyShape = {
  ...newPhoneBodyShape,
  oldCaptcha: digits(16),
  newCaptcha: digits(16),
  passwd: text(128),
};
export const changePhoneResponseSchema = z.object({
  /** Masked for display: "+84 ****5678". */
  phone: z.string(),
  quhao: z.string(),
});

export const profileEndpoints = {
  /** A new nickname: rules 3082, taken 3083 (other players' nicknames and usernames, any case), 3084 limit. */
  changeNickname: defineEndpoint({
    path: '/api/Profile/nickname',
    auth: 'player',
    body: changeNicknameBodyShape,
    response: changeNicknameResponseSchema,
  }),
  /** A phone-change code to the registered phone. */
  phoneCodeOld: defineEndpoint({
    path: '/api/Profile/phone_code_old',
    auth: 'player',
    response: smsSendResponseSchema,
  }),
  /**
   * A phone-change code to the new phone. A phone with an account gets a notice instead and the
   * answer is the same, so the call tells nobody which phones are registered.
   */
  phoneCodeNew: defineEndpoint({
    path: '/api/Profile/phone_code_new',
    auth: 'player',
    body: newPhoneBodyShape,
    response: smsSendResponseSchema,
  }),
  /** Moves the account to the new phone with both codes and the login password; other sessions end. */
  changePhone: defineEndpoint({
    path: '/api/Profile/phone',
    auth: 'player',
    body: changePhoneBodyShape,
    response: changePhoneResponseSchema,
  }),
};
