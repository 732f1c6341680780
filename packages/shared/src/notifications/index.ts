export * from './notification-schemas.js';
export * from './notifications.endpoints.js';
export * from './notifications.refs.js';
export * from './notice-text.js';
export * from './push-schemas.js';
export * from './push.endpoints.js';
