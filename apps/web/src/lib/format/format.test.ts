import { UI_LANGUAGES } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatTime,
  formatTimeZoneName,
  formattersFor,
  isToday,
  todayIn,
} from './index';

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
    expect(formattersFor('vi', 'Mars/Olympus_Mons').timeZone).toBeUndefined();
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
    expect(formattersFor('en-US', ZONE).zoneName()).toBe('Indochina Time');
    expect(formattersFor('vi', ZONE).dateTime(MOMENT)).toBe('04:01:03 25/11/2026');
  });
});

describe('numbers that are not money', () => {
  it('groups digits the language’s way', () => {
    expect(formatNumber(10_000, 'vi')).toBe('10.000');
    expect(formatNumber(10_000, 'en-US')).toBe('10,000');
    expect(formatNumber(10_000, 'zh-CN')).toBe('10,000');
    expect(formatNumber(10_000, 'zh-TW')).toBe('10,000');
    expect(formatNumber(7, 'vi')).toBe('7');
  });
});
