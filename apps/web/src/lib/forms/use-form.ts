import { ownValue } from '@fairround/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';
import { problemText, type Problem } from './problems';

/** Each field's problem, or null (or absent) when its value is fine. */
export type FieldProblems<V> = Partial<Record<keyof V, Problem | null>>;

export type UseFormOptions<V> = {
  initial: V | (() => V);
  /** The client-side rules (the shared ones, answering the server's codes); pure and cheap. */
  validate: (values: V) => FieldProblems<V>;
};

/**
 * Values, instant validation and server answers of one form. A field shows its problem once it
 * was left (blur) or a submit was tried, so nobody is scolded for the first letter they type;
 * from then on the message follows every keystroke. A server answer naming a field shows under
 * that field until it is edited; any other answer shows as the form's message.
 */
export function useForm<V extends Record<string, unknown>>({ initial, validate }: UseFormOptions<V>) {
  // Subscribing to the language re-renders the form, so messages follow a language switch.
  useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const problems = validate(values);

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!Object.hasOwn(current, field)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setFormError(null);
  }, []);

  const touch = useCallback((field: keyof V) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  function errorOf(field: keyof V): string | null {
    const server = serverErrors[field];
    if (server) return server;
    const problem = touched.has(field) || submitted ? problems[field] : null;
    return problem ? problemText(problem) : null;
  }

  /** Shows every problem (a submit was tried); returns the first field with one, or null. */
  function firstProblem(): keyof V | null {
    setSubmitted(true);
    setFormError(null);
    return (Object.keys(values) as (keyof V)[]).find((field) => problems[field]) ?? null;
  }

  /**
   * Shows a failed call under the field the server named (wire name → form field), or under
   * `fallbackField`, or else as the form's message. Returns the field it landed on, if any.
   */
  function showApiError(
    error: unknown,
    fieldsByWireName: Partial<Record<string, keyof V>>,
    fallbackField?: keyof V,
  ): keyof V | null {
    if (!isApiError(error)) throw error;
    const field = (error.field ? ownValue(fieldsByWireName, error.field) : undefined) ?? fallbackField;
    if (field === undefined) {
      setFormError(error.info);
      return null;
    }
    setServerErrors((current) => ({ ...current, [field]: error.info }));
    return field;
  }

  return { values, setValue, touch, errorOf, firstProblem, showApiError, formError, setFormError };
}

/** Moves the keyboard focus to a field by its input id (after a failed submit). */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (element instanceof HTMLElement) element.focus();
}
