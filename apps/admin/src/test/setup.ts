import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
// antd renders its messages with React 19 only through this hook, as in the console itself.
import '../app/antd-react19';
import { queryClient } from '../lib/api';
import { i18n } from '../lib/i18n';
import { clearToken } from '../lib/session';

// Test files run two at a time on small CI machines; a dialog or a refetch can take more than
// testing-library's default second to appear there. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; antd's grid and tables ask it about breakpoints.
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

// jsdom cannot style pseudo-elements and says so on every antd table; antd only measures scrollbars.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Tests read the console in English; the console's own default (vi) is the catalogue test's job.
beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  cleanup();
  clearToken();
  queryClient.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
