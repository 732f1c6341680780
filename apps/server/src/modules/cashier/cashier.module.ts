import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createPlayerTwoFactorService } from '../accounts/two-factor/two-factor.service.js';
import { createVipService } from '../accounts/vip/vip.service.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { announceNotifications } from '../notifications/notifications.service.js';
import { protectionGuardsOf } from '../protection/protection.module.js';
import { createAdjustmentsService } from './adjustments/adjustments.service.js';
import { createWithdrawalAccountsService } from './bank-accounts/bank-accounts.service.js';
import { registerCashierAdminRoutes } from './cashier.admin.routes.js';
import { registerCashierRoutes } from './cashier.routes.js';
import { createCashierSettings } from './cashier.settings.js';
import { createCashierStaffEvents } from './cashier.staff-events.js';
import { createCashierConsoleService } from './console/cashier-console.service.js';
import { createCashierSettingsService } from './console/cashier-settings.service.js';
import { createDepositsService } from './deposits/deposits.service.js';
import { createFundFlowService } from './fund-flow/fund-flow.service.js';
import { createVerificationGate } from '../verification/verification.gate.js';
import { createPayPasswordGuard } from './pay-password.js';
import { createWithdrawalsService } from './withdrawals/withdrawals.service.js';

/**
 * The cashier (PRODUCT.md §4): deposits, withdrawal accounts, withdrawals, the turnover
 * requirement, manual adjustments, the fund flow and their console calls. Every movement of
 * money is a ledger transfer posted in the same transaction as the state change it belongs to.
 */
export function registerCashierModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const { clock } = deps;
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  const timeZone = deps.config.TIMEZONE;
  const ledger = createLedgerService({ db, clock });
  const settings = createCashierSettings({ minorDigits });
  const payPassword = createPayPasswordGuard({ db, clock });
  const twoFactor = createPlayerTwoFactorService({ db, clock });
  const staffEvents = createCashierStaffEvents(deps.realtime);
  const deposits = createDepositsService({
    db,
    clock,
    ledger,
    settings,
    minorDigits,
    protection: protectionGuardsOf(deps),
  });
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    ledger,
    settings,
    vip: createVipService({ minorDigits }),
    payPassword,
    twoFactor,
    minorDigits,
    timeZone,
    verificationGate: createVerificationGate(),
  });

  registerCashierRoutes(app, {
    deposits,
    withdrawals,
    accounts: createWithdrawalAccountsService({ db, clock, settings, payPassword, twoFactor }),
    fundFlow: createFundFlowService({ ledger, clock, minorDigits, timeZone }),
    staffEvents,
    minorDigits,
  });
  registerCashierAdminRoutes(app, {
    deposits,
    withdrawals,
    adjustments: createAdjustmentsService({ db, clock, ledger, minorDigits }),
    console: createCashierConsoleService({ db, clock, ledger, minorDigits, timeZone }),
    settings: createCashierSettingsService({ db, settings, minorDigits }),
    realtime: deps.realtime,
    staffEvents,
    announceNotifications: (playerId) => announceNotifications({ db, realtime: deps.realtime }, [playerId]),
  });
}
