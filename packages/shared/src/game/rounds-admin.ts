import { z } from 'zod';
import { listPageSchema } from '../console/list-page-schema.js';
import { roundResultSchema } from '../fairness/fairness-schemas.js';

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

export const ROOM_TIMING_FIELDS = ['periodS', 'lockS', 'drawDelayS'] as const;
export type RoomTimingField = (typeof ROOM_TIMING_FIELDS)[number];

const epochMs = z.number().int();
/** How a room type draws: three digits, or the race's finishing order. */
export const gameKindSchema = z.enum(['digits', 'race']);

const roomTimingSchema = z.object({
  periodS: z.number().int(),
  lockS: z.number().int(),
  drawDelayS: z.number().int(),
});

export const adminRoomTypeViewSchema = z.object({
  roomType: z.number().int(),
  kind: gameKindSchema,
  periodS: z.number().int(),
  lockS: z.number().int(),
  drawDelayS: z.number().int(),
  chainLength: z.number().int(),
  enabled: z.boolean(),
  updatedAt: epochMs,
  /**
   * The timing rounds are actually scheduled with: the stored one with the environment's
   * ROUND_PERIOD_S / ROUND_LOCK_S / ROUND_DRAW_DELAY_S on top (docs/rounds.md).
   */
  effective: roomTimingSchema,
  /** Which of the three the environment overrides (empty when none is set). */
  overridden: z.array(z.enum(ROOM_TIMING_FIELDS)),
});
export type AdminRoomTypeView = z.infer<typeof adminRoomTypeViewSchema>;

export const adminRoomViewSchema = z.object({
  id: z.number().int(),
  roomType: z.number().int(),
  tab: z.number().int(),
  tier: z.string(),
  minJoin: z.string(),
  minBuy: z.string(),
  minLevel: z.number().int(),
  enabled: z.boolean(),
  /** Odds of the rounds open now. */
  rates: z.array(z.string()),
  /** Odds set for rounds opening at or after `pendingFrom`, if any. */
  pendingRates: z.array(z.string()).nullable(),
  pendingFrom: epochMs.nullable(),
  /** Each option's RTP (basis points) at `pendingRates ?? rates`. */
  rtpBasisPoints: z.array(z.number().int()),
});
export type AdminRoomView = z.infer<typeof adminRoomViewSchema>;

export const adminRoomsListSchema = z.object({
  list: z.array(adminRoomViewSchema),
  maxRtpBasisPoints: z.number().int(),
  options: z.array(z.string()),
});
export type AdminRoomsList = z.infer<typeof adminRoomsListSchema>;

export const adminRoundViewSchema = z.object({
  id: z.string(),
  roomType: z.number().int(),
  seqno: z.string(),
  state: z.string(),
  opensAt: epochMs,
  locksAt: epochMs,
  drawsAt: epochMs,
  chainSequence: z.number().int(),
  n: z.number().int(),
  result: roundResultSchema.nullable(),
  orders: z.number().int(),
  staked: z.string(),
  paid: z.string(),
  /** The player app's verifier for this round. */
  proofPath: z.string(),
});
export type AdminRoundView = z.infer<typeof adminRoundViewSchema>;

export const adminChainViewSchema = z.object({
  id: z.string(),
  roomType: z.number().int(),
  sequence: z.number().int(),
  length: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  terminatingHash: z.string(),
  salt: z.string(),
  publishedAt: epochMs,
  status: z.enum(['in_use', 'waiting', 'used_up']),
});
export type AdminChainView = z.infer<typeof adminChainViewSchema>;

/** `rounds/room-types/list`. */
export const adminRoomTypesListSchema = z.object({ list: z.array(adminRoomTypeViewSchema) });
export type AdminRoomTypesList = z.infer<typeof adminRoomTypesListSchema>;
/** `rounds/list`: latest draw first. */
export const adminRoundsPageSchema = listPageSchema(adminRoundViewSchema);
export type AdminRoundsPage = z.infer<typeof adminRoundsPageSchema>;
/** `rounds/chains/list`. */
export const adminChainsListSchema = z.object({ list: z.array(adminChainViewSchema) });
export type AdminChainsList = z.infer<typeof adminChainsListSchema>;
