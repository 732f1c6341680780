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
    loading: '載入中…',
    loadFailedTitle: 'Fairround 載入失敗',
    loadFailedDescription: '請檢查網路連線後重試。',
    offline: {
      title: '網路已中斷。',
      serverTitle: '無法連線至伺服器。',
      body: '正在重試，網路恢復後頁面會自動更新。',
    },
    screenFailed: '無法開啟此頁面。',
    screenFailedBody: '請重新載入應用程式以取得最新版本。',
  },
  common: {
    retry: '重試',
  },
  nav: {
    main: '主導覽',
    back: '返回',
    home: '首頁',
    recharge: '儲值',
    service: '客服',
    my: '我的',
  },
  home: webHome,
  update: webUpdate,
  language: {
    title: '語言',
    current: '目前語言',
  },
  notFound: {
    title: '找不到頁面',
    description: '此頁面不存在或尚未開放。',
    goHome: '返回首頁',
  },
} satisfies Catalogue['web'];
