import { protectionAdminEndpoints, protectionEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app.js';
import { apiRoute } from '../../../platform/http/api-route.js';
import { createPlayerLookup } from '../../accounts/players.service.js';
import { recordAudit } from '../../admin/audit.service.js';
import { actorOf, playerIdOf, type StaffActor } from '../../../platform/auth/console-actor.js';
import { auditEntry } from '../../../platform/audit/audit-entry.js';
import { playerNotFound } from './history.errors.js';
import { createHistoryService } from './history.service.js';
import { createRecallService } from './recall.service.js';

const TAGS = ['protection'];
const ADMIN_TAGS = ['admin', 'protection'];
const PLAYER = { kind: 'player' } as const;
/** The roles that may look at a player (the same as the console's player ledger). */
const PLAYER_VIEWERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;

/**
 * Account history and round recall (PRODUCT.md §9): the player's own calls under `/api/Protect/`
 * and the console's read-only views of one player, each view written to the audit log.
 */
export function registerHistoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  const history = createHistoryService({
    db,
    clock: deps.clock,
    minorDigits,
    timeZone: deps.config.TIMEZONE,
  });
  const recall = createRecallService({ db, minorDigits });
  const players = createPlayerLookup({ db });

  apiRoute(app, {
    endpoint: protectionEndpoints.history,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Account history: ledger movements by kind and days, newest first, a page at a time (1001)',
    handler: (request) => history.page(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: protectionEndpoints.historyCsv,
    auth: PLAYER,
    tags: TAGS,
    summary:
      'Account history as CSV ({ filename, csv, rows, total, nextCursor }) for the same filter, all pages',
    rateLimit: { max: 30, timeWindowMs: 60_000 },
    handler: (request) => history.csv(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: protectionEndpoints.recall,
    auth: PLAYER,
    tags: TAGS,
    summary: 'The last 50 rounds played: stake per option, outcome, payout, cash before and after',
    handler: (request) => recall.recall(playerIdOf(request), request.language),
  });

  /** Refuses an unknown player (3003), then records that `actor` looked (after a successful read). */
  async function audited<T>(
    actor: StaffActor,
    userId: string,
    action: string,
    details: unknown,
    read: () => Promise<T>,
  ) {
    if (!(await players.findById(userId))) throw playerNotFound();
    const answer = await read();
    await recordAudit(
      db,
      auditEntry(actor, { action, targetType: 'player', targetId: userId, after: details }),
    );
    return answer;
  }

  apiRoute(app, {
    endpoint: protectionAdminEndpoints.history,
    auth: PLAYER_VIEWERS,
    tags: ADMIN_TAGS,
    summary: "One player's account history, as the player sees it (3003); audited",
    handler: (request) => {
      const { userId, ...filter } = request.body;
      return audited(actorOf(request), userId, 'protection.history.view', filter, () =>
        history.page(userId, filter),
      );
    },
  });
  apiRoute(app, {
    endpoint: protectionAdminEndpoints.recall,
    auth: PLAYER_VIEWERS,
    tags: ADMIN_TAGS,
    summary: "One player's last 50 rounds, as the player sees them (3003); audited",
    handler: (request) =>
      audited(actorOf(request), request.body.userId, 'protection.recall.view', null, () =>
        recall.recall(request.body.userId, request.language),
      ),
  });
}
