import {
  CASHIER_STAFF_CHANNEL,
  channelFamily,
  ErrorCode,
  SUPPORT_STAFF_CHANNEL,
  isPlayerChannel,
  ownValue,
  type Channel,
  type ChannelFamily,
  type ErrorCodeValue,
} from '@fairround/shared';
import type { PlayerPrincipal, StaffPrincipal, StaffRole } from '../auth/route-policy.js';
import { userChannel, type ChannelAddress } from './realtime.js';

/** Who is on the other end of a socket, as established at the handshake. */
export type ConnectionPrincipal = { player: PlayerPrincipal | null; staff: StaffPrincipal | null };

/**
 * Who may subscribe to each channel family; the one place subscriptions are authorised.
 * - anyone: visitors too; one shared stream.
 * - player: a logged-in player; each player gets their own stream under the same name.
 * - staff: an operator session (optionally limited to roles); one shared stream.
 */
type AccessRule = { who: 'anyone' } | { who: 'player' } | { who: 'staff'; roles?: readonly StaffRole[] };

export const CHANNEL_ACCESS: Record<ChannelFamily, AccessRule> = {
  prices: { who: 'anyone' },
  winners: { who: 'anyone' },
  room: { who: 'anyone' },
  'room-orders': { who: 'anyone' },
  me: { who: 'player' },
  support: { who: 'player' },
  staff: { who: 'staff' },
};

/**
 * Staff channels whose content is for some roles only: the support inbox carries players'
 * messages, which finance and content staff have no reason to read; the cashier queues are for
 * those who may decide them (the same roles as the queue calls). Unlisted staff channels are open
 * to every role.
 */
export const STAFF_CHANNEL_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  [SUPPORT_STAFF_CHANNEL]: ['owner', 'support'],
  [CASHIER_STAFF_CHANNEL]: ['owner', 'finance'],
};

export type SubscriptionDecision =
  { ok: true; address: ChannelAddress } | { ok: false; errCode: ErrorCodeValue };

const refused: SubscriptionDecision = { ok: false, errCode: ErrorCode.Forbidden };

/** Decides a subscription and, when allowed, the hub address the connection listens on. */
export function authoriseSubscription(
  channel: Channel,
  principal: ConnectionPrincipal,
): SubscriptionDecision {
  const family = channelFamily(channel);
  if (!family) return { ok: false, errCode: ErrorCode.IncompleteParameters };
  const rule = CHANNEL_ACCESS[family];
  switch (rule.who) {
    case 'anyone':
      return { ok: true, address: channel };
    case 'player':
      if (!principal.player || !isPlayerChannel(channel)) return refused;
      return { ok: true, address: userChannel(principal.player.playerId, channel) };
    case 'staff':
      if (!principal.staff) return refused;
      if (rule.roles && !rule.roles.includes(principal.staff.role)) return refused;
      if (!(ownValue(STAFF_CHANNEL_ROLES, channel)?.includes(principal.staff.role) ?? true)) return refused;
      return { ok: true, address: channel };
  }
}
