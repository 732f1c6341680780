import { localeOf } from '../i18n/intl-names.js';
import type { UiLanguage } from '../i18n/languages.js';

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl number format per locale and options, kept (building one costs more than using it). */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The one way figures are written in every language: "." before decimals, "," between thousands
 * ("10,000", "0.15%", "$1,234.50", "×1.98"). Money and odds were already written so in all four
 * languages; counts and percentages follow, so a Vietnamese screen never shows "0,01 %" beside
 * "$0.15" or "10.000" (ten thousand) beside "$10,000.00". Words (units, dates) stay the language's.
 */
const FIGURE_LOCALE = 'en-US';

/**
 * Intl reads a decimal string exactly (no float on the way), so figures that must not drift are
 * handed over as text. The type only says so; the runtime has done it since Node 19 / Chrome 106.
 */
type IntlDecimal = number & string;
const exact = (decimal: string) => decimal as IntlDecimal;

/**
 * A count or other number that is not money, grouped like every figure ("10,000" in every
 * language, see FIGURE_LOCALE). The language is taken so callers need not know the rule.
 */
export function formatNumber(value: number | bigint, _language: UiLanguage): string {
  return numberFormat(FIGURE_LOCALE, { maximumFractionDigits: 20 }).format(value);
}

/** How many decimals each kind of percentage shows, so the same kind of figure always reads alike. */
export const PERCENT_DECIMALS = {
  /** Interest and staking rates, return-to-player, margins: basis-point precision. */
  rate: 2,
  /** Progress toward a goal (VIP level, turnover): whole per cent, rounded down by the caller. */
  progress: 0,
  /** A price's move over the day. */
  change: 2,
} as const;
export type PercentKind = keyof typeof PERCENT_DECIMALS;

const BASIS_POINTS = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Basis points (hundredths of a per cent) as a decimal per-cent string, by digits: 1234 -> "12.34". */
export function basisPointsToPercent(basisPoints: number | bigint): string {
  const text = String(basisPoints);
  if (!BASIS_POINTS.test(text)) throw new RangeError(`not whole basis points: ${text}`);
  const negative = text.startsWith('-');
  const digits = text.replace('-', '').padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * A percentage written like every figure ("0.15%" in every language), with the kind's fixed
 * decimals. Takes the per-cent figure as a decimal string ("0.15" from the API), or `{ basisPoints }`;
 * neither goes through a float. Text that is not a number comes back as it is.
 */
export function formatPercent(
  value: string | number | { basisPoints: number | bigint },
  _language: UiLanguage,
  kind: PercentKind = 'rate',
): string {
  const decimal = typeof value === 'object' ? basisPointsToPercent(value.basisPoints) : String(value).trim();
  if (!DECIMAL.test(decimal)) return String(typeof value === 'object' ? value.basisPoints : value);
  const digits = PERCENT_DECIMALS[kind];
  return numberFormat(FIGURE_LOCALE, {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(exact(decimal));
}

/** A size in the reader's units ("5 KB", "3 giây"): Intl unit style, narrow where it is short. */
export function formatUnit(value: number, unit: string, language: UiLanguage): string {
  return numberFormat(localeOf(language), { style: 'unit', unit, unitDisplay: 'narrow' }).format(value);
}
