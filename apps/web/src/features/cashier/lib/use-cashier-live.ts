import { cashierMeEventSchema } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useChannel, type ChannelSignal } from '@fairround/shared/realtime';
import { invalidateCashier } from '../api/cashier-keys';

/**
 * The player's private `me` channel, app-wide: when an operator approves or rejects a deposit,
 * pays or rejects a withdrawal or adjusts the balance, the balance and every cashier list
 * refresh at once on whatever screen is open. The event carries no amounts; it only triggers
 * refetches, so a lost event costs at most the screens' own polling interval.
 */
export function useCashierLive(): void {
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  useChannel(isLoggedIn ? 'me' : null, (signal: ChannelSignal) => {
    if (signal.type === 'resync' || (signal.type === 'event' && cashierMeEventSchema.safeParse(signal.payload).success)) {
      void invalidateCashier(queryClient);
    }
  });
}

/**
 * `useCashierLive` as a component, so the app frame can load it (and the event schema it
 * validates with) only for a logged-in player, after the first screen.
 */
export default function CashierLive(): null {
  useCashierLive();
  return null;
}
