import { accountsAdminEndpoints, accountsEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/auth/console-actor.js';
import { apiRoute } from '../../../platform/http/api-route.js';
import { playerOf } from '../request-meta.js';
import type { PayPasswordResetService } from './pay-password-reset.service.js';

/** Forgotten pay password: the player's two calls and support's "send the code" (issue #25). */
export function registerPayPasswordResetRoutes(
  app: FastifyInstance,
  { recovery }: { recovery: PayPasswordResetService },
): void {
  apiRoute(app, {
    endpoint: accountsEndpoints.payPasswordCodeSend,
    auth: { kind: 'player' },
    tags: ['accounts'],
    summary:
      'Sends a pay-password recovery code to the registered phone: 2051 cooldown, 3009 daily cap, 3002 IP cap',
    handler: (request) =>
      recovery.sendCode(playerOf(request).playerId, { ip: request.ip ?? null, language: request.language }),
  });
  apiRoute(app, {
    endpoint: accountsEndpoints.recoverPayPassword,
    auth: { kind: 'player' },
    tags: ['accounts'],
    summary:
      'Sets a new pay password with the recovery code and the login password and ends every other session; audited: 1058 rules, 1012 repeat, 3081 login password, 2053 wrong code, 2054 expired or used, 3001 too many refusals',
    handler: async (request) => {
      await recovery.recover(playerOf(request), request.body, { ip: request.ip ?? null });
      return null;
    },
  });
  apiRoute(app, {
    endpoint: accountsAdminEndpoints.sendPayPasswordCode,
    // Support helps a player who calls; the code goes only to the player's phone.
    auth: { kind: 'staff', roles: ['owner', 'support'] },
    tags: ['admin'],
    summary:
      "Sends the player's pay-password recovery code to their phone (staff never see it); audited: 1002 unknown player, 2051 cooldown, 3009 daily cap",
    handler: (request) =>
      recovery.sendCodeFromConsole(actorOf(request), request.body.userId, request.body.language),
  });
}
