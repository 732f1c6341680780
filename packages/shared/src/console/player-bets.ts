import { z } from 'zod';
import type { RoundResult } from '../fairness/fairness.js';
import type { ListPage } from './list-page.js';

/**
 * `POST /api/admin/players/bets`: one player's orders, newest first, a page at a time. Money as
 * decimal strings with the currency's minor digits, odds as decimal strings, times as epoch ms.
 */
export const adminPlayerBetsBodyShape = {
  userId: z.string().uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export type AdminPlayerBetLine = {
  option: number;
  /** The option's name in the request's language. */
  label: string;
  odds: string;
  stake: string;
  payout: string;
  /** Null until the round is settled (or when the order was cancelled). */
  won: boolean | null;
};

export type AdminPlayerBet = {
  orderId: string;
  /** The order number the player sees in their records. */
  orderNumber: string;
  state: 'placed' | 'cancelled' | 'won' | 'lost';
  placedAt: number;
  room: { id: number; title: string };
  roomType: number;
  roundId: string;
  seqno: string;
  roundState: string;
  drawsAt: number;
  /** What was drawn, once drawn; `resultText` names the winning options in the request's language. */
  result: RoundResult | null;
  resultText: string | null;
  lines: AdminPlayerBetLine[];
  stake: string;
  payout: string;
  /** The player app's verifier for the round, once it has a result. */
  proofPath: string | null;
};

export type AdminPlayerBetsQuery = z.output<z.ZodObject<typeof adminPlayerBetsBodyShape>>;
export type AdminPlayerBetsPage = ListPage<AdminPlayerBet>;
