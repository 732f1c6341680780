import { groupThousands } from '@fairround/shared';
import './money.css';

/**
 * An amount exactly as the server formatted it (a decimal string with the currency's minor
 * digits), only grouped by thousands; tabular numerals keep columns aligned.
 */
export function Money({ value, strong = false }: { value: string; strong?: boolean }) {
  const negative = value.startsWith('-');
  return (
    <span className={`money${strong ? ' money--strong' : ''}${negative ? ' money--negative' : ''}`}>
      {groupThousands(value)}
    </span>
  );
}

/**
 * A signed amount as the server formatted it: "+100.00" in green for money in, "-100.00" in red
 * for money out, tabular numerals so columns line up.
 */
export function SignedMoney({ value }: { value: string }) {
  const out = value.startsWith('-');
  const zero = /^-?0(\.0+)?$/.test(value);
  const shown = out || zero ? groupThousands(value) : `+${groupThousands(value)}`;
  return (
    <span className={`signed-money${zero ? '' : out ? ' signed-money--out' : ' signed-money--in'}`}>
      {shown}
    </span>
  );
}
