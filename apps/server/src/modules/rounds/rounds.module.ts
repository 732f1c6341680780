import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createVipService } from '../accounts/vip/vip.service.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { protectionGuardsOf } from '../protection/protection.module.js';
import { createPlayerBetsService } from './console/player-bets.service.js';
import { createRoundsConsoleService } from './console/rounds-console.service.js';
import { ENGINE_LEADER_KEY } from '../../platform/db/advisory-locks.js';
import { createRoundsEngine } from './engine/engine.js';
import { registerFairRoutes } from './fair/fair.routes.js';
import { createFairService } from './fair/fair.service.js';
import { createOrdersService } from './orders/orders.service.js';
import { createRecordsService } from './records/records.service.js';
import { createRoomsService } from './rooms/rooms.service.js';
import type { RoundsContext } from './rounds.context.js';
import { createRoundsEvents } from './rounds.events.js';
import { registerRoundsAdminRoutes } from './rounds.admin.routes.js';
import { registerRoundsRoutes } from './rounds.routes.js';
import { seedRoundsCatalogue } from './rounds.seed.js';
import { registerHomeTilesAdminRoutes } from './tiles/home-tiles.admin.routes.js';
import { createHomeTilesAdminService } from './tiles/home-tiles.admin.service.js';
import { withWinnersPush } from './winners/winners.events.js';
import { registerWinnersRoute } from './winners/winners.routes.js';
import { createWinnersService } from './winners/winners.service.js';

/** The rounds context of an app: the same wiring for the module and for tests driving the engine. */
export function roundsContextOf(deps: AppDeps): RoundsContext {
  const { db } = deps.database;
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  return {
    db,
    clock: deps.clock,
    ledger: createLedgerService({ db, clock: deps.clock }),
    vip: createVipService({ minorDigits }),
    realtime: deps.realtime,
    minorDigits,
    timeZone: deps.config.TIMEZONE,
    timing: {
      ROUND_PERIOD_S: deps.config.ROUND_PERIOD_S,
      ROUND_LOCK_S: deps.config.ROUND_LOCK_S,
      ROUND_DRAW_DELAY_S: deps.config.ROUND_DRAW_DELAY_S,
    },
  };
}

/**
 * Rounds, rooms, orders and fairness (PRODUCT.md §6, docs/rounds.md). On ready the demo catalogue
 * is seeded where missing and, unless ROUND_SCHEDULER=false, the engine's timer starts (its
 * first tick draws and settles overdue rounds); closing the app stops it and waits for its tick.
 */
export function registerRoundsModule(app: FastifyInstance, deps: AppDeps): void {
  const context = roundsContextOf(deps);
  const events = createRoundsEvents({ realtime: deps.realtime, minorDigits: context.minorDigits });
  const rooms = createRoomsService(context);
  registerRoundsRoutes(app, {
    rooms,
    orders: createOrdersService(context, rooms, events, protectionGuardsOf(deps)),
    records: createRecordsService(context, rooms),
  });
  registerFairRoutes(app, createFairService({ db: context.db }), context.db);
  const winners = createWinnersService(context);
  registerWinnersRoute(app, winners);
  registerRoundsAdminRoutes(
    app,
    createRoundsConsoleService({
      db: context.db,
      clock: context.clock,
      minorDigits: context.minorDigits,
      timing: context.timing,
    }),
    createPlayerBetsService(context),
  );
  registerHomeTilesAdminRoutes(app, createHomeTilesAdminService({ db: context.db, timing: context.timing }));

  const engine = createRoundsEngine({
    ...context,
    events: withWinnersPush(events, winners, deps.realtime),
    logger: app.log,
    leadership: deps.database.leadership(ENGINE_LEADER_KEY),
    metrics: deps.metrics,
  });
  app.addHook('onReady', async () => {
    await seedRoundsCatalogue(context.db, context.clock.now(), context.minorDigits);
    if (deps.config.ROUND_SCHEDULER) engine.start();
  });
  app.addHook('onClose', async () => engine.stop());
}
