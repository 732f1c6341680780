export {
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  isToday,
  shiftDay,
  todayIn,
  validTimeZone,
  type Moment,
  type TimePrecision,
} from './date-time';
export { localeOf } from './locale';
export { formatNumber } from './number';
export { formatTimeZoneName } from './time-zone';
export { formattersFor, useFormatters, type Formatters } from './use-formatters';
