import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSessionView } from '../../../lib/protection';
import { nextRealityCheckAt } from '../lib/reality-check-schedule';
import { useForgetTokenAtHome } from '../lib/use-log-out-to-home';

const RealityCheckDialog = lazy(() => import('./RealityCheckDialog'));

/**
 * The app-wide reality check (PRODUCT §9). Checks fall every interval counted from the server's
 * session start; at each one the session is read again (time and net result are the server's)
 * and the dialog shows. One `setTimeout` at a time, cleared with the component, aimed through
 * the clock offset: `Date.now()` only measures the time passing. A new interval chosen on
 * /responsible reaches the cached session, so the next check follows it without a reload.
 */
export function RealityCheck() {
  const session = useSessionView();
  const { refetch } = session;
  const data = session.data ?? null;
  const startedAt = typeof data?.startedAt === 'number' ? data.startedAt : null;
  const offsetMs = data?.clockOffsetMs ?? 0;
  const minutes = typeof data?.realityCheckMinutes === 'number' ? data.realityCheckMinutes : 0;
  const [open, setOpen] = useState(false);
  // The last check shown (server time): a small change of the offset never shows it twice.
  const lastShownAt = useRef<number | null>(null);
  useForgetTokenAtHome();

  useEffect(() => {
    if (startedAt === null || open) return;
    const dueAt = nextRealityCheckAt({
      startedAt,
      minutes,
      serverNow: Date.now() + offsetMs,
      lastShownAt: lastShownAt.current,
    });
    if (dueAt === null) return;
    const timer = setTimeout(
      () => {
        lastShownAt.current = dueAt;
        void refetch().finally(() => setOpen(true));
      },
      Math.max(0, dueAt - (Date.now() + offsetMs)),
    );
    return () => clearTimeout(timer);
  }, [startedAt, offsetMs, minutes, open, refetch]);

  if (!open || !data || startedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog session={data} onContinue={() => setOpen(false)} />
    </Suspense>
  );
}
