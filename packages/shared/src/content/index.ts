export * from './content-schemas.js';
export * from './content.endpoints.js';
