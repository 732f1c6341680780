import { useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * The server's current time, re-rendered a few times a second. `offsetMs` is how far the server's
 * clock is ahead of this device's (measured from the round's `serverTime`); the device clock only
 * measures the passing of time, never the absolute moment.
 */
export function useServerNow(offsetMs: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return deviceNow + offsetMs;
}
