export * from './support-schemas.js';
export * from './support.endpoints.js';
export * from './support.refs.js';
