import type { UiLanguage } from '../i18n/languages.js';
import type { VipLevelKey, VipPrivilegeKey } from './vip-levels.js';

/**
 * Account texts in every UI language: VIP level names, privilege lines for the /vip page
 * (`{num}` = count, `{level}` = level name) and the SMS the server sends (`{code}`, `{minutes}`).
 * Typed per language so a missing text fails the typecheck; a test compares placeholders.
 */
export type AccountTexts = {
  vipLevels: Record<VipLevelKey, string>;
  vipPrivileges: Record<VipPrivilegeKey, string>;
  smsVerification: string;
};

export const ACCOUNT_TEXTS: Record<UiLanguage, AccountTexts> = {
  'en-US': {
    vipLevels: {
      bronze: 'Bronze',
      silver: 'Silver',
      gold: 'Gold',
      platinum: 'Platinum',
      diamond: 'Diamond',
      master: 'Master',
      king: 'King',
      supreme: 'Supreme',
    },
    vipPrivileges: {
      dailyWithdrawals: 'Up to {num} withdrawals a day',
      roomAccess: 'Entry to rooms open to {level} and lower levels',
    },
    smsVerification:
      'Fairround: your verification code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  },
  vi: {
    vipLevels: {
      bronze: 'Đồng',
      silver: 'Bạc',
      gold: 'Vàng',
      platinum: 'Bạch kim',
      diamond: 'Kim cương',
      master: 'Cao thủ',
      king: 'Vua',
      supreme: 'Tối thượng',
    },
    vipPrivileges: {
      dailyWithdrawals: 'Tối đa {num} lần rút tiền mỗi ngày',
      roomAccess: 'Vào các phòng dành cho cấp {level} trở xuống',
    },
    smsVerification:
      'Fairround: mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút. Không chia sẻ mã với bất kỳ ai.',
  },
  'zh-CN': {
    vipLevels: {
      bronze: '青铜',
      silver: '白银',
      gold: '黄金',
      platinum: '铂金',
      diamond: '钻石',
      master: '大师',
      king: '王者',
      supreme: '至尊',
    },
    vipPrivileges: {
      dailyWithdrawals: '每日最多提现 {num} 次',
      roomAccess: '可进入 {level} 及以下等级开放的房间',
    },
    smsVerification: 'Fairround：您的验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。',
  },
  'zh-TW': {
    vipLevels: {
      bronze: '青銅',
      silver: '白銀',
      gold: '黃金',
      platinum: '鉑金',
      diamond: '鑽石',
      master: '大師',
      king: '王者',
      supreme: '至尊',
    },
    vipPrivileges: {
      dailyWithdrawals: '每日最多提領 {num} 次',
      roomAccess: '可進入 {level} 及以下等級開放的房間',
    },
    smsVerification: 'Fairround：您的驗證碼是 {code}，{minutes} 分鐘內有效。請勿告訴任何人。',
  },
};
