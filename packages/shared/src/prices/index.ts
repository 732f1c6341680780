export * from './prices.js';
export * from './prices.endpoints.js';
