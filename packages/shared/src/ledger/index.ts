export * from './ledger-codes.js';
