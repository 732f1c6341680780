import { z } from 'zod';
import type { ListPage } from '../console/list-page.js';
import type { RoundResult } from '../fairness/fairness.js';

/**
 * Console calls of the rounds module (`/api/admin/rounds/...`, docs/rounds.md): request shapes
 * and answers. Money is a decimal string with the currency's minor digits; odds are decimal
 * strings ("1.98"); RTP is in basis points (9 900 = 99 %).
 */
const roomTypeField = z.coerce.number().int().min(1).max(999);
const wireAmount = z.union([z.string().max(40), z.number()]);
/** Odds as typed: "1.98"; longer text cannot be valid odds. */
export const ODDS_INPUT_MAX_LENGTH = 12;
/** The highest VIP level a room may require. */
export const ROOM_MIN_LEVEL_MAX = 100;
const wireOdds = z.union([z.string().max(ODDS_INPUT_MAX_LENGTH), z.number()]);

/** Shortest and longest period a console may set; the lock and draw delay must fit inside. */
export const ROOM_PERIOD_MIN_S = 30;
export const ROOM_PERIOD_MAX_S = 86_400;

export const adminRoomTypeUpdateBodyShape = {
  roomType: roomTypeField,
  periodS: z.number().int().optional(),
  enabled: z.boolean().optional(),
};
export type AdminRoomTypeUpdate = z.output<z.ZodObject<typeof adminRoomTypeUpdateBodyShape>>;
export const adminRoomsListBodyShape = { roomType: roomTypeField };
export const adminRoomUpdateBodyShape = {
  /** Room ids are PostgreSQL `integer`s: a larger number names no room and is refused as input. */
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  minJoin: wireAmount.optional(),
  minBuy: wireAmount.optional(),
  minLevel: z.number().int().min(0).max(ROOM_MIN_LEVEL_MAX).optional(),
  enabled: z.boolean().optional(),
  /** Every option's odds, rate0…rateN in order; they apply from the next round. */
  rates: z.array(wireOdds).min(1).max(16).optional(),
};
export type AdminRoomUpdate = z.output<z.ZodObject<typeof adminRoomUpdateBodyShape>>;
export const adminRoundsListBodyShape = {
  roomType: roomTypeField,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export type AdminRoundsQuery = z.output<z.ZodObject<typeof adminRoundsListBodyShape>>;
export const adminChainsListBodyShape = { roomType: roomTypeField };
export const adminChainPublishBodyShape = { roomType: roomTypeField };

export type AdminRoomTypeView = {
  roomType: number;
  kind: 'digits' | 'race';
  periodS: number;
  lockS: number;
  drawDelayS: number;
  chainLength: number;
  enabled: boolean;
  updatedAt: number;
  /**
   * The timing rounds are actually scheduled with: the stored one with the environment's
   * ROUND_PERIOD_S / ROUND_LOCK_S / ROUND_DRAW_DELAY_S on top (docs/rounds.md).
   */
  effective: { periodS: number; lockS: number; drawDelayS: number };
  /** Which of the three the environment overrides (empty when none is set). */
  overridden: RoomTimingField[];
};

export const ROOM_TIMING_FIELDS = ['periodS', 'lockS', 'drawDelayS'] as const;
export type RoomTimingField = (typeof ROOM_TIMING_FIELDS)[number];

export type AdminRoomView = {
  id: number;
  roomType: number;
  tab: number;
  tier: string;
  minJoin: string;
  minBuy: string;
  minLevel: number;
  enabled: boolean;
  /** Odds of the rounds open now. */
  rates: string[];
  /** Odds set for rounds opening at or after `pendingFrom`, if any. */
  pendingRates: string[] | null;
  pendingFrom: number | null;
  /** Each option's RTP (basis points) at `pendingRates ?? rates`. */
  rtpBasisPoints: number[];
};

export type AdminRoomsList = { list: AdminRoomView[]; maxRtpBasisPoints: number; options: string[] };

export type AdminRoundView = {
  id: string;
  roomType: number;
  seqno: string;
  state: string;
  opensAt: number;
  locksAt: number;
  drawsAt: number;
  chainSequence: number;
  n: number;
  result: RoundResult | null;
  orders: number;
  staked: string;
  paid: string;
  /** The player app's verifier for this round. */
  proofPath: string;
};

export type AdminChainView = {
  id: string;
  roomType: number;
  sequence: number;
  length: number;
  used: number;
  remaining: number;
  terminatingHash: string;
  salt: string;
  publishedAt: number;
  status: 'in_use' | 'waiting' | 'used_up';
};

/** `rounds/room-types/list`. */
export type AdminRoomTypesList = { list: AdminRoomTypeView[] };
/** `rounds/list`: latest draw first. */
export type AdminRoundsPage = ListPage<AdminRoundView>;
/** `rounds/chains/list`. */
export type AdminChainsList = { list: AdminChainView[] };
