import type { ReactNode } from 'react';
import { useAppConfig } from '../../lib/app-config';
import { sanitizeAmountInput } from '../../lib/money';
import { TextField, type TextFieldProps } from './TextField';
import './form.css';

export type AmountFieldProps = Pick<
  TextFieldProps,
  'onBlur' | 'error' | 'hint' | 'placeholder' | 'maxLength'
> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The keyboard's enter key: "next" inside a longer form, "done" when the amount is all. */
  enterKeyHint?: 'next' | 'done';
  /** A button inside the box, e.g. "All". */
  end?: ReactNode;
};

/**
 * An amount box: the currency symbol in front, a decimal keypad on phones, and only what an
 * amount may hold (digits, one point, the currency's decimals) accepted while typing.
 */
export function AmountField({ onChange, enterKeyHint = 'next', ...field }: AmountFieldProps) {
  const { currency } = useAppConfig();
  return (
    <TextField
      {...field}
      onChange={(raw) => onChange(sanitizeAmountInput(raw, currency.minorDigits))}
      inputMode={currency.minorDigits > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      enterKeyHint={enterKeyHint}
      start={
        <span className="fr-amount__symbol" aria-hidden="true">
          {currency.symbol}
        </span>
      }
    />
  );
}
