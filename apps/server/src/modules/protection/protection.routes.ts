import { protectionEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerOf } from '../accounts/request-meta.js';
import type { ProtectionService } from './protection.service.js';

const PLAYER = { kind: 'player' } as const;
const TAGS = ['protection'];

/** The player's protection calls, `/api/Protect/*` (docs/protection.md). */
export function registerProtectionRoutes(app: FastifyInstance, protection: ProtectionService): void {
  apiRoute(app, {
    endpoint: protectionEndpoints.state,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Limits with use and pending changes, reality check, exclusion in force, this session, help links',
    handler: async (request) => {
      const { playerId, sessionId } = playerOf(request);
      return protection.state(playerId, sessionId);
    },
  });
  apiRoute(app, {
    endpoint: protectionEndpoints.session,
    auth: PLAYER,
    tags: TAGS,
    summary: "This session's start (server time), the net result since and the reality-check interval",
    handler: async (request) => {
      const { playerId, sessionId } = playerOf(request);
      return protection.session(playerId, sessionId);
    },
  });
  apiRoute(app, {
    endpoint: protectionEndpoints.setLimit,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Sets a deposit or loss limit (lower: at once; higher or removed: after 24 h) (1050, 1042)',
    handler: async (request) => {
      const { playerId, sessionId } = playerOf(request);
      return protection.setLimit(playerId, sessionId, request.body);
    },
  });
  apiRoute(app, {
    endpoint: protectionEndpoints.setRealityCheck,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Sets the reality-check interval: 0 (off), 15, 30 or 60 minutes (3064)',
    handler: async (request) => {
      const { playerId, sessionId } = playerOf(request);
      return protection.setRealityCheck(playerId, sessionId, request.body.minutes);
    },
  });
  apiRoute(app, {
    endpoint: protectionEndpoints.skipLimitsOffer,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Records that the player skipped the limits offer made after registration',
    handler: async (request) => {
      const { playerId, sessionId } = playerOf(request);
      return protection.skipLimitsOffer(playerId, sessionId);
    },
  });
  apiRoute(app, {
    endpoint: protectionEndpoints.exclude,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Starts a time-out or self-exclusion, confirmed with the login password (3065); ends other sessions',
    // A password check: few tries per player, like the other password forms.
    rateLimit: { max: 10, timeWindowMs: 15 * 60_000 },
    handler: async (request) => {
      const { playerId, sessionId } = playerOf(request);
      return protection.exclude(playerId, sessionId, request.body);
    },
  });
}
