// The one formatting kit (issue #24): both apps and the server's refusal texts write dates, times,
// money, percentages and zone names through these functions, never through Intl or toFixed directly.
export * from './date-time.js';
export * from './formatters.js';
export * from './message-params.js';
export * from './money-text.js';
export * from './numbers.js';
export * from './relative-time.js';
export * from './time-zone.js';
