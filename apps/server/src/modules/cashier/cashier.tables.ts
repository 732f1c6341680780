/** Every table of the cashier module, exported to the schema in one line. */
export * from './deposits/deposits.tables.js';
export * from './bank-accounts/bank-accounts.tables.js';
export * from './withdrawals/withdrawals.tables.js';
