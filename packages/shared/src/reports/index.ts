export * from './reports-schemas.js';
