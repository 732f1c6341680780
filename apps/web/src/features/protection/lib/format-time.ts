import { useFormatters } from '../../../lib/format';

/** A server time (epoch ms) in the player's language and the operator's time zone. */
export function useTimeText(): (epochMs: number) => string {
  const format = useFormatters();
  return (epochMs: number) => (Number.isFinite(epochMs) ? format.dateTime(epochMs) : '—');
}
