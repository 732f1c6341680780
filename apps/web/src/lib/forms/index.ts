export {
  problemText,
  translatedProblem,
  type LocalProblem,
  type Problem,
  type TranslatedProblem,
} from './problems';
export { focusField, useForm, type FieldProblems, type UseFormOptions } from './use-form';
export { bindChoice, bindField, fillField, focusApiError, focusFirstProblem } from './field-binding';
export { newPasswordProblems } from './password-problems';
