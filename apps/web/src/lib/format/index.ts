// The formatting kit lives in packages/shared/src/format (one implementation for the player app,
// the console and the server's refusal texts); this folder only adds the React hook.
export {
  deviceTimeZone,
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTime,
  formatTimeZoneName,
  formattersFor,
  isToday,
  localeOf,
  shiftDay,
  todayIn,
  validTimeZone,
  type Formatters,
  type Moment,
  type TimePrecision,
} from '@fairround/shared';
export { useFormatters } from './use-formatters';
