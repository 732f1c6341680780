import type { Country } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui';
import { CountryPicker } from '../../../components/country';
import { SmsCodeButton } from '../../../components/ui';
import type { PhoneCode, PhoneCodeForm, PhoneCodeIds } from './use-phone-code';

/**
 * The area code and phone, and the SMS code with its send button, of the register and
 * password-reset forms. `codeHint` words the "sent to …, valid N minutes" line for the flow.
 */
export function PhoneCodeFields({
  form,
  ids,
  country,
  onCountry,
  code,
  codeHint,
}: {
  form: PhoneCodeForm;
  ids: PhoneCodeIds;
  country: Country | null;
  onCountry: (country: Country) => void;
  code: PhoneCode;
  codeHint: (sent: { phone: string; minutes: number }) => string;
}) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <>
      <TextField
        id={ids.phone}
        type="tel"
        label={t('auth.register.phone')}
        value={values.phone}
        onChange={(value) => form.setValue('phone', value)}
        onBlur={() => form.touch('phone')}
        error={form.errorOf('phone')}
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={20}
        start={country ? <CountryPicker value={country} onChange={onCountry} /> : undefined}
      />
      <TextField
        id={ids.captcha}
        label={t('auth.register.captcha')}
        hint={code.sentHere ? codeHint({ phone: code.phoneKey, minutes: code.sentHere.minutes }) : undefined}
        value={values.captcha}
        onChange={(value) => form.setValue('captcha', value)}
        onBlur={() => form.touch('captcha')}
        error={form.errorOf('captcha')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        end={
          <SmsCodeButton
            secondsLeft={code.secondsLeft}
            sending={code.sending}
            hasSent={code.hasSent}
            onSend={() => void code.requestCode()}
          />
        }
      />
    </>
  );
}
