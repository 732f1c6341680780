export * from './support-schemas.js';
