import { ownValue } from '@fairround/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { focusField } from '../../../lib/forms';
import { showSuccess } from '../../../components/ui';
import type { SmsCodeSent } from '../api/send-sms-code';
import { useCountdown } from '../../../components/ui';

/** The phone and code fields of a form that asks for an SMS code (register, password reset). */
export type PhoneCodeForm = {
  values: { phone: string; captcha: string };
  setValue(field: 'phone' | 'captcha', value: string): void;
  touch(field: 'phone' | 'captcha'): void;
  errorOf(field: 'phone' | 'captcha'): string | null;
  /** The form's own `showApiError`: where the server's answer landed, if on a field. */
  showApiError(
    error: unknown,
    fieldsByWireName: Partial<Record<string, string>>,
    fallbackField?: string,
  ): unknown;
};

/** Input ids by field: at least the phone and code; any other field a refusal may name. */
export type PhoneCodeIds = { phone: string; captcha: string } & Partial<Record<string, string>>;

/** The code's send state: to which number, and how long the code stays valid. */
type SentCode = { to: string; minutes: number };

/**
 * Sends the SMS code of a phone-and-code form: the phone is checked first, the cooldown belongs
 * to the number the code went to (a corrected number may ask at once), and a refusal lands on
 * the field it names or else the code field (2051 too soon, daily and IP caps).
 */
export function usePhoneCode({
  form,
  ids,
  quhao,
  phoneInvalid,
  sendCode,
  sentText,
  wireFields,
}: {
  form: PhoneCodeForm;
  ids: PhoneCodeIds;
  quhao: string;
  phoneInvalid: () => boolean;
  sendCode: UseMutationResult<SmsCodeSent, Error, { quhao: string; mobile: string }>;
  sentText: string;
  wireFields: Partial<Record<string, string>>;
}) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const countdown = useCountdown();
  const phoneKey = `${quhao} ${form.values.phone.replace(/[\s-]/g, '')}`;
  const sentHere = sent?.to === phoneKey ? sent : null;

  async function requestCode() {
    form.touch('phone');
    if (phoneInvalid()) return focusField(ids.phone);
    try {
      const answer = await sendCode.mutateAsync({ quhao, mobile: form.values.phone });
      setSent({ to: phoneKey, minutes: Math.round(answer.expiresInSeconds / 60) });
      countdown.start(answer.cooldownSeconds);
      showSuccess(sentText);
      focusField(ids.captcha);
    } catch (error) {
      const field = form.showApiError(error, wireFields, 'captcha');
      const id = typeof field === 'string' ? ownValue(ids, field) : undefined;
      if (id) focusField(id);
    }
  }

  return {
    requestCode,
    phoneKey,
    /** The code sent to the number now in the field, if any (for the hint). */
    sentHere,
    hasSent: sent !== null,
    secondsLeft: sentHere ? countdown.secondsLeft : 0,
    sending: sendCode.isPending,
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;
