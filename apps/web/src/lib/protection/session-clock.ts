import { useEffect, useState } from 'react';

const SECOND_MS = 1000;

/** "01:02:03": hours (unbounded), minutes and seconds of a duration; negative counts as zero. */
export function formatElapsed(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / SECOND_MS));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * Milliseconds since the server's `startedAt`, re-rendered on every new second. `clockOffsetMs`
 * is how far the server's clock is ahead of this device's. One `setTimeout` at a time, aimed at
 * the next whole second (a test clock can fast-forward it), cleared with the component.
 */
export function useElapsedMs(startedAt: number | null, clockOffsetMs: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setDeviceNow(Date.now());
      const elapsed = Date.now() + clockOffsetMs - startedAt;
      const untilNextSecond = SECOND_MS - (((elapsed % SECOND_MS) + SECOND_MS) % SECOND_MS);
      timer = setTimeout(tick, untilNextSecond);
    };
    // At once too: the time kept since mounting may be older than this start.
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [startedAt, clockOffsetMs]);
  return startedAt === null ? 0 : deviceNow + clockOffsetMs - startedAt;
}
