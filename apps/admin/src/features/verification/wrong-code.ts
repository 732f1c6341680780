import { ErrorCode } from '@fairround/shared';
import type { FormInstance } from 'antd';
import { isApiError } from '../../lib/api';

const isWrongCode = (error: unknown) => isApiError(error) && error.errCode === ErrorCode.TwoFactorWrong;

/** A wrong two-factor code's message goes on the code field, which is cleared for a new try. */
export function markWrongCode(form: Pick<FormInstance, 'setFields'>, error: unknown): void {
  if (isApiError(error) && isWrongCode(error))
    form.setFields([{ name: 'otp', value: '', errors: [error.info] }]);
}

/** The refusal to show above the form: any but a wrong code, which its field already shows. */
export const refusalBesidesCode = (error: unknown): unknown => (isWrongCode(error) ? null : error);
