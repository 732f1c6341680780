import { ErrorCode, type ErrorCodeValue } from '../errors/error-codes.js';
import { isKnownDialCode } from './countries.js';

/**
 * The account form rules of PRODUCT.md §3, shared by the server (authoritative) and the web forms
 * (instant feedback). Each check returns the catalogue code of the first problem, or null.
 */
export type RuleProblem = ErrorCodeValue | null;

export const USERNAME_MAX_LENGTH = 20;
/** Login password of a new or changed account: 8–64 characters (counted as the player sees them). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/**
 * What a password field and a request accept: room above the rule's 64, so a longer password is
 * told 1011 instead of being cut short without a word.
 */
export const PASSWORD_INPUT_MAX_LENGTH = 128;
/** Accounts made under the old 6–16 rule keep logging in: login only asks for this many. */
export const LOGIN_ATTEMPT_MIN_LENGTH = 6;
/** Pay (withdrawal) password: 6–16 letters or digits. */
export const PAY_PASSWORD_MIN_LENGTH = 6;
export const PAY_PASSWORD_MAX_LENGTH = 16;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;
export const SMS_CODE_LENGTH = 6;
export const DEFAULT_QUHAO = '+84';

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /\d/;
/** Any letter of any script counts; so does any decimal digit. */
const HAS_ANY_LETTER = /\p{L}/u;
const HAS_ANY_DIGIT = /\p{Nd}/u;
/** Control and unpaired surrogate characters cannot be typed and do not print. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;

/** Usernames are trimmed; letters and digits only, containing both (1010). */
export function normalizeUsername(raw: string): string {
  return raw.trim();
}

export function usernameProblem(raw: string): RuleProblem {
  const username = normalizeUsername(raw);
  const valid =
    username.length <= USERNAME_MAX_LENGTH &&
    LETTERS_AND_DIGITS.test(username) &&
    HAS_LETTER.test(username) &&
    HAS_DIGIT.test(username);
  return valid ? null : ErrorCode.UsernameFormat;
}

/**
 * Nickname (issue #25): what other players see. 2–20 characters counted as the player sees them,
 * letters of any script and digits, single spaces and `. _ -`, at least one letter (so it never
 * passes for a phone number). A letter or digit may carry at most two combining marks, which
 * stops text piled high with accents. Control, format (bidi overrides, zero-width) and symbol
 * characters are refused (3082).
 */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 20;
/** What a nickname field and request accept: room above the rule, so a longer one is told 3082. */
export const NICKNAME_INPUT_MAX_LENGTH = 64;
/** A player changes the nickname at most `changes` times within any `windowDays` days (3084). */
export const NICKNAME_CHANGE_LIMIT = { changes: 3, windowDays: 30 } as const;

const NICKNAME_CHARACTERS = /^(?:[\p{L}\p{Nd}]\p{M}{0,2}|[ ._-])+$/u;

/** Composed (NFC), trimmed, inner runs of spaces made one: the form that is stored and compared. */
export function normalizeNickname(raw: string): string {
  return raw.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

export function nicknameProblem(raw: string): RuleProblem {
  const nickname = normalizeNickname(raw);
  const length = [...nickname].length;
  const valid =
    length >= NICKNAME_MIN_LENGTH &&
    length <= NICKNAME_MAX_LENGTH &&
    NICKNAME_CHARACTERS.test(nickname) &&
    HAS_ANY_LETTER.test(nickname);
  return valid ? null : ErrorCode.NicknameFormat;
}

/**
 * The one rule for a new login password (register, reset, change), on the server and in the
 * forms: 8–64 printable characters (1011) with at least one letter and one digit (1015).
 * Symbols and spaces are welcome. Length counts code points, so an emoji is one character.
 */
export function loginPasswordProblem(password: string): RuleProblem {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH || UNPRINTABLE.test(password)) {
    return ErrorCode.PasswordLength;
  }
  return HAS_ANY_LETTER.test(password) && HAS_ANY_DIGIT.test(password)
    ? null
    : ErrorCode.PasswordAlphanumeric;
}

/** The repeat of a new password must equal it and not be empty (1012). */
export function confirmationProblem(password: string, repeat: string): RuleProblem {
  return repeat.length > 0 && repeat === password ? null : ErrorCode.PasswordsDiffer;
}

/** Pay (withdrawal) password: 6–16 letters or digits (1058). */
export function payPasswordProblem(password: string): RuleProblem {
  const valid =
    password.length >= PAY_PASSWORD_MIN_LENGTH &&
    password.length <= PAY_PASSWORD_MAX_LENGTH &&
    LETTERS_AND_DIGITS.test(password);
  return valid ? null : ErrorCode.PayPasswordFormat;
}

/** Login asks only for a password of at least 6 characters before looking anything up (1061). */
export function loginAttemptProblem(password: string): RuleProblem {
  return password.length >= LOGIN_ATTEMPT_MIN_LENGTH ? null : ErrorCode.LoginPasswordLength;
}

/** The agreement (terms and "I am 18 or older") must be explicitly accepted (3008). */
export function agreementProblem(agree: unknown): RuleProblem {
  return agree === true ? null : ErrorCode.AgreementRequired;
}

/** "84", "+84" and " +84 " all mean +84; returns null when it is not a dial code we list. */
export function normalizeQuhao(raw: string | undefined): string | null {
  const trimmed = (raw ?? '').trim();
  const quhao = trimmed === '' ? DEFAULT_QUHAO : trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  return isKnownDialCode(quhao) ? quhao : null;
}

/**
 * Phones are stored as national significant digits: spaces and dashes dropped, and one leading
 * 0 (the trunk prefix people type at home, "0912…" for +84 912…) removed so that both spellings
 * are one number. Italy (+39) keeps its leading 0, which is part of its numbers.
 */
export function normalizePhone(quhao: string, raw: string): string {
  const digits = raw.replace(/[\s-]/g, '');
  return quhao !== '+39' && digits.startsWith('0') ? digits.slice(1) : digits;
}

/** A phone must be 6–15 digits as typed (2050), and the area code one we list. */
export function phoneProblem(quhao: string | undefined, raw: string): RuleProblem {
  const digits = raw.replace(/[\s-]/g, '');
  const valid =
    normalizeQuhao(quhao) !== null &&
    new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(digits);
  return valid ? null : ErrorCode.PhoneFormat;
}

/** The SMS code is six digits; anything else cannot be right (2053). */
export function smsCodeShapeProblem(code: string): RuleProblem {
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code.trim()) ? null : ErrorCode.SmsCodeWrong;
}

export const INVITATION_CODE_MAX_LENGTH = 16;
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9]{3,16}$/;

/** Invitation codes are matched without regard to case; stored upper-case. */
export function normalizeInvitationCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export type RegisterForm = {
  quhao?: string;
  username: string;
  phone: string;
  captcha: string;
  password: string;
  spassword: string;
  invitation: string;
  payPwd: string;
  agree?: boolean;
};

export type FormProblem = { field: keyof RegisterForm; code: ErrorCodeValue };

/**
 * The register rules that need no database, in the order the server applies them. The server
 * then checks the invitation code, the phone, the SMS code and duplicates.
 */
export function registerFormProblem(form: RegisterForm): FormProblem | null {
  const checks: Array<[keyof RegisterForm, () => RuleProblem]> = [
    ['username', () => usernameProblem(form.username)],
    ['password', () => loginPasswordProblem(form.password)],
    ['spassword', () => confirmationProblem(form.password, form.spassword)],
    ['payPwd', () => payPasswordProblem(form.payPwd)],
    ['agree', () => agreementProblem(form.agree)],
  ];
  for (const [field, check] of checks) {
    const code = check();
    if (code !== null) return { field, code };
  }
  return null;
}

/** What the web form can also check before sending (adds invitation, phone and code shape). */
export function registerFormProblemForClient(form: RegisterForm): FormProblem | null {
  const serverOrder = registerFormProblem(form);
  if (serverOrder) return serverOrder;
  if (!INVITATION_CODE_PATTERN.test(form.invitation.trim())) {
    return { field: 'invitation', code: ErrorCode.InvitationCodeUnknown };
  }
  const phone = phoneProblem(form.quhao, form.phone);
  if (phone !== null) return { field: 'phone', code: phone };
  const captcha = smsCodeShapeProblem(form.captcha);
  if (captcha !== null) return { field: 'captcha', code: captcha };
  return null;
}
