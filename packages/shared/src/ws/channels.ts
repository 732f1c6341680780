import { z } from 'zod';

/**
 * The WebSocket channel grammar, shared by the server (which authorises and routes) and the
 * clients (which subscribe). A channel is a short string; its family is recognised by pattern.
 * Who may subscribe to a family is decided by the server's access table, not here.
 */
export const CHANNEL_FAMILIES = {
  /** Latest exchange prices, pushed every few seconds. */
  prices: /^prices$/,
  /** Real settled wins (masked names) for the home feed. */
  winners: /^winners$/,
  /** Round state of one room type: countdown, lock, result. */
  room: /^room:(\d{1,4})$/,
  /** The real order feed of one room. */
  'room-orders': /^room-orders:([A-Za-z0-9_-]{1,64})$/,
  /** The subscriber's own balance and notifications (private, per player). */
  me: /^me$/,
  /** The subscriber's own support chat (private, per player). */
  support: /^support$/,
  /** Operator channels such as `staff:support` (the support inbox). */
  staff: /^staff:([a-z0-9-]{1,32})$/,
} as const satisfies Record<string, RegExp>;

export type ChannelFamily = keyof typeof CHANNEL_FAMILIES;

export type PublicChannel = 'prices' | 'winners' | `room:${string}` | `room-orders:${string}`;
/** Channels every player has privately: the server addresses them per player. */
export type PlayerChannel = 'me' | 'support';
export type StaffChannel = `staff:${string}`;
export type Channel = PublicChannel | PlayerChannel | StaffChannel;

export const MAX_CHANNEL_LENGTH = 80;

const FAMILY_ENTRIES = Object.entries(CHANNEL_FAMILIES) as [ChannelFamily, RegExp][];

/** The family a channel belongs to, or null when the string is not a channel at all. */
export function channelFamily(channel: string): ChannelFamily | null {
  if (channel.length > MAX_CHANNEL_LENGTH) return null;
  for (const [family, pattern] of FAMILY_ENTRIES) {
    if (pattern.test(channel)) return family;
  }
  return null;
}

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && channelFamily(value) !== null;
}

export function isPlayerChannel(value: unknown): value is PlayerChannel {
  return value === 'me' || value === 'support';
}

export const channelSchema = z.custom<Channel>(isChannel, { message: 'unknown channel' });

/** Builders so callers never assemble channel strings by hand. */
export const channels = {
  prices: 'prices',
  winners: 'winners',
  room: (roomType: number | string): PublicChannel => `room:${roomType}`,
  roomOrders: (roomId: number | string): PublicChannel => `room-orders:${roomId}`,
  me: 'me',
  support: 'support',
  staff: (name: string): StaffChannel => `staff:${name}`,
} as const;
