import type { HistoryRow } from '@fairround/shared';
import { wallClockParts } from '../../../platform/time/local-day.js';

/** ISO 8601 in the zone, with its offset: "2026-11-22T10:04:05+07:00". */
export function isoInZone(epochMs: number, timeZone: string): string {
  const parts = wallClockParts(new Date(epochMs), timeZone);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${parts.offset}`;
}

/**
 * One CSV field. Text that a spreadsheet would read as a formula (=, +, -, @ first) is prefixed
 * with an apostrophe; amounts are written by the caller and never pass through here.
 */
function textField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = [
  'time',
  'kind',
  'code',
  'amount',
  'balance_after',
  'moved',
  'account',
  'reference_type',
  'reference',
  'room_type',
  'seqno',
  'transfer_id',
] as const;

export function csvLine(row: HistoryRow, timeZone: string): string {
  return [
    isoInZone(row.time, timeZone),
    row.kind,
    textField(row.code),
    row.amount,
    row.balanceAfter,
    row.moved,
    row.account,
    row.reference.type,
    textField(row.reference.id),
    row.reference.roomType === null ? '' : String(row.reference.roomType),
    textField(row.reference.seqno ?? ''),
    textField(row.id),
  ].join(',');
}

/** The closing line: Σ amount of the file's rows, under the amount column. */
export function csvTotalLine(total: string): string {
  return ['total', '', '', total, ...CSV_HEADER.slice(4).map(() => '')].join(',');
}
