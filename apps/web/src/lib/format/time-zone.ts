// The zone's name in words is shared with the console (packages/shared/src/i18n/intl-names.ts).
export { formatTimeZoneName } from '@fairround/shared';
