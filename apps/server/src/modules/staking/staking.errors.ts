import { ErrorCode } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Staking rejections, each a catalogue code (docs/staking.md lists when each is answered). */
export const amountRequired = () => new AppError(ErrorCode.StakingAmountRequired, { field: 'amount' });
export const belowTierMinimum = (num: string) =>
  new AppError(ErrorCode.StakingBelowMinimum, { field: 'amount', params: { num } });
export const aboveMaximum = (num: string) =>
  new AppError(ErrorCode.StakingAboveMaximum, { field: 'amount', params: { num } });
export const poolFull = (num: string) =>
  new AppError(ErrorCode.StakingPoolFull, { field: 'amount', params: { num } });
export const productUnavailable = () =>
  new AppError(ErrorCode.StakingProductUnavailable, { field: 'tierId' });
export const releaseAboveHeadroom = (num: string) =>
  new AppError(ErrorCode.StakingReleaseAboveHeadroom, { field: 'amount', params: { num } });
