import { z } from 'zod';
import { FAIR_RECENT_MAX } from '../fairness/verify-round.js';
import { OPTION_FAMILY_KEYS, type OptionFamily } from './option-families.js';

/**
 * Request shapes and answer types of the game calls (seed §7, docs/rounds.md). Request shapes
 * are lenient: a missing or odd value reaches the rules and answers its own catalogue code
 * (1026, 1027, 1030, 1050…) instead of a generic 1001. Money in answers is a decimal string with
 * the currency's minor digits; odds are decimal strings ("1.98").
 */
const wireText = (max: number) =>
  z
    .union([z.string().max(max), z.number()])
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim()));
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** Room tabs (seed §9): USDT 1, BTC 2, ETH 3. */
export const ROOM_TABS = [1, 2, 3] as const;
export const ROOM_TAB_KEYS = { 1: 'USDT', 2: 'BTC', 3: 'ETH' } as const;
export type RoomTab = (typeof ROOM_TABS)[number];
/** Room tiers (seed §9), from the entry room up. */
export const ROOM_TIERS = ['standard', 'vip', 'superior', 'premier'] as const;
export type RoomTier = (typeof ROOM_TIERS)[number];

export const ROUND_STATES = ['open', 'locked', 'drawn', 'settled'] as const;
export type RoundState = (typeof ROUND_STATES)[number];
/**
 * A round as a room sees it (`getGameinfo`): `upcoming` while its `opensAt` is ahead — orders
 * answer 1029 until then, so it is not "open" yet (issue #24) — then its stored state.
 */
export const ROUND_VIEW_STATES = ['upcoming', ...ROUND_STATES] as const;
export type RoundViewState = (typeof ROUND_VIEW_STATES)[number];
export const ORDER_STATES = ['placed', 'cancelled', 'won', 'lost'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Bet record filters; the seed's client sends the Chinese words, newer clients the keys. */
export const BET_RECORD_FILTERS = ['all', 'won', 'lost', 'waiting'] as const;
export type BetRecordFilter = (typeof BET_RECORD_FILTERS)[number];
export const BET_RECORD_FILTER_ALIASES: Record<string, BetRecordFilter> = {
  全部: 'all',
  已中奖: 'won',
  中奖: 'won',
  未中奖: 'lost',
  待开奖: 'waiting',
};

// ---- requests -------------------------------------------------------------------------------

export const roomListBodyShape = { type: wireText(8), roomtype: wireText(4) };
export const gameInfoBodyShape = { roomid: wireText(16) };
export const orderBodyShape = {
  gameid: wireText(64),
  roomid: wireText(16),
  /** `[[optionIndex, odds, amount], …]`; checked by the rules, not here. */
  order_info: z.unknown().optional(),
  order_key: z.string().trim().max(64).optional(),
};
export const gameCancelBodyShape = { roomid: wireText(16), order_id: wireText(64) };
export const roomOrdersBodyShape = { roomid: wireText(16), gameseq: wireText(32), order_id: wireText(64) };
export const roundLogBodyShape = { gameseq: wireText(32), gametype: wireText(8) };
export const betRecordsBodyShape = { type: wireText(16), page, pageSize };
export const fairChainsBodyShape = { gametype: wireText(8) };
export const fairRoundBodyShape = { gametype: wireText(8), seqno: wireText(32) };
export const fairRecentBodyShape = {
  gametype: wireText(8),
  limit: z.coerce.number().int().min(1).max(FAIR_RECENT_MAX).default(FAIR_RECENT_MAX),
};

// ---- answers --------------------------------------------------------------------------------
// Plain objects only (no refine, transform or union): `getGameinfo` and `order` are the busiest
// calls, and the server checks every answer against these.

const roomTypeKind = z.literal([1, 2]);
const lineState = z.enum(ORDER_STATES);
/** −1 waiting, 1 won, 0 lost. */
const awardState = z.literal([-1, 0, 1]);

export const gameTileSchema = z.object({
  id: z.number(),
  /** 1 opens `/activity` (digit rooms), 2 opens `/bjsc` (the racing room). */
  type: roomTypeKind,
  roomtype: z.number(),
  minjoin: z.string(),
  icon: z.string(),
  names: z.object({ vi: z.string(), en: z.string(), chs: z.string(), cht: z.string() }),
  name: z.string(),
  /** The option family the tile's rooms put in front (`home-tiles.ts`), or null for the whole game. */
  focus: z.enum(OPTION_FAMILY_KEYS as [OptionFamily, ...OptionFamily[]]).nullable(),
  /**
   * Seconds between draws as the engine schedules them: the room type's period, or the
   * ROUND_PERIOD_S override when one is set. Never part of the name.
   */
  periodS: z.number(),
});
export type GameTile = z.infer<typeof gameTileSchema>;
export const gameListSchema = z.object({ list: z.array(gameTileSchema) });

/** rate0 … rate10 (4 for the racing room: rate0 … rate3), decimal strings. */
const odds = z.string().optional();
export const roomViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  tier: z.enum(ROOM_TIERS),
  tab: z.number(),
  type: z.number(),
  minjoin: z.string(),
  minbuy: z.string(),
  minLevel: z.number(),
  enabled: z.boolean(),
  rate0: odds,
  rate1: odds,
  rate2: odds,
  rate3: odds,
  rate4: odds,
  rate5: odds,
  rate6: odds,
  rate7: odds,
  rate8: odds,
  rate9: odds,
  rate10: odds,
});
/** Read as `room[`rate${option}`]`: every option of the room's type has its odds. */
export type RoomView = z.infer<typeof roomViewSchema> & { [rate: `rate${number}`]: string };
export const roomListSchema = z.object({ list: z.array(roomViewSchema) });

/** A drawn round as the history lists it. */
export const roundResultViewSchema = z.object({
  seqno: z.string(),
  gametype: z.number(),
  num1: z.number().nullable(),
  num2: z.number().nullable(),
  num3: z.number().nullable(),
  sum: z.number().nullable(),
  /** Finishing order (racing room only). */
  order: z.array(z.number()).nullable(),
  /** Winning option indexes. */
  wins: z.array(z.number()),
  /** Winning option names in the request's language, joined. */
  resultcn: z.string(),
  drawsAt: z.number(),
  /** Seconds it was drawn after `drawsAt` when that was late (an outage); null on time. */
  lateBySeconds: z.number().int().nullable(),
});
export type RoundResultView = z.infer<typeof roundResultViewSchema>;

export const roundViewSchema = z.object({
  id: z.string(),
  seqno: z.string(),
  gametype: z.number(),
  state: z.enum(ROUND_VIEW_STATES),
  opensAt: z.number(),
  locksAt: z.number(),
  drawsAt: z.number(),
  chainId: z.string(),
  n: z.number(),
  /** The player's cash balance (seed field). */
  initmoney: z.string(),
});
export type RoundView = z.infer<typeof roundViewSchema>;

export const gameInfoSchema = z.object({
  game: roundViewSchema.nullable(),
  room: roomViewSchema,
  /** Time left to the draw. */
  diff: z.object({ minute: z.number(), second: z.number() }),
  /** Seconds before the draw when betting closes. */
  lockSeconds: z.number(),
  serverTime: z.number(),
  his: z.array(roundResultViewSchema),
});
export type GameInfo = Omit<z.infer<typeof gameInfoSchema>, 'room'> & { room: RoomView };

export const orderLineViewSchema = z.object({
  order_id: z.string(),
  seqno: z.string(),
  value: z.number(),
  valuecn: z.string(),
  rate: z.string(),
  money: z.string(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const placedOrderSchema = z.object({
  order_id: z.string(),
  ordersn: z.string(),
  seqno: z.string(),
  total: z.string(),
  balance: z.string(),
  replayed: z.boolean(),
  lines: z.array(orderLineViewSchema),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** `getGamecancel`: the cancelled order and the cash balance after its refund. */
export const cancelledOrderSchema = z.object({ order_id: z.string(), balance: z.string() });
export type CancelledOrder = z.infer<typeof cancelledOrderSchema>;

/** One line of a room's real order feed (`getVorder`): names masked by the server. */
export const feedLineSchema = orderLineViewSchema.extend({
  username: z.string(),
  own: z.boolean(),
  createtime: z.number(),
});
export type FeedLine = z.infer<typeof feedLineSchema>;
/** The feed of a round (the current one unless asked); `seqno` null when the room has no round. */
export const roomFeedSchema = z.object({ seqno: z.string().nullable(), list: z.array(feedLineSchema) });
export type RoomFeed = z.infer<typeof roomFeedSchema>;

/** One of the player's own lines in a round (`getGamelog`). */
export const ownLineSchema = orderLineViewSchema.extend({
  id: z.string(),
  ordersn: z.string(),
  roomid: z.number(),
  award: z.string(),
  isaward: awardState,
  state: lineState,
  createtime: z.number(),
});
export type OwnLine = z.infer<typeof ownLineSchema>;
export const ownLinesSchema = z.object({ list: z.array(ownLineSchema) });

/** `current`: what the player's orders of a round paid back and staked, and its result once drawn. */
export const roundOutcomeSchema = z.object({
  state: z.enum(ROUND_STATES).nullable(),
  award: z.string(),
  stake: z.string(),
  result: roundResultViewSchema.nullable(),
});
export type RoundOutcome = z.infer<typeof roundOutcomeSchema>;

export const betRecordSchema = z.object({
  order_id: z.string(),
  ordersn: z.string(),
  seqno: z.string(),
  gametype: z.number(),
  roomid: z.number(),
  value: z.number(),
  valuecn: z.string(),
  rate: z.string(),
  money: z.string(),
  /** Paid back for this line, stake included (0 while waiting or lost). */
  award: z.string(),
  isaward: awardState,
  cancelled: z.boolean(),
  createtime: z.number(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;
/** `getGamelog2`: one page of bet records, one per order line. */
export const betRecordsPageSchema = z.object({
  filter: z.enum(BET_RECORD_FILTERS),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  data: z.array(betRecordSchema),
});
export type BetRecordsPage = z.infer<typeof betRecordsPageSchema>;

/** `todayWinLost`: the player's settled result today, paid back − staked, with both sides. */
export const todayWinLostSchema = z.object({ win: z.string(), stake: z.string(), award: z.string() });
export type TodayWinLost = z.infer<typeof todayWinLostSchema>;

/** All players' settled orders: paid back (`*win`) and staked (`*total`), yesterday and today. */
export const trendDataSchema = z.object({
  yeswin: z.string(),
  yestotal: z.string(),
  todaywin: z.string(),
  todaytotal: z.string(),
});
export type TrendData = z.infer<typeof trendDataSchema>;

/** One real settled win: the player's name masked, what the order paid beyond its stake. */
export const winnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  game: z.string(),
  roomtype: z.number(),
  roomid: z.number(),
  /** Won beyond the stake (paid back − staked), always > 0. */
  money: z.string(),
  /** Everything the order paid back, stake included. */
  award: z.string(),
  /** When the order was settled (epoch ms). */
  createtime: z.number(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersSchema = z.object({ list: z.array(winnerSchema) });
