export * from './cashier-schemas.js';
export * from './cashier-console.js';
export * from './chain-address.js';
export * from './fund-flow.js';
export * from './hashes.js';
export * from './turnover.js';
export * from './withdrawal-accounts.js';
export * from './cashier.endpoints.js';
