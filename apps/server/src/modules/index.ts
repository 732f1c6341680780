import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import { registerAccountsModule } from './accounts/accounts.module.js';
import { registerAdminModule } from './admin/admin.module.js';
import { registerAppConfigRoutes } from './app-config/app-config.routes.js';
import { registerBannersModule } from './banners/banners.module.js';
import { registerCashierModule } from './cashier/cashier.module.js';
import { registerContentModule } from './content/content.module.js';
import { registerExportsModule } from './exports/exports.module.js';
import { registerNotificationsModule } from './notifications/notifications.module.js';
import { registerProtectionModule } from './protection/protection.module.js';
import { registerPricesModule } from './prices/prices.module.js';
import { registerReportsModule } from './reports/reports.module.js';
import { registerRiskModule } from './risk/risk.module.js';
import { registerHistoryRoutes } from './protection/history/history.routes.js';
import { registerRoundsModule } from './rounds/rounds.module.js';
import { registerStakingModule } from './staking/staking.module.js';
import { registerSupportModule } from './support/support.module.js';
import { registerVerificationModule } from './verification/verification.module.js';

/** Each domain module registers its routes, authenticators and background work here. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerAdminModule(app, deps);
  await registerAccountsModule(app, deps);
  registerAppConfigRoutes(app, deps);
  registerCashierModule(app, deps);
  registerRoundsModule(app, deps);
  registerPricesModule(app, deps);
  registerContentModule(app, deps);
  registerSupportModule(app, deps);
  registerNotificationsModule(app, deps);
  registerBannersModule(app, deps);
  registerHistoryRoutes(app, deps);
  registerProtectionModule(app, deps);
  registerStakingModule(app, deps);
  registerReportsModule(app, deps);
  // After every module whose list it exports: it takes their routes' roles.
  registerExportsModule(app, deps);
  registerRiskModule(app, deps);
  registerVerificationModule(app, deps);
}
