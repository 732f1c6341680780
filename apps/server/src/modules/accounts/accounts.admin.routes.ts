import { accountsAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import type { AccountsAdminService, StaffActor } from './accounts.admin.service.js';
import { staffOf } from './request-meta.js';

const TAGS = ['admin'];
const PLAYER_READERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;
const PLAYER_MODERATORS = { kind: 'staff', roles: ['owner', 'support'] } as const;
const OWNER_ONLY = { kind: 'staff', roles: ['owner'] } as const;

function actorOf(request: FastifyRequest): StaffActor {
  const staff = staffOf(request);
  return { staffId: staff.staffId, username: staff.username, ip: request.ip ?? null };
}

/** Console calls for players, the SMS outbox, invitation codes and VIP levels. */
export function registerAccountsAdminRoutes(
  app: FastifyInstance,
  { admin }: { admin: AccountsAdminService },
): void {
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.listPlayers,
    auth: PLAYER_READERS,
    tags: TAGS,
    summary: 'Players, newest first; `query` searches username, phone and invitation code',
    handler: (request) => admin.listPlayers(request.body),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.getPlayer,
    auth: PLAYER_READERS,
    tags: TAGS,
    summary: 'One player: profile, balances, recent sessions, referrer and referrals',
    handler: (request) => admin.getPlayer(request.body.userId),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.freeze,
    auth: PLAYER_MODERATORS,
    tags: TAGS,
    summary: 'Freezes a player (reason required) and ends all their sessions; audited',
    handler: (request) => admin.freeze(actorOf(request), request.body.userId, request.body.reason),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.unfreeze,
    // Lifting a freeze lets the player move money again: a step-up action.
    auth: { ...PLAYER_MODERATORS, stepUp: true },
    tags: TAGS,
    summary: 'Lifts a freeze (reason required); audited',
    handler: (request) => admin.unfreeze(actorOf(request), request.body.userId, request.body.reason),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.smsOutbox,
    // Registration and password-reset codes: whoever reads them can take over a player, so only
    // an owner, with a fresh two-factor code per view, and each view is audited.
    auth: { ...OWNER_ONLY, stepUp: true },
    tags: TAGS,
    summary: 'Recent messages of the outbox SMS provider, optionally for one phone; owner step-up, audited',
    handler: (request) => admin.smsOutbox(actorOf(request), request.body.phone),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.listInvitations,
    auth: PLAYER_MODERATORS,
    tags: TAGS,
    summary: 'Invitation codes (house codes first) with their owner and referral count',
    handler: (request) => admin.listInvitations(request.body),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.createInvitation,
    auth: OWNER_ONLY,
    tags: TAGS,
    summary: 'Adds a house invitation code (3–16 letters or digits); audited',
    handler: (request) => admin.createHouseCode(actorOf(request), request.body.code),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.disableInvitation,
    auth: OWNER_ONLY,
    tags: TAGS,
    summary: 'Stops a code from being used to register; audited',
    handler: (request) => admin.setInvitationEnabled(actorOf(request), request.body.code, false),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.enableInvitation,
    auth: OWNER_ONLY,
    tags: TAGS,
    summary: 'Lets a disabled code be used again; audited',
    handler: (request) => admin.setInvitationEnabled(actorOf(request), request.body.code, true),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.vipLevels,
    auth: PLAYER_READERS,
    tags: TAGS,
    summary: 'The VIP level table',
    handler: () => admin.vipLevels(),
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.updateVipLevels,
    // The levels set each player's daily withdrawal count: a step-up action.
    auth: { ...OWNER_ONLY, stepUp: true },
    tags: TAGS,
    summary: 'Replaces the VIP level table (8 levels, increasing thresholds from 0); audited',
    handler: (request) => admin.updateVipLevels(actorOf(request), request.body.levels),
  });
}
