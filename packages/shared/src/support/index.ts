export * from './support-schemas.js';
export * from './support.endpoints.js';
export * from './support.refs.js';
export * from './player-messages.js';
export * from './player-messages.endpoints.js';
