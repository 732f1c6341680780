import { defineEndpoint } from '../contract/endpoint.js';
import { fairChainsSchema, fairRecentSchema, fairRoundSchema } from '../fairness/fairness-schemas.js';
import {
  betDaysBodyShape,
  betDaysResponseSchema,
  betOrdersBodyShape,
  betOrdersPageSchema,
} from './bet-records.js';
import {
  betRecordsBodyShape,
  betRecordsPageSchema,
  cancelledOrderSchema,
  fairChainsBodyShape,
  fairRecentBodyShape,
  fairRoundBodyShape,
  gameCancelBodyShape,
  gameInfoBodyShape,
  gameInfoSchema,
  gameListSchema,
  orderBodyShape,
  ownLinesSchema,
  placedOrderSchema,
  roomFeedSchema,
  roomListBodyShape,
  roomListSchema,
  roomOrdersBodyShape,
  roundLogBodyShape,
  roundOutcomeSchema,
  todayWinLostSchema,
  trendDataSchema,
  winnersSchema,
} from './game-schemas.js';

/** The player's game calls (`/api/Game/*`, seed §7, docs/rounds.md). */
export const gameEndpoints = {
  gameList: defineEndpoint({ path: '/api/Game/getGameList', auth: 'public', response: gameListSchema }),
  roomList: defineEndpoint({
    path: '/api/Game/getRoomList',
    auth: 'public',
    body: roomListBodyShape,
    response: roomListSchema,
  }),
  gameInfo: defineEndpoint({
    path: '/api/Game/getGameinfo',
    auth: 'player',
    body: gameInfoBodyShape,
    response: gameInfoSchema,
  }),
  order: defineEndpoint({
    path: '/api/Game/order',
    auth: 'player',
    body: orderBodyShape,
    response: placedOrderSchema,
  }),
  cancel: defineEndpoint({
    path: '/api/Game/getGamecancel',
    auth: 'player',
    body: gameCancelBodyShape,
    response: cancelledOrderSchema,
  }),
  roomOrders: defineEndpoint({
    path: '/api/Game/getVorder',
    auth: 'public',
    body: roomOrdersBodyShape,
    response: roomFeedSchema,
  }),
  roundLog: defineEndpoint({
    path: '/api/Game/getGamelog',
    auth: 'player',
    body: roundLogBodyShape,
    response: ownLinesSchema,
  }),
  current: defineEndpoint({
    path: '/api/Game/current',
    auth: 'player',
    body: roundLogBodyShape,
    response: roundOutcomeSchema,
  }),
  betRecords: defineEndpoint({
    path: '/api/Game/getGamelog2',
    auth: 'player',
    body: betRecordsBodyShape,
    response: betRecordsPageSchema,
  }),
  betOrders: defineEndpoint({
    path: '/api/Game/betOrders',
    auth: 'player',
    body: betOrdersBodyShape,
    response: betOrdersPageSchema,
  }),
  betDays: defineEndpoint({
    path: '/api/Game/betDays',
    auth: 'player',
    body: betDaysBodyShape,
    response: betDaysResponseSchema,
  }),
  todayWinLost: defineEndpoint({
    path: '/api/Game/todayWinLost',
    auth: 'player',
    response: todayWinLostSchema,
  }),
  trend: defineEndpoint({ path: '/api/Game/getTrendData', auth: 'public', response: trendDataSchema }),
  winners: defineEndpoint({ path: '/api/Game/getWinners', auth: 'public', response: winnersSchema }),
};

/** The public proof of the draws (`/api/Fair/*`, PRODUCT.md §6). */
export const fairEndpoints = {
  chains: defineEndpoint({
    path: '/api/Fair/chains',
    auth: 'public',
    body: fairChainsBodyShape,
    response: fairChainsSchema,
  }),
  round: defineEndpoint({
    path: '/api/Fair/round',
    auth: 'public',
    body: fairRoundBodyShape,
    response: fairRoundSchema,
  }),
  recent: defineEndpoint({
    path: '/api/Fair/recent',
    auth: 'public',
    body: fairRecentBodyShape,
    response: fairRecentSchema,
  }),
};
