import { ErrorCode, moneyParam, type MinorUnits } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Game rejections, each a catalogue code (docs/rounds.md lists when each is answered). */
export const roomIdEmpty = () => new AppError(ErrorCode.RoomIdEmpty, { field: 'roomid' });
export const roundIdEmpty = () => new AppError(ErrorCode.PeriodEmpty, { field: 'gameid' });
export const roomNotFound = () => new AppError(ErrorCode.RoomNotFound, { field: 'roomid' });
export const gameNotFound = (field = 'type') => new AppError(ErrorCode.GameNotFound, { field });
export const tradingStopped = () => new AppError(ErrorCode.TradingStopped);
export const noActiveRound = () => new AppError(ErrorCode.NoActiveRound, { field: 'gameid' });
export const bettingClosed = () => new AppError(ErrorCode.OutsideBettingTime);
export const betInfoEmpty = () => new AppError(ErrorCode.BetInfoEmpty, { field: 'order_info' });
export const tooManyOptions = (num: number) =>
  new AppError(ErrorCode.TooManyOptions, { field: 'order_info', params: { num } });
export const badOrderInfo = () =>
  new AppError(ErrorCode.IncompleteParameters, { field: 'order_info', params: { field: 'order_info' } });
export const incorrectAmount = () => new AppError(ErrorCode.IncorrectAmount, { field: 'order_info' });
export const amountNotPositive = () => new AppError(ErrorCode.AmountNotPositive, { field: 'order_info' });
export const belowMinimumBuy = (minor: MinorUnits) =>
  new AppError(ErrorCode.BelowMinimumBuy, { params: { num: moneyParam(minor) } });
export const balanceInsufficient = () => new AppError(ErrorCode.BalanceInsufficient);
export const balanceBelowMinJoin = (minor: MinorUnits) =>
  new AppError(ErrorCode.BalanceBelowMinJoin, { params: { num: moneyParam(minor) } });
export const vipLevelTooLow = () => new AppError(ErrorCode.VipLevelTooLow);
export const oddsChanged = () => new AppError(ErrorCode.OddsChanged, { field: 'order_info' });
export const orderKeyReused = () =>
  new AppError(ErrorCode.IncompleteParameters, { field: 'order_key', params: { field: 'order_key' } });
export const orderNotFound = () => new AppError(ErrorCode.OrderNotFound, { field: 'order_id' });
export const cancellationFailed = () => new AppError(ErrorCode.CancellationFailed);
export const notFound = (field: string) => new AppError(ErrorCode.NotFound, { field });
