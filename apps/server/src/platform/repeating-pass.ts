/**
 * A background pass on a timer: the first right at start, the next `intervalMs` after each one
 * ends (so passes never overlap), until stopped. A failed pass is reported and the timer goes on.
 */
export function startRepeatingPass(deps: {
  run: () => Promise<void>;
  onError: (error: unknown) => void;
  intervalMs: number;
}): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const loop = () => {
    deps
      .run()
      .catch(deps.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, deps.intervalMs);
      });
  };
  timer = setTimeout(loop, 0);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
