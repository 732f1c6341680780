import type { UiLanguage } from '../i18n/languages.js';
import type { VipLevelKey, VipPrivilegeKey } from './vip-levels.js';

/**
 * Account texts in every UI language: VIP level names, privilege lines for the /vip page
 * (`{level}` = level name) and the SMS the server sends (`{code}`, `{minutes}`).
 * Typed per language so a missing text fails the typecheck; a test compares placeholders.
 */
export type AccountTexts = {
  vipLevels: Record<VipLevelKey, string>;
  /**
   * Privilege lines without a count. "Up to N withdrawals a day" needs a plural, so it is an
   * i18next text of each app (`account.vip.dailyWithdrawals_one/_other`, `vip.dailyWithdrawals_…`).
   */
  vipPrivileges: Record<Exclude<VipPrivilegeKey, 'dailyWithdrawals'>, string>;
  smsVerification: string;
  /**
   * Sent instead of a code when someone asks a registration code for a phone that already has
   * an account: the answer on screen is the same either way, so only the phone's owner learns it.
   */
  smsAlreadyRegistered: string;
  /** The pay-password recovery code: named as such, so a code nobody asked for raises the alarm. */
  smsPayPasswordReset: string;
  /** A phone change's code to the registered phone: says the account is about to leave it. */
  smsPhoneChangeOld: string;
  /** A phone change's code to the new phone. */
  smsPhoneChangeNew: string;
  /**
   * Sent instead of the new phone's code when that phone already has an account: the player
   * asking sees the same answer either way, so only the phone's owner learns why no code came.
   */
  smsPhoneTaken: string;
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
      roomAccess: 'Entry to rooms open to {level} and lower levels',
    },
    smsVerification:
      'Fairround: your verification code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
    smsAlreadyRegistered:
      'Fairround: someone asked to register a new account with this number, which already has one. If it was you, log in or reset your password. If not, you can ignore this message.',
    smsPayPasswordReset:
      'Fairround: your code to reset your PAY password is {code}. It expires in {minutes} minutes. If you did not ask for it, change your login password now.',
    smsPhoneChangeOld:
      'Fairround: your code to MOVE your account to a new phone number is {code}. It expires in {minutes} minutes. If you did not ask for it, change your login password now.',
    smsPhoneChangeNew:
      'Fairround: your code to link this phone number to your account is {code}. It expires in {minutes} minutes. Never share it with anyone.',
    smsPhoneTaken:
      'Fairround: someone asked to move their account to this number, which already has an account. Nothing was changed. If it was you, use another number. If not, you can ignore this message.',
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
      roomAccess: 'Vào các phòng dành cho cấp {level} trở xuống',
    },
    smsVerification:
      'Fairround: mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút. Không chia sẻ mã với bất kỳ ai.',
    smsAlreadyRegistered:
      'Fairround: có người muốn đăng ký tài khoản mới bằng số này, nhưng số này đã có tài khoản. Nếu là bạn, hãy đăng nhập hoặc đặt lại mật khẩu. Nếu không, bạn có thể bỏ qua tin nhắn này.',
    smsPayPasswordReset:
      'Fairround: mã đặt lại mật khẩu THANH TOÁN của bạn là {code}. Mã hết hạn sau {minutes} phút. Nếu không phải bạn yêu cầu, hãy đổi mật khẩu đăng nhập ngay.',
    smsPhoneChangeOld:
      'Fairround: mã CHUYỂN tài khoản của bạn sang số điện thoại mới là {code}. Mã hết hạn sau {minutes} phút. Nếu không phải bạn yêu cầu, hãy đổi mật khẩu đăng nhập ngay.',
    smsPhoneChangeNew:
      'Fairround: mã liên kết số điện thoại này với tài khoản của bạn là {code}. Mã hết hạn sau {minutes} phút. Không chia sẻ mã với bất kỳ ai.',
    smsPhoneTaken:
      'Fairround: có người muốn chuyển tài khoản của họ sang số này, nhưng số này đã có tài khoản. Không có gì thay đổi. Nếu là bạn, hãy dùng số khác. Nếu không, bạn có thể bỏ qua tin nhắn này.',
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
      roomAccess: '可进入 {level} 及以下等级开放的房间',
    },
    smsVerification: 'Fairround：您的验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。',
    smsAlreadyRegistered:
      'Fairround：有人想用此号码注册新账户，但该号码已有账户。如果是您本人，请直接登录或重置密码；如果不是，请忽略此短信。',
    smsPayPasswordReset:
      'Fairround：您重置支付密码的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请立即修改登录密码。',
    smsPhoneChangeOld:
      'Fairround：您将账户【更换到新手机号】的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请立即修改登录密码。',
    smsPhoneChangeNew:
      'Fairround：您将此手机号绑定到账户的验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。',
    smsPhoneTaken:
      'Fairround：有人想把账户更换到此号码，但该号码已有账户，未做任何更改。如果是您本人，请使用其他号码；如果不是，请忽略此短信。',
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
      roomAccess: '可進入 {level} 及以下等級開放的房間',
    },
    smsVerification: 'Fairround：您的驗證碼是 {code}，{minutes} 分鐘內有效。請勿告訴任何人。',
    smsAlreadyRegistered:
      'Fairround：有人想用此號碼註冊新帳戶，但該號碼已有帳戶。如果是您本人，請直接登入或重設密碼；如果不是，請忽略此簡訊。',
    smsPayPasswordReset:
      'Fairround：您重設支付密碼的驗證碼是 {code}，{minutes} 分鐘內有效。如非本人操作，請立即修改登入密碼。',
    smsPhoneChangeOld:
      'Fairround：您將帳戶【更換到新手機號碼】的驗證碼是 {code}，{minutes} 分鐘內有效。如非本人操作，請立即修改登入密碼。',
    smsPhoneChangeNew:
      'Fairround：您將此手機號碼綁定到帳戶的驗證碼是 {code}，{minutes} 分鐘內有效。請勿告訴任何人。',
    smsPhoneTaken:
      'Fairround：有人想把帳戶更換到此號碼，但該號碼已有帳戶，未做任何更改。如果是您本人，請使用其他號碼；如果不是，請忽略此簡訊。',
  },
};
