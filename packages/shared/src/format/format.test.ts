import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../i18n/languages.js';
import { DEFAULT_CURRENCY, type CurrencyConfig } from '../money/money.js';
import {
  basisPointsToPercent,
  fillMessage,
  formatDate,
  formatDateTime,
  formatDay,
  formatMinorText,
  formatMoneyText,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTime,
  formatTimeZoneName,
  formatUnit,
  formattersFor,
  isToday,
  momentParam,
  moneyParam,
  percentParam,
  todayIn,
} from './index.js';

const ZONE = 'Asia/Ho_Chi_Minh';
/** 25 Nov 2026, 04:01:03 in Ho Chi Minh City (UTC+7): still the 24th in UTC. */
const MOMENT = '2026-11-24T21:01:03.000Z';
/** CLDR puts thin and no-break spaces in some patterns (before AM/PM…); the checks read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('dates and times', () => {
  it('writes a moment in each language’s order, with the year in full, in the operator’s zone', () => {
    expect(formatDateTime(MOMENT, 'vi', ZONE)).toBe('04:01:03 25/11/2026');
    expect(plain(formatDateTime(MOMENT, 'en-US', ZONE))).toBe('11/25/2026, 4:01:03 AM');
    expect(formatDateTime(MOMENT, 'zh-CN', ZONE)).toBe('2026/11/25 04:01:03');
    expect(plain(formatDateTime(MOMENT, 'zh-TW', ZONE))).toBe('2026/11/25 凌晨4:01:03');
  });

  it('never cuts the year to two digits', () => {
    for (const language of UI_LANGUAGES) {
      expect(formatDateTime(MOMENT, language, ZONE), language).toContain('2026');
      expect(formatDate(MOMENT, language, ZONE), language).toContain('2026');
      expect(formatDay('2026-11-25', language), language).toContain('2026');
      expect(formatDateTime(MOMENT, language, ZONE), language).not.toMatch(/\/26\b/);
    }
  });

  it('takes ISO text, epoch milliseconds and Dates alike, and leaves unreadable input as it is', () => {
    const epochMs = Date.parse(MOMENT);
    expect(formatDateTime(epochMs, 'vi', ZONE)).toBe('04:01:03 25/11/2026');
    expect(formatDateTime(new Date(epochMs), 'vi', ZONE)).toBe('04:01:03 25/11/2026');
    expect(formatDateTime('not a date', 'vi', ZONE)).toBe('not a date');
  });

  it('shows the operator’s calendar day, not UTC’s', () => {
    expect(formatDate(MOMENT, 'vi', ZONE)).toBe('25/11/2026');
    expect(formatDate(MOMENT, 'vi', 'UTC')).toBe('24/11/2026');
    expect(formatDate(MOMENT, 'en-US', ZONE)).toBe('11/25/2026');
    expect(formatDate(MOMENT, 'zh-CN', ZONE)).toBe('2026/11/25');
    expect(formatDate(MOMENT, 'zh-TW', ZONE)).toBe('2026/11/25');
  });

  it('writes clock times and minute-precise moments the language’s way', () => {
    expect(formatTime(MOMENT, 'vi', ZONE)).toBe('04:01');
    expect(plain(formatTime(MOMENT, 'en-US', ZONE))).toBe('4:01 AM');
    expect(formatDateTime(MOMENT, 'vi', ZONE, 'minutes')).toBe('04:01 25/11/2026');
    expect(plain(formatDateTime(MOMENT, 'en-US', ZONE, 'minutes'))).toBe('11/25/2026, 4:01 AM');
  });

  it('writes calendar days without any zone shifting them', () => {
    expect(formatDay('2026-11-25', 'vi')).toBe('25/11/2026');
    expect(formatDay('2026-11-25', 'en-US')).toBe('11/25/2026');
    expect(formatDay('2026-11-25', 'zh-CN')).toBe('2026/11/25');
    expect(formatDay('2026-11-25', 'zh-TW')).toBe('2026/11/25');
    expect(formatDay('25/11/2026', 'vi')).toBe('25/11/2026');
  });

  it('knows today in the operator’s zone', () => {
    const now = new Date(MOMENT);
    expect(todayIn(ZONE, now)).toBe('2026-11-25');
    expect(todayIn('UTC', now)).toBe('2026-11-24');
    expect(isToday('2026-11-24T18:00:00.000Z', ZONE, now)).toBe(true);
    expect(isToday('2026-11-24T16:59:59.000Z', ZONE, now)).toBe(false);
  });

  it('falls back to the device’s zone for a zone this runtime does not know', () => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(MOMENT, 'vi', 'Mars/Olympus_Mons')).toBe(formatDateTime(MOMENT, 'vi', device));
    expect(formattersFor('vi', 'Mars/Olympus_Mons', DEFAULT_CURRENCY).timeZone).toBeUndefined();
  });
});

describe('time zone names', () => {
  it('names the operator’s zone in words in each language, not by its IANA id', () => {
    expect(formatTimeZoneName(ZONE, 'vi')).toBe('Giờ Đông Dương');
    expect(formatTimeZoneName(ZONE, 'en-US')).toBe('Indochina Time');
    expect(formatTimeZoneName(ZONE, 'zh-CN')).toBe('中南半岛时间');
    expect(formatTimeZoneName(ZONE, 'zh-TW')).toBe('中南半島時間');
  });

  it('names UTC too, and keeps the IANA id of a zone it cannot name', () => {
    expect(formatTimeZoneName('UTC', 'en-US')).toBe('Coordinated Universal Time');
    expect(formatTimeZoneName('Mars/Olympus_Mons', 'vi')).toBe('Mars/Olympus_Mons');
  });

  it('is what the screens’ formatters say for the configured zone', () => {
    expect(formattersFor('en-US', ZONE, DEFAULT_CURRENCY).zoneName()).toBe('Indochina Time');
    expect(formattersFor('vi', ZONE, DEFAULT_CURRENCY).dateTime(MOMENT)).toBe('04:01:03 25/11/2026');
  });
});

describe('numbers that are not money', () => {
  it('groups digits like money in every language (no "10.000" beside "$10,000.00")', () => {
    expect(formatNumber(10_000, 'vi')).toBe('10,000');
    expect(formatNumber(10_000, 'en-US')).toBe('10,000');
    expect(formatNumber(10_000, 'zh-CN')).toBe('10,000');
    expect(formatNumber(10_000, 'zh-TW')).toBe('10,000');
    expect(formatNumber(7, 'vi')).toBe('7');
    expect(formatNumber(12_345_678_901_234_567_890n, 'zh-TW')).toBe('12,345,678,901,234,567,890');
  });

  it('names units in the language’s words', () => {
    expect(formatUnit(5, 'minute', 'vi')).toBe('5 phút');
    expect(formatUnit(5, 'minute', 'en-US')).toBe('5m');
  });
});

describe('money', () => {
  const USD = DEFAULT_CURRENCY;
  const YEN: CurrencyConfig = { code: 'JPY', symbol: '¥', minorDigits: 0 };

  it('writes integer minor units the same way in every language: symbol, grouping, exact decimals', () => {
    for (const language of UI_LANGUAGES) {
      const format = formattersFor(language, ZONE, USD);
      expect(format.minor(10_000), language).toBe('$100.00');
      expect(format.minor(123_456_789), language).toBe('$1,234,567.89');
      expect(format.money('100'), language).toBe('$100.00');
    }
  });

  it('writes negatives with a leading minus and gains with a plus only when asked', () => {
    expect(formatMinorText(-2040, USD)).toBe('-$20.40');
    expect(formatMinorText(2040, USD, { signed: true })).toBe('+$20.40');
    expect(formatMinorText(0, USD, { signed: true })).toBe('$0.00');
    expect(formatMinorText(-5, USD)).toBe('-$0.05');
    expect(formatMoneyText('-20.4', USD)).toBe('-$20.40');
  });

  it('writes amounts past 2^53 exactly, from bigint minor units, never through a float', () => {
    expect(formatMinorText(123_456_789_012_345_678_901n, USD)).toBe('$1,234,567,890,123,456,789.01');
    expect(formatMinorText(-9_007_199_254_740_993n, USD)).toBe('-$90,071,992,547,409.93');
    expect(formatMinorText(2 ** 51 - 1, USD)).toBe('$22,517,998,136,852.47');
    expect(() => formatMinorText(2 ** 53, USD)).toThrow(RangeError);
  });

  it('follows the currency’s minor digits and refuses text that is not one of its amounts', () => {
    expect(formatMinorText(1500, YEN)).toBe('¥1,500');
    expect(formatMoneyText('1.5', YEN)).toBeNull();
    expect(formatMoneyText('12.345', USD)).toBeNull();
    expect(formatMoneyText('abc', USD)).toBeNull();
    expect(formattersFor('vi', ZONE, USD).money('abc')).toBe('abc');
  });
});

describe('percentages', () => {
  it('writes a rate like every figure in every language, always with two decimals', () => {
    expect(formatPercent('0.15', 'vi')).toBe('0.15%');
    expect(formatPercent('0.15', 'en-US')).toBe('0.15%');
    expect(formatPercent('0.15', 'zh-CN')).toBe('0.15%');
    expect(formatPercent('0.15', 'zh-TW')).toBe('0.15%');
    expect(formatPercent('0.01', 'vi')).toBe('0.01%');
    expect(formatPercent('54.7', 'en-US')).toBe('54.70%');
    expect(formatPercent('1234.5', 'vi')).toBe('1,234.50%');
  });

  it('takes basis points by digits, and negative figures', () => {
    expect(basisPointsToPercent(15)).toBe('0.15');
    expect(basisPointsToPercent(-1234)).toBe('-12.34');
    expect(formatPercent({ basisPoints: 9_700 }, 'en-US')).toBe('97.00%');
    expect(formatPercent({ basisPoints: 5 }, 'vi')).toBe('0.05%');
    expect(formatPercent('-1.5', 'en-US', 'change')).toBe('-1.50%');
  });

  it('shows progress as whole per cent and never rounds up past what is done', () => {
    expect(formatPercent('99.99', 'en-US', 'progress')).toBe('99%');
    expect(formatPercent(40, 'vi', 'progress')).toBe('40%');
    expect(formatPercent('—', 'vi')).toBe('—');
  });
});

describe('relative time', () => {
  const now = new Date(MOMENT);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says how long ago in each language', () => {
    expect(formatRelativeTime(ago(3 * 60_000), 'vi', now)).toBe('3 phút trước');
    expect(formatRelativeTime(ago(3 * 60_000), 'en-US', now)).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(3 * 60_000), 'zh-CN', now)).toBe('3分钟前');
    expect(plain(formatRelativeTime(ago(3 * 60_000), 'zh-TW', now))).toBe('3 分鐘前');
  });

  it('picks the largest whole unit and never rounds up', () => {
    expect(formatRelativeTime(ago(59_999), 'en-US', now)).toBe('59 seconds ago');
    expect(formatRelativeTime(ago(2 * 3_600_000 + 59 * 60_000), 'en-US', now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(86_400_000), 'en-US', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(86_400_000), 'vi', now)).toBe('Hôm qua');
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 3_600_000), 'en-US', now)).toBe('in 2 hours');
    expect(formatRelativeTime(now, 'en-US', now)).toBe('now');
    expect(formatRelativeTime('not a date', 'en-US', now)).toBe('not a date');
  });
});

describe('server messages', () => {
  it('fills amounts as money and moments in the reader’s language and zone, not as bare text', () => {
    const params = {
      num: moneyParam(10_000),
      time: momentParam(new Date('2026-11-28T17:00:00.000Z'), ZONE),
    };
    expect(
      fillMessage('{num} left until {time}', params, 'en-US', DEFAULT_CURRENCY).replace(/\u202f/g, ' '),
    ).toBe('$100.00 left until 11/29/2026, 12:00 AM (Indochina Time)');
    expect(fillMessage('còn {num} đến {time}', params, 'vi', DEFAULT_CURRENCY)).toBe(
      'còn $100.00 đến 00:00 29/11/2026 (Giờ Đông Dương)',
    );
    expect(fillMessage('{num} {time}', params, 'zh-CN', DEFAULT_CURRENCY)).toBe(
      '$100.00 2026/11/29 00:00 (中南半岛时间)',
    );
    expect(fillMessage('{num}', { num: 3 }, 'zh-TW', DEFAULT_CURRENCY)).toBe('3');
    expect(fillMessage('{rtp}', { rtp: percentParam(9_900) }, 'vi', DEFAULT_CURRENCY)).toBe('99.00%');
    expect(fillMessage('{rtp}', { rtp: percentParam(9_900) }, 'en-US', DEFAULT_CURRENCY)).toBe('99.00%');
    expect(fillMessage('{missing}', {}, 'vi', DEFAULT_CURRENCY)).toBe('{missing}');
  });
});
