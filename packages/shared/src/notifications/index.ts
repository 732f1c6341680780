export * from './notification-schemas.js';
export * from './notifications.endpoints.js';
export * from './notifications.refs.js';
