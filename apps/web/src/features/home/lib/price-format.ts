import { formatWallClock, type UiLanguage } from '@fairround/shared';

/**
 * Prices stay the exchange's decimal strings (docs/prices.md): they are grouped for reading,
 * never parsed into floats and rounded.
 */
export function formatPrice(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** "+1.59%", "-0.42%", "0.00%": the sign is part of the text, not only of the colour. */
export function formatChange(changePct: string): string {
  return `${changePct.startsWith('-') || /^0(\.0+)?$/.test(changePct) ? '' : '+'}${changePct}%`;
}

/** The direction of a change, for its colour: up, down or flat. */
export function changeTone(changePct: string | null): 'up' | 'down' | 'flat' {
  if (changePct === null || /^-?0(\.0+)?$/.test(changePct)) return 'flat';
  return changePct.startsWith('-') ? 'down' : 'up';
}

/** hh:mm:ss on the device's clock, 24-hour in every language (PRODUCT §2: "last updated hh:mm:ss"). */
export function formatClock(epochMs: number, language: UiLanguage): string {
  return formatWallClock(epochMs, language);
}
