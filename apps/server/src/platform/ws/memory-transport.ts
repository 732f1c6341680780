/** An event on its way from a publisher to the hubs: the seq is already assigned. */
export type TransportEvent = { address: string; seq: number; payloadJson: string };

/** How the hub moves events: in-process, or across instances through Redis. */
export type Transport = {
  /** Assigns the next seq of `address`, delivers the event to every hub, resolves with the seq. */
  publish(address: string, payloadJson: string): Promise<number>;
  currentSeq(address: string): Promise<number>;
  /** Resolves once events published anywhere reach this instance. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** One process: seqs live in a map and delivery is immediate. */
export function createMemoryTransport(deliver: (event: TransportEvent) => void): Transport {
  const seqs = new Map<string, number>();
  return {
    async publish(address, payloadJson) {
      const seq = (seqs.get(address) ?? 0) + 1;
      seqs.set(address, seq);
      deliver({ address, seq, payloadJson });
      return seq;
    },
    async currentSeq(address) {
      return seqs.get(address) ?? 0;
    },
    async ready() {},
    async close() {},
  };
}
