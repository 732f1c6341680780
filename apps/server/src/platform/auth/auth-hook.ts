import { ErrorCode } from '@fairround/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, SessionRequiredError } from '../errors/app-error.js';
import { requestLanguage, requestToken } from '../http/request-language.js';
import type { Authenticators } from './authenticators.js';

/**
 * The one hook that enforces every route's declared policy. It runs before validation so that a
 * dead session answers 409 even when the body is also wrong, as the seed client expects.
 */
export function registerAuthHook(app: FastifyInstance, authenticators: Authenticators): void {
  // The body as posted, for the step-up check: validation may strip an `otp` a route's schema
  // does not declare, and may turn the number the seed client sends into something else.
  const postedBodies = new WeakMap<FastifyRequest, unknown>();
  app.decorateRequest('language', 'vi');
  app.decorateRequest('player', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('download', null);

  app.addHook('preValidation', async (request) => {
    // The seed client sometimes posts no body at all; treat that as an empty JSON object.
    if (request.method === 'POST' && request.body == null) request.body = {};
    postedBodies.set(request, request.body);
    request.language = requestLanguage(request);
    const policy = request.routeOptions.config.auth;
    if (!policy) return;
    if (policy.kind === 'download') {
      const query = request.query as { token?: unknown } | undefined;
      const token = typeof query?.token === 'string' ? query.token : '';
      if (!authenticators.download) throw new AppError(ErrorCode.ExportLinkInvalid);
      request.download = await authenticators.download(token, request);
      request.staff = request.download.staff;
      return;
    }
    const token = requestToken(request);
    if (policy.kind === 'public' || policy.kind === 'player') {
      request.player = token && authenticators.player ? await authenticators.player(token, request) : null;
      if (policy.kind === 'player' && !request.player) throw new SessionRequiredError();
      return;
    }
    if (policy.kind === 'staff') {
      request.staff = token && authenticators.staff ? await authenticators.staff(token, request) : null;
      if (!request.staff) throw new SessionRequiredError();
      if (!policy.roles.includes(request.staff.role)) throw new AppError(ErrorCode.Forbidden);
      await authenticators.authorizeStaff?.(request.staff, policy, request);
    }
  });

  // The step-up code is checked once the body is known to be well formed, so a malformed request
  // neither spends the operator's code nor counts as a wrong one.
  app.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config.auth;
    if (policy?.kind === 'staff' && policy.stepUp && request.staff)
      await authenticators.stepUpStaff?.(request.staff, policy, request, postedBodies.get(request));
  });
}
