import { riskAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/auth/console-actor.js';
import { apiRoute } from '../../platform/http/api-route.js';
import { staffOf } from '../accounts/request-meta.js';
import type { RiskService } from './risk.service.js';

const TAGS = ['admin'];
/**
 * Everyone who reads player files reads the signals. Reviewing is open to the same roles at the
 * route; which of them may review a given kind is the shared RISK_REVIEWERS table (3100).
 */
const RISK_READERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;
/** What counts as a signal is the owner's call, like the cashier settings; loosening one hides leads. */
const OWNER_STEP_UP = { kind: 'staff', roles: ['owner'], stepUp: true } as const;

export function registerRiskRoutes(app: FastifyInstance, { risk }: { risk: RiskService }): void {
  apiRoute(app, {
    endpoint: riskAdminEndpoints.list,
    auth: RISK_READERS,
    tags: TAGS,
    summary: 'Risk signals computed from stored sessions, payments, failures and limits; reviewed ones left out unless asked',
    handler: async (request) => risk.list(request.body),
  });
  apiRoute(app, {
    endpoint: riskAdminEndpoints.digest,
    auth: RISK_READERS,
    tags: TAGS,
    summary: 'Unreviewed risk signals per kind, and those seen in the last 24 hours (the dashboard digest)',
    handler: async () => risk.digest(),
  });
  apiRoute(app, {
    endpoint: riskAdminEndpoints.review,
    auth: RISK_READERS,
    tags: TAGS,
    summary: "Marks a signal reviewed with a note, held against its evidence fingerprint (3100 role, 3101 changed); audited",
    handler: async (request) => risk.review({ ...actorOf(request), role: staffOf(request).role }, request.body),
  });
  apiRoute(app, {
    endpoint: riskAdminEndpoints.updateThresholds,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Replaces the risk thresholds (each within its bounds, else 1001); later signals use them; audited',
    handler: async (request) => {
      // Only the thresholds: the body also carries the envelope's token, lang and the code.
      const { windowDays, turnoverPercent, failureBurst, failureWindowMinutes, limitRaises, limitRaiseDays } = request.body;
      const next = { windowDays, turnoverPercent, failureBurst, failureWindowMinutes, limitRaises, limitRaiseDays };
      return risk.updateThresholds(actorOf(request), next);
    },
  });
}
