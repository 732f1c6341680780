// Each UI language's Intl locale is shared with the console (packages/shared/src/i18n/intl-names.ts).
export { localeOf } from '@fairround/shared';
