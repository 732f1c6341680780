import { z } from 'zod';
import { PLAYER_STATUSES } from '../accounts/account-schemas.js';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../cashier/cashier-schemas.js';

/** How many of each kind of cashier request the side panel lists. */
export const SUPPORT_CONTEXT_REQUESTS = 5;

export const supportContextRequestSchema = z.object({
  id: z.string(),
  amount: z.string(),
  status: z.union([z.enum(DEPOSIT_STATUSES), z.enum(WITHDRAWAL_STATUSES)]),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
});
export type SupportContextRequest = z.infer<typeof supportContextRequestSchema>;

/**
 * `POST /api/admin/support/player` (body `{ id }`, the conversation): the player behind a support
 * conversation. Money as decimal strings, times as epoch ms.
 */
export const supportPlayerContextSchema = z.object({
  player: z.object({
    id: z.string(),
    username: z.string(),
    nickname: z.string(),
    status: z.enum(PLAYER_STATUSES),
    level: z.number().int(),
    createdAt: z.number(),
  }),
  balances: z.object({ cash: z.string(), withdrawalHold: z.string(), betEscrow: z.string() }),
  deposits: z.array(supportContextRequestSchema),
  withdrawals: z.array(supportContextRequestSchema),
});
export type SupportPlayerContext = z.infer<typeof supportPlayerContextSchema>;
