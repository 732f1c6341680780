import { ErrorCode } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../components/ui';
import { errorText } from '../../../lib/i18n';
import type { AmountProblem } from './amount';

/** The translated message of an amount problem, with the server's catalogue texts for its codes. */
export function useAmountProblemText(): (problem: AmountProblem | null) => string | null {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  return (problem) => {
    if (!problem) return null;
    switch (problem.kind) {
      case 'empty':
        return t('cashier.common.amountRequired');
      case 'format':
        return errorText(ErrorCode.IncorrectAmount);
      case 'notPositive':
        return errorText(ErrorCode.AmountNotPositive);
      case 'belowMin':
        return errorText(ErrorCode.AmountBelowMinimum, { num: moneyText(problem.min) });
      case 'aboveMax':
        return errorText(ErrorCode.AmountAboveMaximum, { num: moneyText(problem.max) });
      case 'overAvailable':
        return t('cashier.withdraw.overWithdrawable', { amount: moneyText(problem.available) });
    }
  };
}
