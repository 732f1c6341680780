import {
  confirmationProblem,
  nicknameProblem,
  payPasswordProblem,
  phoneProblem,
  smsCodeShapeProblem,
} from '@fairround/shared';
import { newPasswordProblems, type FieldProblems, type Problem } from '../../lib/forms';

/** Change login password (seed §5): old required, then the shared new-password rule, repeat equal. */
export type LoginPasswordValues = { passwd: string; npasswd: string; npasswd2: string };

export function loginPasswordProblems(values: LoginPasswordValues): FieldProblems<LoginPasswordValues> {
  const pair = newPasswordProblems(values.npasswd, values.npasswd2);
  return {
    passwd: values.passwd === '' ? 'enterOldPassword' : null,
    npasswd: pair.password,
    npasswd2: pair.repeat,
  };
}

/** Set or change the pay password: the old one only when one exists (`noPassword2` 0), 1058 rules, equal repeat. */
export type PayPasswordValues = { srcpwd: string; newpwd: string; newpwd2: string };

export function payPasswordProblems(
  values: PayPasswordValues,
  hasPayPassword: boolean,
): FieldProblems<PayPasswordValues> {
  return {
    srcpwd: hasPayPassword && values.srcpwd === '' ? 'enterOldPassword' : null,
    newpwd: payPasswordProblem(values.newpwd),
    newpwd2: confirmationProblem(values.newpwd, values.newpwd2),
  };
}

/** Forgotten pay password: the SMS code, the login password, then the 1058 rules and an equal repeat. */
export type RecoverPayPasswordValues = { captcha: string; passwd: string; newpwd: string; newpwd2: string };

export function recoverPayPasswordProblems(
  values: RecoverPayPasswordValues,
): FieldProblems<RecoverPayPasswordValues> {
  return {
    captcha: /^\d{4,8}$/.test(values.captcha.trim()) ? null : 'enterCode',
    passwd: values.passwd === '' ? 'enterPassword' : null,
    newpwd: payPasswordProblem(values.newpwd),
    newpwd2: confirmationProblem(values.newpwd, values.newpwd2),
  };
}

/** New nickname: the shared rule (3082), an empty field asked for. */
export type NicknameValues = { nickname: string };

export function nicknameProblems(values: NicknameValues): FieldProblems<NicknameValues> {
  return { nickname: values.nickname.trim() === '' ? 'enterNickname' : nicknameProblem(values.nickname) };
}

/** Phone change: both codes, the new phone for its area code (2050), the login password. */
export type PhoneChangeValues = { oldCaptcha: string; mobile: string; newCaptcha: string; passwd: string };

const codeProblem = (code: string): Problem | null =>
  code.trim() === '' ? 'enterCode' : smsCodeShapeProblem(code);

export function phoneChangeProblems(
  values: PhoneChangeValues,
  quhao: string,
): FieldProblems<PhoneChangeValues> {
  return {
    oldCaptcha: codeProblem(values.oldCaptcha),
    mobile: phoneProblem(quhao, values.mobile),
    newCaptcha: codeProblem(values.newCaptcha),
    passwd: values.passwd === '' ? 'enterPassword' : null,
  };
}
