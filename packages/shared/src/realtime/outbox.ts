/**
 * Paces outgoing messages below the server's per-connection rate limit (which closes the socket
 * when exceeded): a token bucket a little smaller and slower than the server's, with a queue, so
 * re-subscribing many channels after a reconnect trickles out instead of tripping the limit.
 */
export type OutboxOptions = {
  messages: number;
  windowMs: number;
  now: () => number;
  send: (frame: string) => void;
};

export function createOutbox({ messages, windowMs, now, send }: OutboxOptions) {
  let tokens = messages;
  let refilledAt = now();
  let queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refillPerMs = messages / windowMs;

  const refill = () => {
    const current = now();
    tokens = Math.min(messages, tokens + (current - refilledAt) * refillPerMs);
    refilledAt = current;
  };

  const drain = () => {
    refill();
    while (tokens >= 1 && queue.length > 0) {
      tokens -= 1;
      send(queue.shift() as string);
    }
    if (queue.length > 0 && timer === null) {
      timer = setTimeout(() => {
        timer = null;
        drain();
      }, Math.ceil((1 - tokens) / refillPerMs));
    }
  };

  return {
    push(frame: string): void {
      queue.push(frame);
      drain();
    },
    /** A new connection starts with a full bucket on the server, and nothing left to send. */
    reset(): void {
      queue = [];
      if (timer !== null) clearTimeout(timer);
      timer = null;
      tokens = messages;
      refilledAt = now();
    },
  };
}
