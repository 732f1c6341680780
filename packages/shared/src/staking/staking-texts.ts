import type { UiLanguage } from '../i18n/languages.js';

export type StakingRulesText = {
  /** The rules sheet, one sentence a line, in the order shown. */
  rules: readonly string[];
  /** The risk notice shown next to the transfer-in (PRODUCT.md §8). */
  riskNotice: string;
};

/**
 * The staking rules as the player reads them, in every language; `/api/Finance/products` answers
 * the request's language. They state what the server enforces: daily interest from a reserve
 * that backs every open position, the principal back once at maturity, and no early exit.
 */
export const STAKING_RULES_TEXTS: Record<UiLanguage, StakingRulesText> = {
  'en-US': {
    rules: [
      'Interest is paid into your balance every 24 hours after the transfer-in, for the number of days of the product.',
      "Your principal returns to your balance once, at maturity, together with the last day's interest.",
      'There is no early exit: a position cannot be closed or withdrawn before it matures.',
      'Every position is fully reserved: the operator keeps a reserve that covers all interest promised to open positions, and a transfer-in is accepted only when the reserve also covers its interest.',
      "Each day's interest is rounded down to the smallest currency unit; the last day pays the remainder, so the total is exactly principal × daily rate × days, rounded down once.",
    ],
    riskNotice:
      'Staking is not a bank deposit. Your principal is locked until maturity. Only stake money you will not need for the whole period.',
  },
  vi: {
    rules: [
      'Lãi được cộng vào số dư của bạn sau mỗi 24 giờ kể từ lúc chuyển vào, trong suốt số ngày của gói.',
      'Tiền gốc được hoàn về số dư một lần khi đáo hạn, cùng với lãi của ngày cuối cùng.',
      'Không thể rút trước hạn: vị thế không thể đóng hoặc rút ra trước khi đáo hạn.',
      'Mọi vị thế đều được bảo đảm đầy đủ: nhà điều hành duy trì một quỹ dự trữ đủ chi trả toàn bộ tiền lãi đã cam kết cho các vị thế đang mở, và chỉ chấp nhận chuyển vào khi quỹ dự trữ còn đủ chi trả cả tiền lãi của khoản mới.',
      'Lãi mỗi ngày được làm tròn xuống đến đơn vị tiền nhỏ nhất; ngày cuối cùng trả phần còn lại, nên tổng lãi đúng bằng gốc × lãi suất ngày × số ngày, chỉ làm tròn xuống một lần.',
    ],
    riskNotice:
      'Staking không phải là tiền gửi ngân hàng. Tiền gốc bị khóa cho đến khi đáo hạn. Chỉ tham gia bằng số tiền bạn không cần dùng trong suốt kỳ hạn.',
  },
  'zh-CN': {
    rules: [
      '自转入起每满 24 小时，利息计入您的余额一次，持续该产品的天数。',
      '本金在到期时一次性退回余额，并同时支付最后一天的利息。',
      '不可提前退出：仓位在到期前不能关闭或提取。',
      '所有仓位均有全额储备：运营方保留一笔储备金，足以支付所有未到期仓位已承诺的利息；只有储备金同样足以支付新仓位的利息时，才会接受转入。',
      '每日利息向下取整到最小货币单位；最后一天支付余数，因此总利息恰好等于本金 × 日利率 × 天数，只取整一次。',
    ],
    riskNotice: '质押不是银行存款。本金在到期前处于锁定状态。请仅使用在整个周期内都不需要动用的资金参与。',
  },
  'zh-TW': {
    rules: [
      '自轉入起每滿 24 小時，利息計入您的餘額一次，持續該產品的天數。',
      '本金在到期時一次性退回餘額，並同時支付最後一天的利息。',
      '不可提前退出：倉位在到期前不能關閉或提領。',
      '所有倉位均有全額儲備：營運方保留一筆儲備金，足以支付所有未到期倉位已承諾的利息；只有儲備金同樣足以支付新倉位的利息時，才會接受轉入。',
      '每日利息無條件捨去至最小貨幣單位；最後一天支付餘數，因此總利息恰好等於本金 × 日利率 × 天數，只捨去一次。',
    ],
    riskNotice: '質押不是銀行存款。本金在到期前處於鎖定狀態。請僅使用在整個週期內都不需要動用的資金參與。',
  },
};
