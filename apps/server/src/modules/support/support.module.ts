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
import { announceNotifications } from '../notifications/notifications.service.js';
import { startRepeatingPass } from '../../platform/repeating-pass.js';
import { BROADCASTS_INTERVAL_MS, sendDueBroadcasts } from './support.broadcasts.js';
import { createSupportOutreachService } from './support.outreach.service.js';
import { registerSupportOutreachRoutes } from './support.outreach.routes.js';

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
  const sendDue = broadcastSender(app, deps);
  registerSupportOutreachRoutes(app, createSupportOutreachService({ db, clock: deps.clock, notify, sendDue }));
  if (deps.config.PLAYER_BROADCASTS) {
    const stop = startRepeatingPass({
      intervalMs: BROADCASTS_INTERVAL_MS,
      run: sendDue,
      onError: (error) => app.log.error({ err: error }, 'broadcasts pass failed'),
    });
    app.addHook('onClose', async () => stop());
  }
}

/**
 * Sends the due broadcasts; the nudges and pushes to their players go on after the answer (a
 * broadcast may reach every player) and are waited for when the app closes.
 */
function broadcastSender(app: FastifyInstance, deps: AppDeps): () => Promise<void> {
  const { db } = deps.database;
  const announcing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...announcing]);
  });
  return async () => {
    const players = await sendDueBroadcasts({ db, clock: deps.clock });
    if (players.length === 0) return;
    const announced = announceNotifications({ db, realtime: deps.realtime }, players)
      .catch((error: unknown) => app.log.error({ err: error }, 'broadcast announcement failed'))
      .finally(() => announcing.delete(announced));
    announcing.add(announced);
  };
}
