export * from './reports-schemas.js';
export * from './reports.endpoints.js';
