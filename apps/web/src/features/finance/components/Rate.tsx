import { useFormatters } from '../../../lib/format';

/** A percent from the API ("54.75") written by the shared kit like every rate, with tabular numerals. */
export function Rate({ value, className }: { value: string; className?: string }) {
  const format = useFormatters();
  return <span className={['fr-num', className].filter(Boolean).join(' ')}>{format.percent(value)}</span>;
}
