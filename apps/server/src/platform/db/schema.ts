/**
 * Every table of every module, for drizzle's typed queries and for drizzle-kit, which generates
 * the committed SQL migrations in `migrations/` from these definitions. Add one line a module (or
 * platform part that keeps rows).
 */
export * from '../credentials/login-throttle.tables.js';
export * from '../../modules/settings/settings.tables.js';
export * from '../../modules/admin/admin.tables.js';
export * from '../../modules/ledger/ledger.tables.js';
export * from '../../modules/accounts/accounts.tables.js';
export * from '../../modules/cashier/cashier.tables.js';
export * from '../../modules/rounds/rounds.tables.js';
export * from '../../modules/content/content.tables.js';
export * from '../../modules/support/support.tables.js';
export * from '../../modules/banners/banners.tables.js';
export * from '../../modules/protection/protection.tables.js';
export * from '../../modules/staking/staking.tables.js';
export * from '../../modules/notifications/notifications.tables.js';
export * from '../../modules/risk/risk.tables.js';
export * from '../../modules/exports/exports.tables.js';
export * from '../../modules/verification/verification.tables.js';
