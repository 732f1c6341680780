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
    loading: 'Đang tải…',
    loadFailedTitle: 'Không thể tải Fairround',
    loadFailedDescription: 'Hãy kiểm tra kết nối mạng rồi thử lại.',
    offline: {
      title: 'Mất kết nối mạng.',
      serverTitle: 'Không kết nối được máy chủ.',
      body: 'Đang thử lại, màn hình sẽ tự cập nhật khi có mạng.',
    },
    screenFailed: 'Không mở được màn hình này.',
    screenFailedBody: 'Hãy tải lại ứng dụng để dùng phiên bản mới nhất.',
  },
  common: {
    retry: 'Thử lại',
  },
  nav: {
    main: 'Điều hướng chính',
    back: 'Quay lại',
    home: 'Trang chủ',
    recharge: 'Nạp tiền',
    service: 'Hỗ trợ',
    my: 'Tài khoản',
  },
  home: webHome,
  update: webUpdate,
  language: {
    title: 'Ngôn ngữ',
    current: 'Ngôn ngữ hiện tại',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    description: 'Trang này không tồn tại hoặc chưa được mở.',
    goHome: 'Về trang chủ',
  },
} satisfies Catalogue['web'];
