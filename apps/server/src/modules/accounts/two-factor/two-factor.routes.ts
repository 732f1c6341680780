import { playerTwoFactorEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../platform/http/api-route.js';
import { playerOf } from '../request-meta.js';
import type { PlayerTwoFactorService } from './two-factor.service.js';

const TAGS = ['accounts'];

/** The player's own two-factor sign-in (issue #25): status, setup, enable, disable. */
export function registerTwoFactorRoutes(
  app: FastifyInstance,
  { twoFactor }: { twoFactor: PlayerTwoFactorService },
): void {
  apiRoute(app, {
    endpoint: playerTwoFactorEndpoints.status,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'Whether two-factor sign-in is on, pending its first code, and recovery codes left',
    handler: (request) => twoFactor.status(playerOf(request).playerId),
  });
  apiRoute(app, {
    endpoint: playerTwoFactorEndpoints.setup,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'Starts enrolment: a new pending secret and its otpauth URI; 3091 when already on',
    handler: (request) => twoFactor.setup(playerOf(request).playerId),
  });
  apiRoute(app, {
    endpoint: playerTwoFactorEndpoints.enable,
    auth: { kind: 'player' },
    tags: TAGS,
    summary:
      'Confirms the pending secret with a current code and answers 10 recovery codes once; audited: 3006 wrong code, 3091 already on, 3092 no setup',
    handler: (request) =>
      twoFactor.enable(playerOf(request).playerId, request.body.code, { ip: request.ip ?? null }),
  });
  apiRoute(app, {
    endpoint: playerTwoFactorEndpoints.disable,
    auth: { kind: 'player' },
    tags: TAGS,
    summary:
      'Turns two-factor off with a code (or recovery code) and the login password; audited: 3090 no code, 3006 wrong code, 3081 wrong password, 3001 locked, 3092 not on',
    handler: async (request) => {
      await twoFactor.disable(playerOf(request).playerId, request.body, { ip: request.ip ?? null });
      return null;
    },
  });
}
