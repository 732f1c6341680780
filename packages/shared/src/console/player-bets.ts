import { z } from 'zod';
import { roundResultSchema } from '../fairness/fairness-schemas.js';
import { listPageSchema } from './list-page-schema.js';

/**
 * `POST /api/admin/players/bets`: one player's orders, newest first, a page at a time. Money as
 * decimal strings with the currency's minor digits, odds as decimal strings, times as epoch ms.
 */
export const adminPlayerBetsBodyShape = {
  userId: z.string().uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const adminPlayerBetLineSchema = z.object({
  option: z.number().int(),
  /** The option's name in the request's language. */
  label: z.string(),
  odds: z.string(),
  stake: z.string(),
  payout: z.string(),
  /** Null until the round is settled (or when the order was cancelled). */
  won: z.boolean().nullable(),
});
export type AdminPlayerBetLine = z.infer<typeof adminPlayerBetLineSchema>;

export const adminPlayerBetSchema = z.object({
  orderId: z.string(),
  /** The order number the player sees in their records. */
  orderNumber: z.string(),
  state: z.enum(['placed', 'cancelled', 'won', 'lost']),
  placedAt: z.number().int(),
  room: z.object({ id: z.number().int(), title: z.string() }),
  roomType: z.number().int(),
  roundId: z.string(),
  seqno: z.string(),
  roundState: z.string(),
  drawsAt: z.number().int(),
  /** What was drawn, once drawn; `resultText` names the winning options in the request's language. */
  result: roundResultSchema.nullable(),
  resultText: z.string().nullable(),
  lines: z.array(adminPlayerBetLineSchema),
  stake: z.string(),
  payout: z.string(),
  /** The player app's verifier for the round, once it has a result. */
  proofPath: z.string().nullable(),
});
export type AdminPlayerBet = z.infer<typeof adminPlayerBetSchema>;

export type AdminPlayerBetsQuery = z.output<z.ZodObject<typeof adminPlayerBetsBodyShape>>;
export const adminPlayerBetsPageSchema = listPageSchema(adminPlayerBetSchema);
export type AdminPlayerBetsPage = z.infer<typeof adminPlayerBetsPageSchema>;
