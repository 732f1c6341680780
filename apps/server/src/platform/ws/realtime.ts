import {
  isChannel,
  isPlayerChannel,
  type Channel,
  type PlayerChannel,
  type PublicChannel,
  type StaffChannel,
} from '@fairround/shared';
import { createMemoryTransport, type Transport, type TransportEvent } from './memory-transport.js';
import { createRedisTransport } from './redis-transport.js';

/**
 * An event as the hub hands it to local listeners. `frame` is the finished `event` message in
 * JSON and `frameBytes` the same text encoded as UTF-8, both built once per event however many
 * sockets receive it: sockets send the bytes, so a broadcast to N subscribers encodes the text
 * once, not N times (`bench/ws-fanout.ts` measures the fan-out against a raw `ws` server).
 */
export type HubEvent = { address: string; channel: Channel; seq: number; frame: string; frameBytes: Buffer };
export type HubListener = (event: HubEvent) => void;

/** Where a channel's events live: shared channels by name, private ones per player. */
export type ChannelAddress = string;

/** What other modules use through `deps.realtime`. */
export type Realtime = {
  /**
   * Pushes `payload` (JSON-serialisable) to everyone subscribed to a shared channel on every
   * instance. Resolves with the event's seq, or null when the fan-out failed (logged; clients
   * catch up through the seq gap). Rejects only for a channel that is not shared (a bug).
   */
  publish(channel: PublicChannel | StaffChannel, payload: unknown): Promise<number | null>;
  /** Pushes to one player's private channel (`me` or `support`) on all their connections. */
  publishToPlayer(playerId: string, channel: PlayerChannel, payload: unknown): Promise<number | null>;
  /** The channel's current seq (0 before its first event). */
  currentSeq(address: ChannelAddress): Promise<number>;
  /** Local delivery for the socket route; returns the function that stops listening. */
  listen(address: ChannelAddress, listener: HubListener): () => void;
  readonly mode: 'memory' | 'redis';
  /** Resolves once events published on other instances reach this one (at once in memory mode). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export type RealtimeLogger = { warn(object: object, message: string): void; error(object: object, message: string): void };

export type RealtimeOptions = {
  /** With a URL, events fan out through Redis pub/sub and seqs come from Redis; else in-process. */
  redisUrl?: string;
  /** Namespace of the Redis keys and pub/sub channel; tests pass a unique one. */
  keyPrefix?: string;
  logger?: RealtimeLogger;
};

/** Payloads are small state deltas; anything bigger is a bug, not something to push. */
const MAX_PAYLOAD_BYTES = 256 * 1024;
const PLAYER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const silentLogger: RealtimeLogger = { warn: () => {}, error: () => {} };

/** The hub address of one player's private channel. */
export function userChannel(playerId: string, channel: PlayerChannel = 'me'): ChannelAddress {
  if (!PLAYER_ID_PATTERN.test(playerId)) throw new TypeError(`realtime: invalid player id ${JSON.stringify(playerId)}`);
  return `player:${playerId}:${channel}`;
}

/** The channel name a subscriber sees for an address: private addresses end in the channel. */
export function channelOfAddress(address: ChannelAddress): Channel {
  if (address.startsWith('player:')) return address.slice(address.lastIndexOf(':') + 1) as Channel;
  return address as Channel;
}

function eventFrame(channel: Channel, seq: number, payloadJson: string): string {
  return `{"type":"event","channel":${JSON.stringify(channel)},"seq":${seq},"payload":${payloadJson}}`;
}

function serialisePayload(payload: unknown): string {
  const json = JSON.stringify(payload ?? null);
  if (json.length > MAX_PAYLOAD_BYTES) throw new RangeError(`realtime: payload of ${json.length} bytes is over the limit`);
  return json;
}

export function createRealtime(options: RealtimeOptions = {}): Realtime {
  const logger = options.logger ?? silentLogger;
  const listeners = new Map<ChannelAddress, Set<HubListener>>();

  const deliver = ({ address, seq, payloadJson }: TransportEvent) => {
    const local = listeners.get(address);
    if (!local || local.size === 0) return;
    const channel = channelOfAddress(address);
    const frame = eventFrame(channel, seq, payloadJson);
    const event: HubEvent = { address, channel, seq, frame, frameBytes: Buffer.from(frame, 'utf8') };
    for (const listener of [...local]) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error, address }, 'realtime listener failed');
      }
    }
  };

  const transport: Transport = options.redisUrl
    ? createRedisTransport({ url: options.redisUrl, keyPrefix: options.keyPrefix ?? 'fairround:rt:', deliver, logger })
    : createMemoryTransport(deliver);

  const send = async (address: ChannelAddress, payload: unknown): Promise<number | null> => {
    const payloadJson = serialisePayload(payload);
    try {
      return await transport.publish(address, payloadJson);
    } catch (error) {
      logger.warn({ err: error, address }, 'realtime publish failed');
      return null;
    }
  };

  return {
    mode: options.redisUrl ? 'redis' : 'memory',
    async publish(channel, payload) {
      if (!isChannel(channel) || isPlayerChannel(channel)) throw new TypeError(`realtime: ${JSON.stringify(channel)} is not a shared channel`);
      return send(channel, payload);
    },
    async publishToPlayer(playerId, channel, payload) {
      if (!isPlayerChannel(channel)) throw new TypeError(`realtime: ${JSON.stringify(channel)} is not a player channel`);
      return send(userChannel(playerId, channel), payload);
    },
    currentSeq: (address) => transport.currentSeq(address),
    ready: () => transport.ready(),
    listen(address, listener) {
      let set = listeners.get(address);
      if (!set) listeners.set(address, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(address) === set) listeners.delete(address);
      };
    },
    async close() {
      listeners.clear();
      await transport.close();
    },
  };
}
