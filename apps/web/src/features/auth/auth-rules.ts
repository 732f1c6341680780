import {
  agreementProblem,
  INVITATION_CODE_PATTERN,
  ErrorCode,
  loginAttemptProblem,
  payPasswordProblem,
  phoneProblem,
  smsCodeShapeProblem,
  usernameProblem,
} from '@fairround/shared';
import { newPasswordProblems, type FieldProblems, type Problem } from '../../lib/forms';

/**
 * The login and register forms' instant checks: the shared rules of packages/shared/accounts
 * with the server's codes, plus "enter …" for empty fields where the code's text would mislead.
 */
export type LoginValues = { identifier: string; password: string };

export function loginProblems(values: LoginValues): FieldProblems<LoginValues> {
  return {
    identifier: values.identifier.trim() === '' ? 'enterIdentifier' : null,
    password: values.password === '' ? 'enterPassword' : loginAttemptProblem(values.password),
  };
}

/** An identifier of digits (spaces and dashes allowed) is a phone number: it needs an area code. */
export function looksLikePhone(identifier: string): boolean {
  return /^[\d\s-]+$/.test(identifier.trim());
}

/** The new password and its repeat, in the order the form shows them. */
function passwordPair(values: { password: string; spassword: string }): {
  password: Problem | null;
  spassword: Problem | null;
} {
  const pair = newPasswordProblems(values.password, values.spassword);
  return { password: pair.password, spassword: pair.repeat };
}

export type RegisterValues = {
  username: string;
  phone: string;
  captcha: string;
  password: string;
  spassword: string;
  payPwd: string;
  invitation: string;
  agree: boolean;
};

export function registerProblems(values: RegisterValues, quhao: string): FieldProblems<RegisterValues> {
  return {
    username: usernameProblem(values.username),
    phone: phoneProblem(quhao, values.phone),
    captcha: values.captcha.trim() === '' ? 'enterCode' : smsCodeShapeProblem(values.captcha),
    ...passwordPair(values),
    payPwd: payPasswordProblem(values.payPwd),
    invitation:
      values.invitation.trim() === ''
        ? 'enterInvitation'
        : INVITATION_CODE_PATTERN.test(values.invitation.trim())
          ? null
          : ErrorCode.InvitationCodeUnknown,
    agree: agreementProblem(values.agree),
  };
}

export type ResetValues = { phone: string; captcha: string; password: string; spassword: string };

/** The forgot-password form: the phone and code of registration, then the new password twice. */
export function resetProblems(values: ResetValues, quhao: string): FieldProblems<ResetValues> {
  return {
    phone: phoneProblem(quhao, values.phone),
    captcha: values.captcha.trim() === '' ? 'enterCode' : smsCodeShapeProblem(values.captcha),
    ...passwordPair(values),
  };
}

/** An invitation code from a shared link (`/register?code=…` or `?invite=…`), if it has the right shape. */
export function invitationFromQuery(search: string): string {
  const params = new URLSearchParams(search);
  const code = (params.get('code') ?? params.get('invite') ?? '').trim();
  return INVITATION_CODE_PATTERN.test(code) ? code : '';
}
