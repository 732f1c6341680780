import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { isOffsetClock } from '../../platform/test-clock.js';
import { createPayPasswordGuard } from '../cashier/pay-password.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { announceNotifications } from '../notifications/notifications.service.js';
import { protectionGuardsOf } from '../protection/protection.module.js';
import { createAccrual } from './accrual.js';
import { ACCRUAL_LEADER_KEY } from '../../platform/db/advisory-locks.js';
import { ACCRUAL_INTERVAL_MS, createAccrualJob } from './accrual-job.js';
import { registerStakingAdminRoutes } from './staking.admin.routes.js';
import { createStakingConsoleService } from './staking.console.service.js';
import { createStakingFunding } from './staking.funding.js';
import { registerStakingRoutes } from './staking.routes.js';
import { seedStakingTiers } from './staking.seed.js';
import { createStakingService } from './staking.service.js';
import { createStakingSettings } from './staking.settings.js';
import { createStakingViews } from './staking.views.js';

/** The staking wiring of an app: the module and tests driving the accrual share it. */
export function stakingContextOf(deps: AppDeps, logger?: FastifyInstance['log']) {
  const { db } = deps.database;
  const { clock } = deps;
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  const ledger = createLedgerService({ db, clock });
  const settings = createStakingSettings({ minorDigits });
  const views = createStakingViews(minorDigits);
  const accrual = createAccrual({
    db,
    clock,
    ledger,
    settings,
    logger,
    minorDigits,
    announce: (playerId) => announceNotifications({ db, realtime: deps.realtime }, [playerId]),
  });
  return { db, clock, minorDigits, ledger, settings, views, accrual };
}

/**
 * Staking, the savings product (PRODUCT.md §8, docs/staking.md). On ready the default tiers are
 * seeded where missing and, unless STAKING_ACCRUAL=false, the accrual job's timer starts on the
 * leader (its first pass catches up what fell due while nothing ran); closing the app stops it.
 * Under the test clock every advance runs one pass before the call answers.
 */
export function registerStakingModule(app: FastifyInstance, deps: AppDeps): void {
  const context = stakingContextOf(deps, app.log);
  const { db, clock, minorDigits, ledger, settings, views } = context;
  const job = createAccrualJob({
    accrual: context.accrual,
    leadership: deps.database.leadership(ACCRUAL_LEADER_KEY),
    logger: app.log,
  });
  const console = createStakingConsoleService({
    db,
    clock,
    ledger,
    settings,
    views,
    job,
    intervalMs: ACCRUAL_INTERVAL_MS,
    minorDigits,
  });

  registerStakingRoutes(
    app,
    createStakingService({
      db,
      clock,
      ledger,
      settings,
      views,
      payPassword: createPayPasswordGuard({ db, clock }),
      protection: protectionGuardsOf(deps),
      minorDigits,
    }),
  );
  registerStakingAdminRoutes(app, {
    console,
    funding: createStakingFunding({ db, ledger, minorDigits, money: views.money, summary: console.summary }),
  });

  if (isOffsetClock(clock)) clock.onAdvance(() => job.run('test_clock'));
  app.addHook('onReady', async () => {
    const replaced = await seedStakingTiers(db, clock.now(), minorDigits);
    if (replaced.length > 0)
      app.log.warn(
        { tiers: replaced },
        'staking tiers left as the first seed made them now carry the current defaults',
      );
    if (deps.config.STAKING_ACCRUAL) job.start();
  });
  app.addHook('onClose', async () => job.stop());
}
