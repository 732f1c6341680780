export * from './prices.js';
