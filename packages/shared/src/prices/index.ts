export * from './prices.js';
export * from './prices.endpoints.js';
export * from './prices.refs.js';
