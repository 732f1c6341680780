import type { StaffRole } from '@fairround/shared';

/**
 * Who may open the cashier screens, mirroring the server's route policies
 * (apps/server/src/modules/cashier/cashier.admin.routes.ts): queues, money actions and the
 * ledger check for owners and finance; the dashboard and player ledgers for support too;
 * changing the cashier settings for owners only.
 */
export const CASHIER_OPERATORS: readonly StaffRole[] = ['owner', 'finance'];
export const CASHIER_READERS: readonly StaffRole[] = ['owner', 'finance', 'support'];
export const CASHIER_SETTINGS_EDITORS: readonly StaffRole[] = ['owner'];
