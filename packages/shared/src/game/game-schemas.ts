import { z } from 'zod';
import type { OptionFamily } from './option-families.js';

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

// ---- answers --------------------------------------------------------------------------------

export type GameTile = {
  id: number;
  /** 1 opens `/activity` (digit rooms), 2 opens `/bjsc` (the racing room). */
  type: 1 | 2;
  roomtype: number;
  minjoin: string;
  icon: string;
  names: { vi: string; en: string; chs: string; cht: string };
  name: string;
  /** The option family the tile's rooms put in front (`home-tiles.ts`), or null for the whole game. */
  focus: OptionFamily | null;
  /**
   * Seconds between draws as the engine schedules them: the room type's period, or the
   * ROUND_PERIOD_S override when one is set. Never part of the name.
   */
  periodS: number;
};

export type RoomView = {
  id: number;
  title: string;
  tier: RoomTier;
  tab: number;
  type: number;
  minjoin: string;
  minbuy: string;
  minLevel: number;
  enabled: boolean;
  /** rate0 … rate10 (4 for the racing room), decimal strings. */
  [rate: `rate${number}`]: string;
};

/** A drawn round as the history lists it. */
export type RoundResultView = {
  seqno: string;
  gametype: number;
  num1: number | null;
  num2: number | null;
  num3: number | null;
  sum: number | null;
  /** Finishing order (racing room only). */
  order: number[] | null;
  /** Winning option indexes. */
  wins: number[];
  /** Winning option names in the request's language, joined. */
  resultcn: string;
  drawsAt: number;
};

export type RoundView = {
  id: string;
  seqno: string;
  gametype: number;
  state: RoundState;
  opensAt: number;
  locksAt: number;
  drawsAt: number;
  chainId: string;
  n: number;
  /** The player's cash balance (seed field). */
  initmoney: string;
};

export type GameInfo = {
  game: RoundView | null;
  room: RoomView;
  /** Time left to the draw. */
  diff: { minute: number; second: number };
  /** Seconds before the draw when betting closes. */
  lockSeconds: number;
  serverTime: number;
  his: RoundResultView[];
};

export type OrderLineView = {
  order_id: string;
  seqno: string;
  value: number;
  valuecn: string;
  rate: string;
  money: string;
};

export type PlacedOrder = {
  order_id: string;
  ordersn: string;
  seqno: string;
  total: string;
  balance: string;
  replayed: boolean;
  lines: OrderLineView[];
};

export type BetRecord = {
  order_id: string;
  ordersn: string;
  seqno: string;
  gametype: number;
  roomid: number;
  value: number;
  valuecn: string;
  rate: string;
  money: string;
  /** Paid back for this line, stake included (0 while waiting or lost). */
  award: string;
  /** −1 waiting, 1 won, 0 lost. */
  isaward: -1 | 0 | 1;
  cancelled: boolean;
  createtime: number;
};
