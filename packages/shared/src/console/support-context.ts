import type { PlayerStatus } from '../accounts/account-schemas.js';
import type { DepositStatus, WithdrawalStatus } from '../cashier/cashier-schemas.js';

/** How many of each kind of cashier request the side panel lists. */
export const SUPPORT_CONTEXT_REQUESTS = 5;

export type SupportContextRequest = {
  id: string;
  amount: string;
  status: DepositStatus | WithdrawalStatus;
  createdAt: number;
  resolvedAt: number | null;
};

/**
 * `POST /api/admin/support/player` (body `{ id }`, the conversation): the player behind a support
 * conversation. Money as decimal strings, times as epoch ms.
 */
export type SupportPlayerContext = {
  player: { id: string; username: string; nickname: string; status: PlayerStatus; level: number; createdAt: number };
  balances: { cash: string; withdrawalHold: string; betEscrow: string };
  deposits: SupportContextRequest[];
  withdrawals: SupportContextRequest[];
};
