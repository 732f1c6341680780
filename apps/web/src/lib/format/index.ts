export { formatDateTime, formatDay, shiftDay, todayIn } from './date-time';
