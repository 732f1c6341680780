import { ErrorCode, REPORT_MAX_RANGE_DAYS } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** A range that is not two real dates in order, or longer than a report may cover. */
export const rangeInvalid = (field: 'from' | 'to') =>
  new AppError(ErrorCode.ReportRangeInvalid, { field, params: { num: String(REPORT_MAX_RANGE_DAYS) } });
