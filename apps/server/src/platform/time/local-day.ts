/**
 * Calendar days in the deployment's time zone (config TIMEZONE, an IANA name). "Today" for the
 * fund flow tabs, the daily withdrawal count and the dashboard starts at local midnight there.
 */
export type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in the zone at `instant`, zero-padded, with the zone's offset ("+07:00"). */
export type WallClockParts = Record<
  'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'offset',
  string
>;

export function wallClockParts(instant: Date, timeZone: string): WallClockParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+07:00", or plain "GMT" at UTC.
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    offset,
  };
}

/** The wall-clock reading in the zone at `instant`, as if it were UTC (ms). */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts = wallClockParts(instant, timeZone);
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

/** The zone's offset from UTC at `instant`, in ms (UTC+7 → 25 200 000). */
function offsetMs(instant: Date, timeZone: string): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return wallClockMs(whole, timeZone) - whole.getTime();
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const wall = new Date(wallClockMs(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The date `days` after (or before) `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The instant local midnight begins `date` in the zone (DST-safe: the offset is re-read there). */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wallMidnight = Date.UTC(date.year, date.month - 1, date.day);
  let guess = wallMidnight - offsetMs(new Date(wallMidnight), timeZone);
  guess = wallMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** [start, end) of the local days from `first` through `last` inclusive. */
export function localDaysRange(
  first: LocalDate,
  last: LocalDate,
  timeZone: string,
): { from: Date; to: Date } {
  return { from: startOfLocalDay(first, timeZone), to: startOfLocalDay(addDays(last, 1), timeZone) };
}

/** "2026-11-22" → a LocalDate; the caller has checked it is a real date. */
export function parseLocalDate(text: string): LocalDate {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
