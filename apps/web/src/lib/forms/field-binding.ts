import { focusField } from './use-form';

/** What binding needs of a `useForm` (its result, or a narrower view of one). */
type BindableForm<V> = {
  values: V;
  setValue<K extends keyof V>(field: K, value: V[K]): void;
  touch(field: keyof V): void;
  errorOf(field: keyof V): string | null;
  firstProblem(): keyof V | null;
  showApiError(
    error: unknown,
    fieldsByWireName: Partial<Record<string, keyof V>>,
    fallbackField?: keyof V,
  ): keyof V | null;
};

/**
 * The props that tie a choice (radio cards, a select) to one field of a form: its id, value,
 * edits and the problem to show. A choice has no leaving: it is checked when a submit is tried.
 */
export function bindChoice<V, K extends keyof V>(
  form: BindableForm<V>,
  ids: Record<keyof V, string>,
  field: K,
) {
  return {
    id: ids[field],
    value: form.values[field],
    onChange: (value: V[K]) => form.setValue(field, value),
    error: form.errorOf(field),
  };
}

/** The props that tie a typed input to one field: as a choice, and leaving it shows its problem. */
export function bindField<V, K extends keyof V>(
  form: BindableForm<V>,
  ids: Record<keyof V, string>,
  field: K,
) {
  return { ...bindChoice(form, ids, field), onBlur: () => form.touch(field) };
}

/** A value picked rather than typed (a quick amount, "All"): set, and checked at once. */
export function fillField<V, K extends keyof V>(form: BindableForm<V>, field: K, value: V[K]): void {
  form.setValue(field, value);
  form.touch(field);
}

/** On submit: shows every problem and focuses the first field with one; true if there was one. */
export function focusFirstProblem<V>(form: BindableForm<V>, ids: Record<keyof V, string>): boolean {
  const problem = form.firstProblem();
  if (problem === null) return false;
  focusField(ids[problem]);
  return true;
}

/**
 * A failed call: shown under the field the server named (wire name → form field) or under
 * `fallbackField`, which then takes the focus; else as the form's message.
 */
export function focusApiError<V>(
  form: BindableForm<V>,
  ids: Record<keyof V, string>,
  error: unknown,
  fieldsByWireName: Partial<Record<string, keyof V>>,
  fallbackField?: keyof V,
): void {
  const field = form.showApiError(error, fieldsByWireName, fallbackField);
  if (field !== null) focusField(ids[field]);
}
