import { TextField } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { cleanAmountInput } from '../lib/limit-change';

/** An amount box: the currency symbol in front, a decimal keypad, only amount characters kept. */
export function AmountInput(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { currency } = useAppConfig();
  return (
    <TextField
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(raw) => props.onChange(cleanAmountInput(raw, currency.minorDigits))}
      error={props.error}
      inputMode={currency.minorDigits > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      enterKeyHint="done"
      maxLength={20}
      start={
        <span className="fr-limit__symbol" aria-hidden="true">
          {currency.symbol}
        </span>
      }
    />
  );
}
