import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '../components/ui/toast';
import { queryClient } from '../lib/api';
import { i18n } from '../lib/i18n';
import { clearToken } from '../lib/session';

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
});
