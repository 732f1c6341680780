import { accountsEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../platform/http/api-route.js';
import type { PasswordResetService } from './password-reset.service.js';

const TAGS = ['accounts'];

/** Forgotten password: a code to the phone, then a new password with it. Public calls. */
export function registerPasswordResetRoutes(
  app: FastifyInstance,
  { reset }: { reset: PasswordResetService },
): void {
  apiRoute(app, {
    endpoint: accountsEndpoints.resetSmsSend,
    auth: { kind: 'public' },
    tags: TAGS,
    summary:
      'Sends a password-reset code if the phone has an account; the answer is the same either way. 2050 bad phone, 2051 cooldown, 3009 daily cap, 3002 IP cap',
    handler: (request) =>
      reset.sendCode(request.body, { ip: request.ip ?? null, language: request.language }),
  });
  apiRoute(app, {
    endpoint: accountsEndpoints.resetPassword,
    auth: { kind: 'public' },
    tags: TAGS,
    summary:
      'Sets a new login password with a reset code and ends every session of the player: 1011/1015 rules, 1012 repeat, 2053 wrong code, 2054 expired or used, 3001 too many refusals',
    handler: async (request) => {
      await reset.reset(request.body, { ip: request.ip ?? null });
      return null;
    },
  });
}
