import { Redis } from 'ioredis';
import type { Transport, TransportEvent } from './memory-transport.js';

type Logger = { warn(object: object, message: string): void; error(object: object, message: string): void };

export type RedisTransportOptions = {
  url: string;
  keyPrefix: string;
  deliver: (event: TransportEvent) => void;
  logger: Logger;
};

/**
 * Assigns the seq and publishes in one atomic script, so every instance sees a channel's events
 * in seq order (two INCR/PUBLISH round trips from two instances could interleave). The counter
 * expires after a quiet month; a client that sees a seq go backwards simply resyncs.
 */
const PUBLISH_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[1], seq .. '\\n' .. ARGV[2])
return seq`;

const SEQ_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a publish waits for this instance's own subscription at startup before going ahead. */
const SUBSCRIBE_WAIT_MS = 2_000;
const QUIT_WAIT_MS = 1_000;

/** Wire format on the pub/sub channel: `<seq>\n<address>\n<payload JSON>` (addresses have no newline). */
function parseWireMessage(message: string): TransportEvent | null {
  const first = message.indexOf('\n');
  const second = message.indexOf('\n', first + 1);
  if (first < 0 || second < 0) return null;
  const seq = Number(message.slice(0, first));
  if (!Number.isSafeInteger(seq) || seq < 1) return null;
  return { seq, address: message.slice(first + 1, second), payloadJson: message.slice(second + 1) };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

async function closeClient(client: Redis): Promise<void> {
  await within(client.quit(), QUIT_WAIT_MS);
  client.disconnect();
}

/** Cross-instance fan-out: one publisher and one subscriber connection per instance. */
export function createRedisTransport({ url, keyPrefix, deliver, logger }: RedisTransportOptions): Transport {
  // Publishes fail fast while Redis is down (the caller logs; clients resync through the gap);
  // the subscriber waits and resubscribes by itself once Redis is back.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const eventsChannel = `${keyPrefix}events`;
  const seqKey = (address: string) => `${keyPrefix}seq:${address}`;

  for (const [name, client] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    client.on('error', (error: unknown) => logger.warn({ err: error, connection: name }, 'realtime redis error'));
  }
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== eventsChannel) return;
    const event = parseWireMessage(message);
    if (event) deliver(event);
    else logger.warn({ channel }, 'realtime: malformed message on the events channel');
  });
  const subscribed = subscriber.subscribe(eventsChannel);
  subscribed.catch((error: unknown) => logger.error({ err: error }, 'realtime: could not subscribe to redis'));

  return {
    async publish(address, payloadJson) {
      // Our own events come back through the subscription; make sure it is live first.
      await within(subscribed, SUBSCRIBE_WAIT_MS);
      const seq = await publisher.eval(PUBLISH_SCRIPT, 1, seqKey(address), eventsChannel, `${address}\n${payloadJson}`, SEQ_TTL_MS);
      return Number(seq);
    },
    async currentSeq(address) {
      // A channel someone subscribes to is alive: keep its counter from expiring.
      const results = await publisher.multi().get(seqKey(address)).pexpire(seqKey(address), SEQ_TTL_MS).exec();
      const [error, value] = results?.[0] ?? [null, null];
      if (error) throw error;
      return value === null ? 0 : Number(value);
    },
    async ready() {
      await subscribed;
    },
    async close() {
      await Promise.all([closeClient(subscriber), closeClient(publisher)]);
    },
  };
}
