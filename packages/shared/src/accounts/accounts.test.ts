import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes.js';
import { UI_LANGUAGES } from '../i18n/languages.js';
import {
  confirmationProblem,
  loginAttemptProblem,
  loginPasswordProblem,
  nicknameProblem,
  normalizeNickname,
  normalizePhone,
  normalizeQuhao,
  payPasswordProblem,
  phoneProblem,
  registerFormProblem,
  registerFormProblemForClient,
  usernameProblem,
} from './account-rules.js';
import { errors as enErrors } from '../i18n/locales/en-US/errors.js';
import { ACCOUNT_TEXTS } from './account-texts.js';
import { COUNTRIES, countryDisplayName, flagEmoji } from './countries.js';
import {
  defaultVipLevels,
  levelForTurnover,
  progressToNextLevel,
  vipLevelKey,
  vipLevelsProblem,
} from './vip-levels.js';

const goodForm = {
  quhao: '+84',
  username: 'alice01',
  phone: '912345678',
  captcha: '123456',
  password: 'secret99',
  spassword: 'secret99',
  invitation: '888',
  payPwd: '654321',
  agree: true,
};

describe('account rules', () => {
  it('accepts usernames of letters and digits containing both, after trimming', () => {
    expect(usernameProblem('  alice01 ')).toBeNull();
    for (const bad of ['', 'alice', '123456', 'alice_01', 'ali ce1', 'a1'.repeat(11)]) {
      expect(usernameProblem(bad), bad).toBe(ErrorCode.UsernameFormat);
    }
  });

  it('takes nicknames of 2–20 letters of any script and digits, with single spaces and . _ -', () => {
    for (const good of [
      'An',
      ' Bình An ',
      'Nguyễn Văn A',
      '小明',
      '王者_01',
      'ann.lee-2',
      'x'.repeat(20),
      'Ba  Ba',
    ]) {
      expect(nicknameProblem(good), good).toBeNull();
    }
    expect(normalizeNickname('  Ba   Ba ')).toBe('Ba Ba');
    // A decomposed "ễ" (e + two marks) is stored composed, so it compares equal to the typed one.
    expect(normalizeNickname('Nguye\u0302\u0303n')).toBe('Nguyễn');
    const bad = [
      '',
      'A',
      '123456',
      '___',
      'x'.repeat(21),
      'an\u0000na',
      'an\nna',
      'an\tna',
      'admin\u202Egnp',
      'zero\u200Bwidth',
      'heart♥',
      'smile😀',
      `Zx${'\u0301'.repeat(3)}algo`,
      '<b>bold</b>',
    ];
    for (const nickname of bad)
      expect(nicknameProblem(nickname), JSON.stringify(nickname)).toBe(ErrorCode.NicknameFormat);
  });

  it('wants login passwords of 8–64 printable characters with a letter and a digit', () => {
    expect(loginPasswordProblem('Play-pass1')).toBeNull();
    expect(loginPasswordProblem('abc 1234')).toBeNull();
    expect(loginPasswordProblem('p@$$w0rd!#%&*()_+=~')).toBeNull();
    expect(loginPasswordProblem('mật khẩu 1')).toBeNull();
    expect(loginPasswordProblem('密码密码密码12')).toBeNull();
    expect(loginPasswordProblem('abcd123')).toBe(ErrorCode.PasswordLength);
    expect(loginPasswordProblem('abcd1234')).toBeNull();
    expect(loginPasswordProblem(`a1${'x'.repeat(62)}`)).toBeNull();
    expect(loginPasswordProblem(`a1${'x'.repeat(63)}`)).toBe(ErrorCode.PasswordLength);
    expect(loginPasswordProblem('')).toBe(ErrorCode.PasswordLength);
    // An emoji is one character as the player counts it.
    expect(loginPasswordProblem('a1🙂🙂🙂🙂🙂')).toBe(ErrorCode.PasswordLength);
    expect(loginPasswordProblem('abcd12\u0000x')).toBe(ErrorCode.PasswordLength);
    expect(loginPasswordProblem('abcdefgh')).toBe(ErrorCode.PasswordAlphanumeric);
    expect(loginPasswordProblem('Play-pass')).toBe(ErrorCode.PasswordAlphanumeric);
    expect(loginPasswordProblem('12345678')).toBe(ErrorCode.PasswordAlphanumeric);
    expect(loginPasswordProblem('1234-5678!')).toBe(ErrorCode.PasswordAlphanumeric);
  });

  it('says what it refuses: the length, and letters with digits', () => {
    expect(enErrors[ErrorCode.PasswordLength]).toMatch(/8–64/);
    expect(enErrors[ErrorCode.PasswordAlphanumeric]).toMatch(/letter/);
    expect(enErrors[ErrorCode.PasswordAlphanumeric]).toMatch(/digit/);
    // Old accounts with a 6-character password still reach the login check.
    expect(loginAttemptProblem('abc123')).toBeNull();
  });

  it('wants a non-empty equal confirmation and a 6–16 letter-or-digit pay password', () => {
    expect(confirmationProblem('abc123', '')).toBe(ErrorCode.PasswordsDiffer);
    expect(confirmationProblem('abc123', 'abc124')).toBe(ErrorCode.PasswordsDiffer);
    expect(confirmationProblem('abc123', 'abc123')).toBeNull();
    expect(payPasswordProblem('12345')).toBe(ErrorCode.PayPasswordFormat);
    expect(payPasswordProblem('12345!')).toBe(ErrorCode.PayPasswordFormat);
    expect(payPasswordProblem('123456')).toBeNull();
    expect(payPasswordProblem('abcdef')).toBeNull();
  });

  it('reads area codes with or without a plus and defaults to +84', () => {
    expect(normalizeQuhao('84')).toBe('+84');
    expect(normalizeQuhao(' +66 ')).toBe('+66');
    expect(normalizeQuhao('')).toBe('+84');
    expect(normalizeQuhao('+999')).toBeNull();
  });

  it('wants phones of 6–15 digits and drops the trunk 0', () => {
    expect(phoneProblem('+84', '12345')).toBe(ErrorCode.PhoneFormat);
    expect(phoneProblem('+84', '1234567890123456')).toBe(ErrorCode.PhoneFormat);
    expect(phoneProblem('+84', '09a2345678')).toBe(ErrorCode.PhoneFormat);
    expect(phoneProblem('+999', '912345678')).toBe(ErrorCode.PhoneFormat);
    expect(phoneProblem('+84', '0912 345 678')).toBeNull();
    expect(normalizePhone('+84', '0912 345-678')).toBe('912345678');
    expect(normalizePhone('+39', '0612345678')).toBe('0612345678');
  });

  it('reports the first register problem in the server order', () => {
    expect(registerFormProblem(goodForm)).toBeNull();
    expect(registerFormProblem({ ...goodForm, username: 'x', password: '1' })).toEqual({
      field: 'username',
      code: 1010,
    });
    expect(registerFormProblem({ ...goodForm, password: 'short123', spassword: 'other123' })).toEqual({
      field: 'spassword',
      code: 1012,
    });
    expect(registerFormProblem({ ...goodForm, payPwd: '1' })).toEqual({ field: 'payPwd', code: 1058 });
    expect(registerFormProblem({ ...goodForm, agree: undefined })).toEqual({ field: 'agree', code: 3008 });
    expect(registerFormProblemForClient({ ...goodForm, invitation: '' })).toEqual({
      field: 'invitation',
      code: 1063,
    });
    expect(registerFormProblemForClient({ ...goodForm, phone: '12' })).toEqual({
      field: 'phone',
      code: 2050,
    });
    expect(registerFormProblemForClient({ ...goodForm, captcha: '12a456' })).toEqual({
      field: 'captcha',
      code: 2053,
    });
  });
});

describe('countries', () => {
  it('lists Vietnam first with +84 and a flag for every country', () => {
    expect(COUNTRIES[0]).toMatchObject({ iso: 'VN', dialCode: '+84', flag: '🇻🇳' });
    expect(flagEmoji('gb')).toBe('🇬🇧');
    for (const country of COUNTRIES) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
    expect(new Set(COUNTRIES.map((country) => country.iso)).size).toBe(COUNTRIES.length);
  });

  it('names countries in the UI language', () => {
    expect(countryDisplayName('VN', 'en-US')).toBe('Vietnam');
    expect(countryDisplayName('VN', 'vi')).toBe('Việt Nam');
  });
});

describe('VIP levels', () => {
  const levels = defaultVipLevels(2);

  it('defaults to eight increasing thresholds in minor units', () => {
    expect(levels.map((level) => level.thresholdMinor)).toEqual([
      0, 100_000, 500_000, 2_000_000, 5_000_000, 15_000_000, 50_000_000, 150_000_000,
    ]);
    expect(vipLevelsProblem(levels)).toBeNull();
    expect(vipLevelKey(8)).toBe('supreme');
  });

  it('refuses tables whose thresholds do not increase or do not start at 0', () => {
    const flat = levels.map((level) => ({ ...level }));
    flat[3]!.thresholdMinor = flat[2]!.thresholdMinor;
    expect(vipLevelsProblem(flat)).toBe('levels.3.threshold');
    const late = levels.map((level) => ({ ...level }));
    late[0]!.thresholdMinor = 1;
    expect(vipLevelsProblem(late)).toBe('levels.0.threshold');
  });

  it('maps turnover to the highest reached level and measures progress', () => {
    expect(levelForTurnover(0, levels)).toBe(1);
    expect(levelForTurnover(99_999, levels)).toBe(1);
    expect(levelForTurnover(100_000, levels)).toBe(2);
    expect(levelForTurnover(10 ** 12, levels)).toBe(8);
    expect(progressToNextLevel(250_000, 2, levels)).toEqual({
      nextLevel: 3,
      remainingMinor: 250_000,
      basisPoints: 3750,
    });
    expect(progressToNextLevel(10 ** 12, 8, levels)).toBeNull();
  });
});

describe('account texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it.each(UI_LANGUAGES)('%s has every text with the English placeholders', (language) => {
    const english = ACCOUNT_TEXTS['en-US'];
    const texts = ACCOUNT_TEXTS[language];
    const sms = [
      'smsVerification',
      'smsAlreadyRegistered',
      'smsPayPasswordReset',
      'smsPhoneChangeOld',
      'smsPhoneChangeNew',
      'smsPhoneTaken',
    ] as const;
    for (const key of sms) expect(placeholders(texts[key]), key).toEqual(placeholders(english[key]));
    for (const key of Object.keys(english.vipPrivileges) as Array<keyof typeof english.vipPrivileges>) {
      expect(placeholders(texts.vipPrivileges[key])).toEqual(placeholders(english.vipPrivileges[key]));
    }
    for (const name of Object.values(texts.vipLevels)) expect(name.trim().length).toBeGreaterThan(0);
  });
});
