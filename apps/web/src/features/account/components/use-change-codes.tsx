import { normalizePhone } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess, SmsCodeButton, useCountdown } from '../../../components/ui';
import { focusField, type useForm } from '../../../lib/forms';
import { phoneChangeProblems, type PhoneChangeValues } from '../account-rules';
import { useSendNewPhoneCodeMutation, useSendOldPhoneCodeMutation } from '../api/profile';

type Sent = { to: string; minutes: number };
type CodeAnswer = { cooldownSeconds: number; expiresInSeconds: number };
type PhoneChangeForm = ReturnType<typeof useForm<PhoneChangeValues>>;

export const PHONE_CHANGE_FIELD_IDS: Record<keyof PhoneChangeValues, string> = {
  oldCaptcha: 'phone-change-old-code',
  mobile: 'phone-change-new-phone',
  newCaptcha: 'phone-change-new-code',
  passwd: 'phone-change-login',
};

/** The server names the form's own fields (mobile 2050/3085, oldCaptcha, newCaptcha, passwd 3081). */
export const PHONE_CHANGE_WIRE_FIELDS = {
  oldCaptcha: 'oldCaptcha',
  mobile: 'mobile',
  newCaptcha: 'newCaptcha',
  passwd: 'passwd',
} as const;

/**
 * One code's state: where it went, how long it stays valid, and the resend countdown, which
 * belongs to that number (a corrected new number may ask at once).
 */
function useCodeSent(to: string) {
  const [sent, setSent] = useState<Sent | null>(null);
  const countdown = useCountdown();
  const sentHere = sent?.to === to ? sent : null;
  return {
    sentHere,
    hasSent: sent !== null,
    secondsLeft: sentHere ? countdown.secondsLeft : 0,
    record(answer: CodeAnswer) {
      setSent({ to, minutes: Math.round(answer.expiresInSeconds / 60) });
      countdown.start(answer.cooldownSeconds);
    },
  };
}

/**
 * The two "send code" buttons of the phone change and their hints: one code to the registered
 * phone (`ownPhone`, masked), one to the new number typed with area code `quhao`. A refusal to
 * send lands on the field it names, else on that code's field.
 */
export function useChangeCodes(form: PhoneChangeForm, quhao: string, ownPhone: string) {
  const { t } = useTranslation();
  // As stored: "0912 345 678" and "912345678" are one number (and one resend countdown).
  const newNumber = `${quhao} ${normalizePhone(quhao, form.values.mobile)}`;
  const oldCode = useCodeSent(ownPhone);
  const newCode = useCodeSent(newNumber);
  const sendOld = useSendOldPhoneCodeMutation();
  const sendNew = useSendNewPhoneCodeMutation();

  async function request(field: 'oldCaptcha' | 'newCaptcha', send: () => Promise<CodeAnswer>, to: string) {
    try {
      const answer = await send();
      (field === 'oldCaptcha' ? oldCode : newCode).record(answer);
      const minutes = Math.round(answer.expiresInSeconds / 60);
      showSuccess(
        t(field === 'oldCaptcha' ? 'account.phone.oldSent' : 'account.phone.newSent', { phone: to, minutes }),
      );
      focusField(PHONE_CHANGE_FIELD_IDS[field]);
    } catch (error) {
      const landed = form.showApiError(error, PHONE_CHANGE_WIRE_FIELDS, field);
      if (landed) focusField(PHONE_CHANGE_FIELD_IDS[landed]);
    }
  }

  function requestNew() {
    form.touch('mobile');
    if (phoneChangeProblems(form.values, quhao).mobile) return focusField(PHONE_CHANGE_FIELD_IDS.mobile);
    return request('newCaptcha', () => sendNew.mutateAsync({ quhao, mobile: form.values.mobile }), newNumber);
  }

  const hint = (key: 'account.phone.oldSent' | 'account.phone.newSent', phone: string, sent: Sent | null) =>
    sent ? t(key, { phone, minutes: sent.minutes }) : undefined;
  return {
    oldButton: (
      <SmsCodeButton
        secondsLeft={oldCode.secondsLeft}
        sending={sendOld.isPending}
        hasSent={oldCode.hasSent}
        onSend={() => void request('oldCaptcha', () => sendOld.mutateAsync(), ownPhone)}
        target={t('account.phone.oldCodeName')}
      />
    ),
    oldHint: hint('account.phone.oldSent', ownPhone, oldCode.sentHere),
    newButton: (
      <SmsCodeButton
        secondsLeft={newCode.secondsLeft}
        sending={sendNew.isPending}
        hasSent={newCode.hasSent}
        onSend={() => void requestNew()}
        target={t('account.phone.newCodeName')}
      />
    ),
    newHint: hint('account.phone.newSent', newNumber, newCode.sentHere),
    newNumber,
  };
}
