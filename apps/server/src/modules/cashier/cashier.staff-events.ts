import { CASHIER_STAFF_CHANNEL, type CashierStaffEvent } from '@fairround/shared';
import type { Realtime } from '../../platform/ws/realtime.js';

type QueueItem = { id: string; amount: string };

/**
 * Tells open consoles (`staff:cashier`) that a deposit or withdrawal queue changed, after the
 * commit. Best effort: a missed push only delays the row until the console's fallback poll or
 * its resync on reconnect, so a failed fan-out never fails the player's or operator's call.
 */
export function createCashierStaffEvents(realtime: Realtime) {
  const push = async (
    kind: CashierStaffEvent['kind'],
    change: CashierStaffEvent['change'],
    item: QueueItem,
  ) => {
    const event: CashierStaffEvent = {
      type: 'cashier.queue',
      kind,
      change,
      id: item.id,
      amount: item.amount,
    };
    await realtime.publish(CASHIER_STAFF_CHANNEL, event).catch(() => null);
  };
  return {
    deposit: (change: CashierStaffEvent['change'], item: QueueItem) => push('deposit', change, item),
    withdrawal: (change: CashierStaffEvent['change'], item: QueueItem) => push('withdrawal', change, item),
  };
}

export type CashierStaffEvents = ReturnType<typeof createCashierStaffEvents>;
