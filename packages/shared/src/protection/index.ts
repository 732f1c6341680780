export * from './protection-schemas.js';
export * from './history-schemas.js';
export * from './protection.endpoints.js';
export * from './protection.refs.js';
