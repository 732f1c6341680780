import { fairEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/database.js';
import { apiRoute } from '../../../platform/http/api-route.js';
import { recentDrawnRounds } from './fair-recent.js';
import type { FairService } from './fair.service.js';

const PUBLIC = { kind: 'public' } as const;
const TAGS = ['fairness'];

/** The public proof of the draws (`fairEndpoints`, PRODUCT.md §6): chains, one round, the latest rounds. */
export function registerFairRoutes(app: FastifyInstance, fair: FairService, db: Database): void {
  apiRoute(app, {
    endpoint: fairEndpoints.chains,
    auth: PUBLIC,
    tags: TAGS,
    summary: 'Published hash chains: room type, id, L, T, salt, published time, elements used',
    handler: (request) => fair.chains(request.body),
  });
  apiRoute(app, {
    endpoint: fairEndpoints.round,
    auth: PUBLIC,
    tags: TAGS,
    summary: "One round's proof inputs; the seed and result only once drawn (1052, 1027, 3003)",
    handler: (request) => fair.round(request.body),
  });
  apiRoute(app, {
    endpoint: fairEndpoints.recent,
    auth: PUBLIC,
    tags: TAGS,
    summary: "The latest drawn rounds of a room type (≤ 100) with each round's proof inputs (1052)",
    handler: (request) => recentDrawnRounds(db, request.body.gametype, request.body.limit),
  });
}
