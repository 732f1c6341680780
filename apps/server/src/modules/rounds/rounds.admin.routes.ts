import { roundsAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import type { PlayerBetsService } from './console/player-bets.service.js';
import type { RoundsConsoleService } from './console/rounds-console.service.js';

const TAGS = ['admin', 'rounds'];
/** Reading the game set-up and the rounds: everyone who answers players about them. */
export const ROUNDS_READERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;
/** Changing timings, limits, odds and publishing chains moves the house's risk: owners only. */
export const ROUNDS_EDITORS = { kind: 'staff', roles: ['owner'] } as const;
/** A room's limits and odds decide what the house pays out: a step-up action. */
const ROOM_PAYOUT_EDITORS = { kind: 'staff', roles: ['owner'], stepUp: true } as const;

/** Console calls of the rounds module (`/api/admin/rounds/...`, docs/rounds.md); changes are audited. */
export function registerRoundsAdminRoutes(
  app: FastifyInstance,
  service: RoundsConsoleService,
  bets: PlayerBetsService,
): void {
  apiRoute(app, {
    endpoint: roundsAdminEndpoints.roomTypes,
    auth: ROUNDS_READERS,
    tags: TAGS,
    summary:
      'Room types: period, lock, draw delay, chain length, enabled, and the effective timing with any environment override',
    handler: () => service.roomTypes(),
  });
  apiRoute(app, {
    endpoint: roundsAdminEndpoints.updateRoomType,
    auth: ROUNDS_EDITORS,
    tags: TAGS,
    summary: 'Changes a room type’s period (rounds scheduled afterwards) or enabled (1052, 1001); audited',
    handler: (request) => service.updateRoomType(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: roundsAdminEndpoints.rooms,
    auth: ROUNDS_READERS,
    tags: TAGS,
    summary: 'Rooms of a room type with limits, odds, pending odds and each option’s RTP (1052)',
    handler: (request) => service.rooms(request.body.roomType),
  });
  apiRoute(app, {
    endpoint: roundsAdminEndpoints.updateRoom,
    auth: ROOM_PAYOUT_EDITORS,
    tags: TAGS,
    summary:
      'Changes a room’s limits or odds; odds apply from the next round (1057, 1001, 3022, 3023); audited',
    handler: (request) => service.updateRoom(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: roundsAdminEndpoints.rounds,
    auth: ROUNDS_READERS,
    tags: TAGS,
    summary: 'Rounds of a room type, latest draw first: state, result, orders, staked, paid, proof (1052)',
    handler: (request) => service.rounds(request.body),
  });
  apiRoute(app, {
    endpoint: roundsAdminEndpoints.chains,
    auth: ROUNDS_READERS,
    tags: TAGS,
    summary: 'Fairness chains of a room type: length, used, remaining, T, salt, status (1052)',
    handler: (request) => service.chains(request.body.roomType),
  });
  apiRoute(app, {
    endpoint: roundsAdminEndpoints.publishChain,
    auth: ROUNDS_EDITORS,
    tags: TAGS,
    summary: 'Publishes the next chain of a room type now (1052, 3018 when one is already waiting); audited',
    handler: (request) => service.publishNextChain(actorOf(request), request.body.roomType),
  });
  apiRoute(app, {
    endpoint: roundsAdminEndpoints.playerBets,
    // The same staff who may open a player (accounts.admin.routes.ts PLAYER_READERS).
    auth: ROUNDS_READERS,
    tags: ['admin'],
    summary:
      "One player's orders, newest first: room, round, options with odds, stake, payout, outcome and proof (3003)",
    handler: (request) => bets.page(request.body, request.language),
  });
}
