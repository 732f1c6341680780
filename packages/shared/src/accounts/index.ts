export * from './account-rules.js';
export * from './account-schemas.js';
export * from './account-texts.js';
export * from './countries.js';
export * from './vip-levels.js';
export * from './accounts.endpoints.js';
export * from './accounts.refs.js';
