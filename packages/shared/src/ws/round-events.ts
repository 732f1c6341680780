import { z } from 'zod';

/**
 * Payloads of the game's real-time events (`event.payload`), zod-validated on both sides.
 * Channels: `room:<roomType>` carries round state, `room-orders:<roomId>` the room's real order
 * feed, the private `me` channel the player's balance after their game money moves.
 * Times are server epoch ms; clients count down from them with their measured clock offset.
 */
const epochMs = z.number().int().nonnegative();
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const roundEventSchema = z.object({
  type: z.literal('round'),
  event: z.enum(['open', 'locked', 'drawn', 'settled']),
  roomType: z.number().int(),
  roundId: z.string(),
  seqno: z.string(),
  opensAt: epochMs,
  locksAt: epochMs,
  drawsAt: epochMs,
  /** Present once drawn: three digits and their sum, or the finishing order of the race. */
  result: z
    .union([
      z.object({ kind: z.literal('digits'), nums: z.tuple([z.number(), z.number(), z.number()]), sum: z.number() }),
      z.object({ kind: z.literal('race'), order: z.array(z.number().int()) }),
    ])
    .nullable(),
  /** The revealed chain element, present once drawn. */
  seed: z.string().nullable(),
  /** Winning option indexes, present once drawn. */
  wins: z.array(z.number().int()).nullable(),
});
export type RoundEvent = z.infer<typeof roundEventSchema>;

export const roomOrderEventSchema = z.object({
  type: z.literal('room-order'),
  event: z.enum(['placed', 'cancelled']),
  roomId: z.number().int(),
  orderId: z.string(),
  seqno: z.string(),
  /** Masked: first and last character only. */
  username: z.string(),
  lines: z.array(z.object({ value: z.number().int(), rate: decimal, money: decimal })),
  createdAt: epochMs,
});
export type RoomOrderEvent = z.infer<typeof roomOrderEventSchema>;

export const balanceEventSchema = z.object({
  type: z.literal('balance'),
  reason: z.enum(['order', 'cancel', 'settlement']),
  /** Cash balance after the movement. */
  money: decimal,
  roundId: z.string().optional(),
  orderId: z.string().optional(),
  /** For a settlement: what the player's orders of the round paid back, stakes included. */
  award: decimal.optional(),
});
export type BalanceEvent = z.infer<typeof balanceEventSchema>;
