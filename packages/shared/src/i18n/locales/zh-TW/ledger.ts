import type { HouseAccountType, LedgerCode, PlayerAccountType } from '../../../ledger/ledger-codes.js';

export const ledger = {
  reasons: {
    deposit: '儲值',
    withdrawal_hold: '提現',
    withdrawal_paid: '提現已支付',
    withdrawal_refund: '提現失敗退款',
    admin_adjustment: '營運調整',
    bet_stake: '下注',
    bet_payout: '開獎中獎',
    bet_cancel: '撤單',
    bet_settle_loss: '開獎未中',
    staking_in: '轉入理財',
    staking_interest: '理財收益',
    staking_principal_return: '理財本金返還',
    staking_reserve_funding: '理財儲備金注資',
    staking_reserve_release: '理財儲備金釋放',
  } satisfies Record<LedgerCode, string>,
  playerAccounts: {
    cash: '餘額',
    withdrawal_hold: '提現處理中',
    bet_escrow: '未結算注單',
    staking: '理財本金',
  } satisfies Record<PlayerAccountType, string>,
  houseAccounts: {
    deposits: '儲值',
    withdrawals: '已支付提現',
    game: '遊戲盈虧',
    staking_interest: '已注入儲備金的理財資金',
    adjustments: '人工調整',
    staking_reserve: '理財收益儲備金',
  } satisfies Record<HouseAccountType, string>,
  direction: {
    income: '收入',
    expense: '支出',
  },
};
