import { ErrorCode, moneyParam, type MinorUnits } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Staking rejections, each a catalogue code (docs/staking.md lists when each is answered). */
export const amountRequired = () => new AppError(ErrorCode.StakingAmountRequired, { field: 'amount' });
export const belowTierMinimum = (minor: MinorUnits) =>
  new AppError(ErrorCode.StakingBelowMinimum, { field: 'amount', params: { num: moneyParam(minor) } });
export const aboveMaximum = (minor: MinorUnits) =>
  new AppError(ErrorCode.StakingAboveMaximum, { field: 'amount', params: { num: moneyParam(minor) } });
export const poolFull = (minor: MinorUnits) =>
  new AppError(ErrorCode.StakingPoolFull, { field: 'amount', params: { num: moneyParam(minor) } });
export const productUnavailable = () =>
  new AppError(ErrorCode.StakingProductUnavailable, { field: 'tierId' });
export const releaseAboveHeadroom = (minor: MinorUnits) =>
  new AppError(ErrorCode.StakingReleaseAboveHeadroom, {
    field: 'amount',
    params: { num: moneyParam(minor) },
  });
