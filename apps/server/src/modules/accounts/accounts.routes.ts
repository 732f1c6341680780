import { accountsEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import type { AccountsService } from './accounts.service.js';
import { playerOf, sessionMetaOf } from './request-meta.js';
import type { PlayerSessionsService } from './sessions/sessions.service.js';

const TAGS = ['accounts'];

/** The seed §7 account calls; paths keep the seed's spelling and match any case. */
export function registerAccountsRoutes(
  app: FastifyInstance,
  { accounts, sessions }: { accounts: AccountsService; sessions: PlayerSessionsService },
): void {
  apiRoute(app, {
    endpoint: accountsEndpoints.register,
    auth: { kind: 'public' },
    tags: TAGS,
    summary: 'Creates a player from the register form and logs them in',
    handler: (request) => accounts.register(request.body, sessionMetaOf(request)),
  });
  apiRoute(app, {
    endpoint: accountsEndpoints.login,
    auth: { kind: 'public' },
    tags: TAGS,
    summary: 'Logs in by username or phone; unknown user and wrong password both answer 1003',
    handler: (request) => accounts.login(request.body, sessionMetaOf(request)),
  });
  apiRoute(app, {
    endpoint: accountsEndpoints.logout,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'Ends this session on the server',
    handler: async (request) => {
      await sessions.end(playerOf(request).sessionId);
      return null;
    },
  });
  apiRoute(app, {
    endpoint: accountsEndpoints.userInfo,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'The logged-in player: profile, level, balance and withdrawable amount',
    handler: (request) => accounts.userInfo(playerOf(request).playerId),
  });
  apiRoute(app, {
    endpoint: accountsEndpoints.changePassword,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'Changes the login password and ends every other session',
    handler: async (request) => {
      await accounts.changePassword(playerOf(request), request.body);
      return null;
    },
  });
  apiRoute(app, {
    endpoint: accountsEndpoints.changePayPassword,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'Sets the pay password, or changes it given the old one',
    handler: async (request) => {
      await accounts.changePayPassword(playerOf(request).playerId, request.body);
      return null;
    },
  });
}
