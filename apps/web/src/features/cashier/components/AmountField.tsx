import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { sanitizeAmountInput } from '../lib/amount';

export type AmountFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  placeholder?: string;
  /** A button inside the box, e.g. "All". */
  end?: ReactNode;
};

/**
 * An amount box: the currency symbol in front, a decimal keypad on phones, and only what an
 * amount may hold (digits, one point, the currency's decimals) accepted while typing.
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  end,
}: AmountFieldProps) {
  const { currency } = useAppConfig();
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(raw) => onChange(sanitizeAmountInput(raw, currency.minorDigits))}
      {...(onBlur ? { onBlur } : {})}
      {...(error !== undefined ? { error } : {})}
      {...(hint !== undefined ? { hint } : {})}
      {...(placeholder !== undefined ? { placeholder } : {})}
      inputMode={currency.minorDigits > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      enterKeyHint="next"
      start={
        <span className="fr-amount__symbol" aria-hidden="true">
          {currency.symbol}
        </span>
      }
      end={end}
    />
  );
}
