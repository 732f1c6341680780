import { verificationAdminEndpoints as endpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/auth/console-actor.js';
import { apiRoute } from '../../platform/http/api-route.js';
import type { VerificationConsoleService } from './verification.console.service.js';

const TAGS = ['admin', 'verification'];
/** Identity documents are seen by owners and finance only. */
const FINANCE = { kind: 'staff', roles: ['owner', 'finance'] } as const;
const FINANCE_STEP_UP = { kind: 'staff', roles: ['owner', 'finance'], stepUp: true } as const;
const OWNER_STEP_UP = { kind: 'staff', roles: ['owner'], stepUp: true } as const;

/** The console's verification calls (`/api/admin/verification/*`). */
export function registerVerificationAdminRoutes(app: FastifyInstance, verification: VerificationConsoleService): void {
  apiRoute(app, {
    endpoint: endpoints.list,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Submissions by status (pending oldest first, decided newest first), optionally one player’s, with their files',
    handler: (request) => verification.list(request.body),
  });
  apiRoute(app, {
    endpoint: endpoints.file,
    auth: FINANCE,
    tags: TAGS,
    summary: 'One file of a submission, base64 with its type (3003, 3111 deleted after the retention period); every view audited',
    handler: (request) => verification.file(actorOf(request), request.body.id, request.body.kind),
  });
  apiRoute(app, {
    endpoint: endpoints.decide,
    auth: FINANCE_STEP_UP,
    tags: TAGS,
    summary: 'Approves or rejects a pending submission with a reason the player reads (1001 reason, 3003, 3110); audited, notifies the player',
    handler: (request) => verification.decide(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: endpoints.settings,
    auth: FINANCE,
    tags: TAGS,
    summary: 'The verification rule: off, before the first withdrawal or above a lifetime amount; and how long files are kept',
    handler: () => verification.settings(),
  });
  apiRoute(app, {
    endpoint: endpoints.updateSettings,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Changes the verification rule and the files’ retention (1001 threshold); audited',
    handler: (request) => verification.updateSettings(actorOf(request), request.body),
  });
}
