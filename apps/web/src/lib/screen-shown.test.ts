import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterScreenShown } from './screen-shown';

afterEach(() => {
  vi.useRealTimers();
});

/** Records when the promise settles, so a test can step the clock and frames past it. */
function watch(promise: Promise<void>): { settled: boolean } {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe('afterScreenShown', () => {
  it('waits two frames and then the time a drawn frame takes to reach the display', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const shown = watch(afterScreenShown());

    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.settled).toBe(false);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(99);
    expect(shown.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.settled).toBe(true);
  });

  it('does not wait for frames a hidden tab never runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const shown = watch(afterScreenShown());

    await vi.advanceTimersByTimeAsync(249);
    expect(shown.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.settled).toBe(true);
    vi.unstubAllGlobals();
  });
});
