import type { Catalogue, ErrorCodeValue } from '@fairround/shared';
import { errorText, i18n } from '../i18n';

/** A client-side problem with no catalogue code of its own, e.g. an empty required field. */
export type LocalProblem = keyof Catalogue['web']['form']['problems'];

/**
 * What a form rule reports: the catalogue code the server would answer (1010, 1011, 2050…),
 * so the form and the server say the same thing, or a local problem for empty fields.
 */
export type Problem = ErrorCodeValue | LocalProblem | TranslatedProblem;

/** A message a feature already translated with its own keys (e.g. `cashier.bankAdd.tooLong`). */
export type TranslatedProblem = { readonly text: string };

/** Wraps a feature's own translated message (or null for "no problem") as a form problem. */
export function translatedProblem(text: string | null): TranslatedProblem | null {
  return text === null ? null : { text };
}

/** The message of a problem in the current language. */
export function problemText(problem: Problem): string {
  if (typeof problem === 'number') return errorText(problem);
  if (typeof problem === 'object') return problem.text;
  return i18n.t(`form.problems.${problem}`);
}
