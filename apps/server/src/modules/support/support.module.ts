import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { registerSupportAdminRoutes } from './support.admin.routes.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { createSupportConsoleService } from './support.console.service.js';
import { createSupportContextService } from './support.context.js';
import { createSupportNotifier } from './support.notify.js';
import { createSupportPlayerService } from './support.player.service.js';
import { registerSupportRoutes } from './support.routes.js';
import { createSupportVisitorService } from './support.visitor.service.js';
import { registerSupportVisitorRoutes } from './support.visitor.routes.js';

/**
 * Support chat (PRODUCT.md §7, §10): one conversation per player (and per visitor before login,
 * joined to the player's thread after it), the console inbox, and pushes
 * on `/ws` (the player's own `support` channel, `staff:support` for the operators).
 */
export function registerSupportModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const notify = createSupportNotifier(deps.realtime, db);
  registerSupportRoutes(app, createSupportPlayerService({ db, clock: deps.clock, notify }));
  registerSupportVisitorRoutes(app, createSupportVisitorService({ db, clock: deps.clock, notify }));
  registerSupportAdminRoutes(
    app,
    createSupportConsoleService({ db, clock: deps.clock, notify }),
    createSupportContextService({
      db,
      ledger: createLedgerService({ db, clock: deps.clock }),
      minorDigits: deps.config.CURRENCY_MINOR_DIGITS,
    }),
  );
}
