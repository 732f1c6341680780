import { confirmationProblem, loginPasswordProblem, payPasswordProblem } from '@fairround/shared';
import type { FieldProblems } from '../../lib/forms';

/** Change login password (seed §5): old required, new 6–16 letters and digits, repeat equal. */
export type LoginPasswordValues = { passwd: string; npasswd: string; npasswd2: string };

export function loginPasswordProblems(values: LoginPasswordValues): FieldProblems<LoginPasswordValues> {
  return {
    passwd: values.passwd === '' ? 'enterOldPassword' : null,
    npasswd: loginPasswordProblem(values.npasswd),
    npasswd2: confirmationProblem(values.npasswd, values.npasswd2),
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
