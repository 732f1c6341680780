import { stepUpOtpBodyShape as otp } from '../console/staff.js';
import { defineEndpoint } from '../contract/endpoint.js';
import {
  adminStakingAccrualStatusSchema,
  adminStakingLimitsUpdateBodyShape,
  adminStakingPositionsListBodyShape,
  adminStakingPositionsResponseSchema,
  adminStakingReserveFundBodyShape,
  adminStakingReserveFundResponseSchema,
  adminStakingSummarySchema,
  adminStakingTierUpdateBodyShape,
  adminStakingTierViewSchema,
  adminStakingTiersResponseSchema,
  stakingAccrualRunSchema,
  stakingPositionBodyShape,
  stakingPositionDetailSchema,
  stakingPositionsBodyShape,
  stakingPositionsResponseSchema,
  stakingProceedsBodyShape,
  stakingProceedsResponseSchema,
  stakingProductsResponseSchema,
  stakingTransferInBodyShape,
  stakingTransferInResponseSchema,
} from './staking-schemas.js';

/** The player's staking calls (`/api/Finance/*`, docs/staking.md). */
export const stakingEndpoints = {
  products: defineEndpoint({
    path: '/api/Finance/products',
    auth: 'public',
    response: stakingProductsResponseSchema,
  }),
  transferIn: defineEndpoint({
    path: '/api/Finance/transferIn',
    auth: 'player',
    body: stakingTransferInBodyShape,
    response: stakingTransferInResponseSchema,
  }),
  positions: defineEndpoint({
    path: '/api/Finance/positions',
    auth: 'player',
    body: stakingPositionsBodyShape,
    response: stakingPositionsResponseSchema,
  }),
  position: defineEndpoint({
    path: '/api/Finance/position',
    auth: 'player',
    body: stakingPositionBodyShape,
    response: stakingPositionDetailSchema,
  }),
  proceeds: defineEndpoint({
    path: '/api/Finance/proceeds',
    auth: 'player',
    body: stakingProceedsBodyShape,
    response: stakingProceedsResponseSchema,
  }),
};

/** The console's staking calls (`/api/admin/staking/*`). */
export const stakingAdminEndpoints = {
  tiers: defineEndpoint({
    path: '/api/admin/staking/tiers/list',
    auth: 'staff',
    response: adminStakingTiersResponseSchema,
  }),
  updateTier: defineEndpoint({
    path: '/api/admin/staking/tiers/update',
    auth: 'staff',
    stepUp: true,
    body: { ...adminStakingTierUpdateBodyShape, ...otp },
    response: adminStakingTierViewSchema,
  }),
  updateLimits: defineEndpoint({
    path: '/api/admin/staking/limits/update',
    auth: 'staff',
    stepUp: true,
    body: { ...adminStakingLimitsUpdateBodyShape, ...otp },
    response: adminStakingTiersResponseSchema,
  }),
  fundReserve: defineEndpoint({
    path: '/api/admin/staking/reserve/fund',
    auth: 'staff',
    stepUp: true,
    body: { ...adminStakingReserveFundBodyShape, ...otp },
    response: adminStakingReserveFundResponseSchema,
  }),
  positions: defineEndpoint({
    path: '/api/admin/staking/positions/list',
    auth: 'staff',
    body: adminStakingPositionsListBodyShape,
    response: adminStakingPositionsResponseSchema,
  }),
  summary: defineEndpoint({
    path: '/api/admin/staking/summary',
    auth: 'staff',
    response: adminStakingSummarySchema,
  }),
  accrualStatus: defineEndpoint({
    path: '/api/admin/staking/accrual/status',
    auth: 'staff',
    response: adminStakingAccrualStatusSchema,
  }),
  runAccrual: defineEndpoint({
    path: '/api/admin/staking/accrual/run',
    auth: 'staff',
    stepUp: true,
    body: otp,
    response: stakingAccrualRunSchema,
  }),
};
