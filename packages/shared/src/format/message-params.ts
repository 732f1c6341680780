import type { UiLanguage } from '../i18n/languages.js';
import { fillTemplate } from '../i18n/catalogue.js';
import type { CurrencyConfig, MinorUnits } from '../money/money.js';
import { formatMinorText } from './money-text.js';
import { formatPercent } from './numbers.js';
import { formatDateTimeInZone } from './time-zone.js';

/**
 * A value for a `{placeholder}` of a server-written message (a refusal's `info`). Amounts and
 * moments travel as what they are, not as pre-written text, and are written in the reader's
 * language when the message is: "$100.00" rather than a bare "100.00", "00:00 29/11/2026
 * (Giờ Đông Dương)" rather than "2026-11-29 00:00".
 */
export type MessageParam =
  | string
  | number
  | { kind: 'money'; minor: MinorUnits | bigint }
  | { kind: 'moment'; at: Date; timeZone: string }
  | { kind: 'percent'; basisPoints: number };
export type MessageParams = Record<string, MessageParam>;

/** An amount in integer minor units; written in the deployment's currency when the message is. */
export const moneyParam = (minor: MinorUnits | bigint): MessageParam => ({ kind: 'money', minor });

/** A rate in basis points; written with the language's decimal mark and two decimals. */
export const percentParam = (basisPoints: number): MessageParam => ({ kind: 'percent', basisPoints });

export const momentParam = (at: Date, timeZone: string): MessageParam => ({ kind: 'moment', at, timeZone });

/** One parameter as text in the reader's language, amounts in the deployment's currency. */
export function messageParamText(
  value: MessageParam,
  language: UiLanguage,
  currency: CurrencyConfig,
): string {
  if (typeof value !== 'object') return String(value);
  if (value.kind === 'money') return formatMinorText(value.minor, currency);
  if (value.kind === 'percent') return formatPercent({ basisPoints: value.basisPoints }, language);
  return formatDateTimeInZone(value.at, language, value.timeZone);
}

/** Fills a message template, writing money and moments the reader's way. */
export function fillMessage(
  template: string,
  params: MessageParams,
  language: UiLanguage,
  currency: CurrencyConfig,
): string {
  const texts = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, messageParamText(value, language, currency)]),
  );
  return fillTemplate(template, texts);
}
