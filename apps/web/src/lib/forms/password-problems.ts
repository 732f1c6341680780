import { confirmationProblem, loginPasswordProblem } from '@fairround/shared';
import type { Problem } from './problems';

/**
 * A new login password and its repeat (register, reset, change), checked field by field in
 * order: an empty field says it is required; the password follows the one shared rule; the
 * repeat is compared only once the password itself is acceptable, so a form left empty never
 * says "the passwords do not match".
 */
export function newPasswordProblems(
  password: string,
  repeat: string,
): { password: Problem | null; repeat: Problem | null } {
  const passwordProblem = password === '' ? 'enterNewPassword' : loginPasswordProblem(password);
  if (repeat === '') return { password: passwordProblem, repeat: 'repeatPassword' };
  return {
    password: passwordProblem,
    repeat: passwordProblem === null ? confirmationProblem(password, repeat) : null,
  };
}
