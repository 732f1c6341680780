import { CATALOGUES, UI_LANGUAGES } from '@fairround/shared';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
// The app loads the UI kit (antd-mobile) with its first screen; tests load it up front, so the
// first screen of a test file is not also the one that waits for it to be transformed.
import '../components/ui';
import { imperativeUnmountsPending } from '../components/ui/react19-render';
import { clearToasts } from '../components/ui/toast';
import { Globals } from '@react-spring/web';
import { queryClient } from '../lib/api';
import { addCatalogues, i18n } from '../lib/i18n';
import { clearToken } from '../lib/session';

// Test files run two at a time on small CI machines; a dialog or a refetch can take more than
// testing-library's default second to appear there. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// antd-mobile animates dialogs and sheets with react-spring; in jsdom on a busy machine a close
// animation can outlast a test's wait. Tests check what opens and closes, not the motion.
Globals.assign({ skipAnimation: true });

// The app downloads one language's catalogue at a time; tests have every language at once.
addCatalogues(
  Object.fromEntries(
    UI_LANGUAGES.map((language) => {
      const { web, errors, game, ledger } = CATALOGUES[language];
      return [language, { web, errors, game, ledger }];
    }),
  ),
);

// jsdom has no matchMedia; antd-mobile asks it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  clearToasts();
  clearToken();
  queryClient.clear();
  window.localStorage.clear();
  await i18n.changeLanguage('vi');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await closedToastsUnmounted();
});

// A toast a test did not wait for can still be opening when the file ends (a mutation's
// success message after the refetch the test waited for): close it and let React finish.
afterAll(async () => {
  clearToasts();
  await closedToastsUnmounted();
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
});

/**
 * A closed toast or dialog unmounts its own React root a few ticks later (react19-render.ts), and
 * React then flushes that commit's effects on a later tick. If the file's last test ends first,
 * that work runs after jsdom's teardown and fails with "window is not defined": wait for it.
 */
async function closedToastsUnmounted(): Promise<void> {
  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + 2_000;
  while (Date.now() < deadline && (document.querySelector('.adm-toast-mask') || imperativeUnmountsPending() > 0))
    await tick(10);
  await tick(0);
}
