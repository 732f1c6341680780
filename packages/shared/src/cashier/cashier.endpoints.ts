import { z } from 'zod';
import { stepUpOtpBodyShape as otp } from '../console/staff.js';
import { defineEndpoint } from '../contract/endpoint.js';
import {
  adminAdjustResultSchema,
  adminDepositMethodsSchema,
  adminDepositViewSchema,
  adminWithdrawalViewSchema,
  cashierDashboardSummarySchema,
  ledgerCheckSchema,
  playerLedgerPageSchema,
} from './cashier-console.js';
import {
  addBankcardBodyShape,
  adminAdjustBodyShape,
  adminCashierConfigUpdateBodyShape,
  adminDepositApproveBodyShape,
  adminDepositMethodsUpdateBodyShape,
  adminDepositRejectBodyShape,
  adminDepositsListBodyShape,
  adminPlayerLedgerBodyShape,
  adminWithdrawalApproveBodyShape,
  adminWithdrawalRejectBodyShape,
  adminWithdrawalsListBodyShape,
  cashierConfigViewSchema,
  cashierIdBodyShape,
  cashierPageBodyShape,
  cashierPagedSchema,
  depositMethodsResponseSchema,
  depositViewSchema,
  financeFlowBodyShape,
  fundFlowResponseSchema,
  rechargeBodyShape,
  withdrawalAccountViewSchema,
  withdrawalViewSchema,
  withdrawBodyShape,
  withdrawInfoSchema,
} from './cashier-schemas.js';

/** The player's cashier calls: the seed's paths (§7) plus `/api/Cashier/*` (docs/cashier.md). */
export const cashierEndpoints = {
  methods: defineEndpoint({
    path: '/api/Cashier/methods',
    auth: 'public',
    response: depositMethodsResponseSchema,
  }),
  recharge: defineEndpoint({
    path: '/api/Game/recharge',
    auth: 'player',
    body: rechargeBodyShape,
    response: depositViewSchema,
  }),
  deposits: defineEndpoint({
    path: '/api/Cashier/deposits',
    auth: 'player',
    body: cashierPageBodyShape,
    response: cashierPagedSchema(depositViewSchema),
  }),
  deposit: defineEndpoint({
    path: '/api/Cashier/deposit',
    auth: 'player',
    body: cashierIdBodyShape,
    response: depositViewSchema,
  }),
  /** Cancels the player's own pending request; again on a cancelled one answers it unchanged. */
  cancelDeposit: defineEndpoint({
    path: '/api/Cashier/cancelDeposit',
    auth: 'player',
    body: cashierIdBodyShape,
    response: depositViewSchema,
  }),
  withdrawalAccounts: defineEndpoint({
    path: '/api/Game/getBankcardlist',
    auth: 'player',
    response: z.array(withdrawalAccountViewSchema),
  }),
  addWithdrawalAccount: defineEndpoint({
    path: '/api/Game/addbankcard',
    auth: 'player',
    body: addBankcardBodyShape,
    response: withdrawalAccountViewSchema,
  }),
  removeWithdrawalAccount: defineEndpoint({
    path: '/api/Game/delbankcard',
    auth: 'player',
    body: cashierIdBodyShape,
    response: z.object({ id: z.string() }),
  }),
  /** The seed answers `data = 1` on success. */
  withdraw: defineEndpoint({
    path: '/api/Game/withdraw',
    auth: 'player',
    body: withdrawBodyShape,
    response: z.literal(1),
  }),
  withdrawals: defineEndpoint({
    path: '/api/Cashier/withdrawals',
    auth: 'player',
    body: cashierPageBodyShape,
    response: cashierPagedSchema(withdrawalViewSchema),
  }),
  withdrawal: defineEndpoint({
    path: '/api/Cashier/withdrawal',
    auth: 'player',
    body: cashierIdBodyShape,
    response: withdrawalViewSchema,
  }),
  withdrawInfo: defineEndpoint({
    path: '/api/Cashier/withdrawInfo',
    auth: 'player',
    response: withdrawInfoSchema,
  }),
  fundFlow: defineEndpoint({
    path: '/api/Game/getfinanceflow',
    auth: 'player',
    body: financeFlowBodyShape,
    response: fundFlowResponseSchema,
  }),
};

/** The console's cashier calls (`/api/admin/...`); money actions carry the staff's `otp`. */
export const cashierAdminEndpoints = {
  deposits: defineEndpoint({
    path: '/api/admin/deposits/list',
    auth: 'staff',
    body: adminDepositsListBodyShape,
    response: cashierPagedSchema(adminDepositViewSchema),
  }),
  approveDeposit: defineEndpoint({
    path: '/api/admin/deposits/approve',
    auth: 'staff',
    stepUp: true,
    body: { ...adminDepositApproveBodyShape, ...otp },
    response: adminDepositViewSchema,
  }),
  rejectDeposit: defineEndpoint({
    path: '/api/admin/deposits/reject',
    auth: 'staff',
    body: adminDepositRejectBodyShape,
    response: adminDepositViewSchema,
  }),
  withdrawals: defineEndpoint({
    path: '/api/admin/withdrawals/list',
    auth: 'staff',
    body: adminWithdrawalsListBodyShape,
    response: cashierPagedSchema(adminWithdrawalViewSchema),
  }),
  approveWithdrawal: defineEndpoint({
    path: '/api/admin/withdrawals/approve',
    auth: 'staff',
    stepUp: true,
    body: { ...adminWithdrawalApproveBodyShape, ...otp },
    response: adminWithdrawalViewSchema,
  }),
  rejectWithdrawal: defineEndpoint({
    path: '/api/admin/withdrawals/reject',
    auth: 'staff',
    body: adminWithdrawalRejectBodyShape,
    response: adminWithdrawalViewSchema,
  }),
  adjust: defineEndpoint({
    path: '/api/admin/players/adjust',
    auth: 'staff',
    stepUp: true,
    body: { ...adminAdjustBodyShape, ...otp },
    response: adminAdjustResultSchema,
  }),
  playerLedger: defineEndpoint({
    path: '/api/admin/players/ledger',
    auth: 'staff',
    body: adminPlayerLedgerBodyShape,
    response: playerLedgerPageSchema,
  }),
  checkLedger: defineEndpoint({
    path: '/api/admin/ledger/check',
    auth: 'staff',
    response: ledgerCheckSchema,
  }),
  dashboard: defineEndpoint({
    path: '/api/admin/dashboard/summary',
    auth: 'staff',
    response: cashierDashboardSummarySchema,
  }),
  config: defineEndpoint({
    path: '/api/admin/cashier/config/get',
    auth: 'staff',
    response: cashierConfigViewSchema,
  }),
  updateConfig: defineEndpoint({
    path: '/api/admin/cashier/config/update',
    auth: 'staff',
    stepUp: true,
    body: { ...adminCashierConfigUpdateBodyShape, ...otp },
    response: cashierConfigViewSchema,
  }),
  depositMethods: defineEndpoint({
    path: '/api/admin/cashier/methods/get',
    auth: 'staff',
    response: adminDepositMethodsSchema,
  }),
  updateDepositMethods: defineEndpoint({
    path: '/api/admin/cashier/methods/update',
    auth: 'staff',
    stepUp: true,
    body: { ...adminDepositMethodsUpdateBodyShape, ...otp },
    response: adminDepositMethodsSchema,
  }),
};
