import { gameEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import type { OrdersService } from './orders/orders.service.js';
import type { RecordsService } from './records/records.service.js';
import type { RoomsService } from './rooms/rooms.service.js';

const PLAYER = { kind: 'player' } as const;
const PUBLIC = { kind: 'public' } as const;
const TAGS = ['game'];

export type RoundsRouteServices = { rooms: RoomsService; orders: OrdersService; records: RecordsService };

/** The game calls of seed §7 (`gameEndpoints`); shapes in docs/rounds.md, the fairness proof in `fair/fair.routes.ts`. */
export function registerRoundsRoutes(
  app: FastifyInstance,
  { rooms, orders, records }: RoundsRouteServices,
): void {
  apiRoute(app, {
    endpoint: gameEndpoints.gameList,
    auth: PUBLIC,
    tags: TAGS,
    summary: 'The home tiles: id, type (1 digits, 2 race), room type, minjoin, names, icon',
    handler: async (request) => ({ list: await rooms.games(request.language) }),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.roomList,
    auth: PUBLIC,
    tags: TAGS,
    summary: 'Rooms of a room type (`type`), optionally one tab (`roomtype` USDT 1, BTC 2, ETH 3) (1052)',
    handler: async (request) => ({ list: await rooms.rooms(request.language, request.body) }),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.gameInfo,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Entering a room: current round, odds, time to draw, history (1026, 1057, 1020, 2055, 2004)',
    handler: (request) => rooms.gameInfo(playerIdOf(request), request.language, request.body.roomid),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.order,
    auth: PLAYER,
    tags: TAGS,
    summary:
      'Places an order (1026, 1057, 1020, 1027, 1028, 2055, 1030, 3021, 1001, 1050, 1042, 3020, 1024, 1029, 1025)',
    rateLimit: { max: 60, timeWindowMs: 60_000 },
    handler: (request) => orders.place(playerIdOf(request), request.language, request.body),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.cancel,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Cancels an own order while betting is open (1041, 2003)',
    handler: (request) => orders.cancel(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.roomOrders,
    auth: PUBLIC,
    tags: TAGS,
    summary: "A room's real order feed for a round, names masked, own orders flagged",
    handler: (request) =>
      records.roomOrders(request.player?.playerId ?? null, request.language, request.body),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.roundLog,
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's own lines in one round (`gameseq`, `gametype`)",
    handler: (request) => records.roundLog(playerIdOf(request), request.language, request.body),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.current,
    auth: PLAYER,
    tags: TAGS,
    summary: "What the player's orders of a round paid back (`award`), and the result once drawn",
    handler: (request) => records.current(playerIdOf(request), request.language, request.body),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.betRecords,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Bet records: all / won / lost / waiting, isaward −1 waiting, 1 won, 0 lost',
    handler: (request) => records.betRecords(playerIdOf(request), request.language, request.body),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.betOrders,
    auth: PLAYER,
    tags: TAGS,
    summary:
      'Bet records by order: all / won / lost / waiting, optionally one local `day` (YYYY-MM-DD, 1001), with game, room, round result and each option’s outcome',
    handler: (request) => records.betOrders(playerIdOf(request), request.language, request.body),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.betDays,
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's settled stake, payout and net per local day (operator's zone), today first",
    handler: (request) => records.betDays(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.todayWinLost,
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's settled result today: win (paid back − staked), stake, award",
    handler: (request) => records.todayWinLost(playerIdOf(request)),
  });
  apiRoute(app, {
    endpoint: gameEndpoints.trend,
    auth: PUBLIC,
    tags: TAGS,
    summary: 'All settled orders yesterday and today: paid back (win) and staked (total)',
    handler: () => records.trend(),
  });
}
