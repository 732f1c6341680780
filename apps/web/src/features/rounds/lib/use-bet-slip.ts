import { formatOdds, MAX_ORDER_OPTIONS, parseOdds } from '@fairround/shared';
import { useState } from 'react';

/** The options chosen for the next order and the amount per option (seed §4–5). */
export function useBetSlip() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [amount, setAmount] = useState('');
  return {
    selected,
    amount,
    setAmount,
    /** Adds or removes an option; returns false when a tenth option was refused. */
    toggle(index: number): boolean {
      if (!selected.has(index) && selected.size >= MAX_ORDER_OPTIONS) return false;
      const next = new Set(selected);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      setSelected(next);
      return true;
    },
    /** Follow a feed line: only that option is selected (seed §4). */
    follow(index: number) {
      setSelected(new Set([index]));
    },
    clear() {
      setSelected(new Set());
      setAmount('');
    },
  };
}

export type BetSlipState = ReturnType<typeof useBetSlip>;

/** Odds exactly as the server wrote them for an option ("1.98"), normalised for the order call. */
export function oddsText(rate: string | undefined): string {
  const odds = parseOdds(rate);
  return odds === null ? '' : formatOdds(odds);
}
