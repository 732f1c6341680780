import type { Country } from '@fairround/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { focusApiError, focusFirstProblem, useForm, type FieldProblems } from '../../../lib/forms';
import type { SmsCodeSent } from '../api/send-sms-code';
import { defaultCountry } from '../../../components/country';
import { usePhoneCode } from './use-phone-code';

/** The values every phone-and-code form holds (register, password reset). */
type PhoneCodeValues = { phone: string; captcha: string } & Record<string, unknown>;

/**
 * A form verified by an SMS code (register, password reset): its area code (the operator's
 * default until another is picked), the form checked with `validate` for that area code, the
 * props of its `PhoneCodeFields` (`phoneFields`), and `submitWith`, the submit that shows every
 * problem and focuses the first, else sends; a refusal lands on the field it names
 * (`wireFields`) and takes the focus.
 */
export function usePhoneCodeForm<V extends PhoneCodeValues>({
  initial,
  validate,
  ids,
  sendCode,
  sentText,
  wireFields,
}: {
  initial: V | (() => V);
  validate: (values: V, quhao: string) => FieldProblems<V>;
  ids: Record<keyof V, string> & { phone: string; captcha: string };
  sendCode: UseMutationResult<SmsCodeSent, Error, { quhao: string; mobile: string }>;
  sentText: string;
  wireFields: Partial<Record<string, keyof V & string>>;
}) {
  const config = useAppConfig();
  const [country, setCountry] = useState<Country | null>(() =>
    defaultCountry(config.countries, config.defaultQuhao),
  );
  const quhao = country?.dialCode ?? config.defaultQuhao;
  const form = useForm<V>({ initial, validate: (values) => validate(values, quhao) });
  const code = usePhoneCode({
    form,
    ids,
    quhao,
    phoneInvalid: () => Boolean(validate(form.values, quhao).phone),
    sendCode,
    sentText,
    wireFields,
  });

  const submitWith = (send: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (focusFirstProblem(form, ids)) return;
    try {
      await send();
    } catch (error) {
      focusApiError(form, ids, error, wireFields);
    }
  };

  /** The props `PhoneCodeFields` takes from the form (all but the flow's wording). */
  const phoneFields = { form, ids, country, onCountry: setCountry, code };
  return { form, quhao, phoneFields, submitWith };
}
