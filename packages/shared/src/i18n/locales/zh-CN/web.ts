import type { Catalogue } from '../../catalogue.js';
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
    loading: '加载中…',
    loadFailedTitle: 'Fairround 加载失败',
    loadFailedDescription: '请检查网络连接后重试。',
    offline: {
      title: '网络已断开。',
      serverTitle: '无法连接服务器。',
      body: '正在重试，网络恢复后页面会自动更新。',
    },
    screenFailed: '无法打开此页面。',
    screenFailedBody: '请重新加载应用以获取最新版本。',
  },
  common: {
    retry: '重试',
  },
  nav: {
    main: '主导航',
    back: '返回',
    home: '首页',
    recharge: '充值',
    service: '客服',
    my: '我的',
  },
  home: webHome,
  update: webUpdate,
  language: {
    title: '语言',
    current: '当前语言',
  },
  notFound: {
    title: '页面不存在',
    description: '此页面不存在或尚未开放。',
    goHome: '返回首页',
  },
} satisfies Catalogue['web'];
