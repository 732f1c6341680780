export * from './verification.js';
export * from './verification.endpoints.js';
