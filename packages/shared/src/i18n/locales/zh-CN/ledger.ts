import type { HouseAccountType, LedgerCode, PlayerAccountType } from '../../../ledger/ledger-codes.js';

export const ledger = {
  reasons: {
    deposit: '充值',
    withdrawal_hold: '提现',
    withdrawal_paid: '提现已支付',
    withdrawal_refund: '提现失败退款',
    admin_adjustment: '运营调整',
    bet_stake: '下注',
    bet_payout: '开奖中奖',
    bet_cancel: '撤单',
    bet_settle_loss: '开奖未中',
    staking_in: '转入理财',
    staking_interest: '理财收益',
    staking_principal_return: '理财本金返还',
    staking_reserve_funding: '理财储备金注资',
    staking_reserve_release: '理财储备金释放',
  } satisfies Record<LedgerCode, string>,
  playerAccounts: {
    cash: '余额',
    withdrawal_hold: '提现处理中',
    bet_escrow: '未结算注单',
    staking: '理财本金',
  } satisfies Record<PlayerAccountType, string>,
  houseAccounts: {
    deposits: '充值',
    withdrawals: '已支付提现',
    game: '游戏盈亏',
    staking_interest: '已注入储备金的理财资金',
    adjustments: '人工调整',
    staking_reserve: '理财收益储备金',
  } satisfies Record<HouseAccountType, string>,
  direction: {
    income: '收入',
    expense: '支出',
  },
};
