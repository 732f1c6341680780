import { webAccount } from './web-account.js';
import { webCashier } from './web-cashier.js';
import { webSupport } from './web-support.js';
import { webContent } from './web-content.js';
import { webFairness } from './web-fairness.js';
import { webHome } from './web-home.js';
import { webUpdate } from './web-update.js';
import { webRounds } from './web-rounds.js';
import { webProtection } from './web-protection.js';
import { webVerification } from './web-verification.js';
import { webHistory } from './web-history.js';
import { webFinance } from './web-finance.js';
import { webNotifications } from './web-notifications.js';

/** Player app texts. Keys are grouped by screen or feature. */
export const web = {
  ...webAccount,
  cashier: webCashier,
  support: webSupport,
  rounds: webRounds,
  fairness: webFairness,
  content: webContent,
  protection: webProtection,
  verification: webVerification,
  history: webHistory,
  finance: webFinance,
  notifications: webNotifications,
  app: {
    name: 'Fairround',
    loading: 'Loading…',
    loadFailedTitle: 'Fairround could not load',
    loadFailedDescription: 'Check your connection and try again.',
    offline: {
      title: 'You are offline.',
      serverTitle: 'The server cannot be reached.',
      body: 'Retrying; this screen updates by itself when the connection is back.',
    },
    screenFailed: 'This screen could not be opened.',
    screenFailedBody: 'Reload the app to get its latest version.',
  },
  common: {
    retry: 'Try again',
  },
  nav: {
    main: 'Main navigation',
    back: 'Back',
    home: 'Home',
    recharge: 'Recharge',
    service: 'Service',
    my: 'My',
  },
  home: webHome,
  update: webUpdate,
  language: {
    title: 'Language',
    current: 'Current language',
  },
  notFound: {
    title: 'Page not found',
    description: 'This page does not exist or is not available yet.',
    goHome: 'Go to Home',
  },
};
