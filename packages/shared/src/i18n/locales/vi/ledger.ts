import type { HouseAccountType, LedgerCode, PlayerAccountType } from '../../../ledger/ledger-codes.js';

export const ledger = {
  reasons: {
    deposit: 'Nạp tiền',
    withdrawal_hold: 'Rút tiền',
    withdrawal_paid: 'Đã chi trả rút tiền',
    withdrawal_refund: 'Hoàn tiền rút thất bại',
    admin_adjustment: 'Điều chỉnh bởi nhà điều hành',
    bet_stake: 'Đặt cược',
    bet_payout: 'Thắng kỳ',
    bet_cancel: 'Hủy cược',
    bet_settle_loss: 'Thua kỳ',
    staking_in: 'Chuyển vào staking',
    staking_interest: 'Lãi staking',
    staking_principal_return: 'Hoàn gốc staking',
    staking_reserve_funding: 'Nạp quỹ dự trữ staking',
    staking_reserve_release: 'Rút quỹ dự trữ staking',
  } satisfies Record<LedgerCode, string>,
  playerAccounts: {
    cash: 'Số dư',
    withdrawal_hold: 'Đang rút tiền',
    bet_escrow: 'Cược đang chờ',
    staking: 'Gốc staking',
  } satisfies Record<PlayerAccountType, string>,
  houseAccounts: {
    deposits: 'Tiền nạp',
    withdrawals: 'Tiền rút đã chi trả',
    game: 'Kết quả trò chơi',
    staking_interest: 'Tiền staking đã đưa vào quỹ dự trữ',
    adjustments: 'Điều chỉnh thủ công',
    staking_reserve: 'Quỹ dự trữ lãi staking',
  } satisfies Record<HouseAccountType, string>,
  direction: {
    income: 'Thu',
    expense: 'Chi',
  },
};
