/**
 * Estimates the offset between the server's clock and this device's (server = device + offset).
 * The server's time is authoritative for countdowns; the device clock may be minutes off.
 *
 * Each ping/pong gives a sample `serverTime + rtt / 2 - receivedAt`; the sample with the
 * shortest round trip is the least distorted by network delay, so it wins. The welcome message
 * gives a first, rougher sample (its travel time is unknown) used until a pong arrives.
 */
const MAX_SAMPLES = 8;

type Sample = { offsetMs: number; rttMs: number };

export function createClockEstimator() {
  let samples: Sample[] = [];
  let roughOffsetMs: number | null = null;

  const best = (): number => {
    if (samples.length === 0) return roughOffsetMs ?? 0;
    return samples.reduce((winner, sample) => (sample.rttMs < winner.rttMs ? sample : winner)).offsetMs;
  };

  return {
    /** A new connection: the device clock may have jumped meanwhile, so old samples go. */
    welcome(serverTime: number, receivedAt: number): void {
      samples = [];
      roughOffsetMs = serverTime - receivedAt;
    },
    pong(sentAt: number, serverTime: number, receivedAt: number): void {
      const rttMs = receivedAt - sentAt;
      if (!(rttMs >= 0)) return; // the device clock went backwards mid-flight: no usable sample
      samples.push({ offsetMs: Math.round(serverTime + rttMs / 2 - receivedAt), rttMs });
      if (samples.length > MAX_SAMPLES) samples.shift();
    },
    offsetMs: (): number => best(),
  };
}

export type ClockEstimator = ReturnType<typeof createClockEstimator>;
