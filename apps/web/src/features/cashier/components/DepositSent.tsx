import type { DepositView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { ClockIcon, RefusedIcon, useMoneyText } from '../../../components/ui';
import { useRecentDeposits } from '../api/deposits';
import { StatusBadge } from './StatusBadge';
import { SuccessCard } from './SuccessCard';

const DEPOSIT_OUTCOME = {
  pending: { title: 'cashier.recharge.successTitle', body: 'cashier.recharge.successBody', tone: 'pending' },
  approved: { title: 'cashier.recharge.approvedTitle', body: 'cashier.recharge.approvedBody', tone: 'done' },
  rejected: {
    title: 'cashier.recharge.rejectedTitle',
    body: 'cashier.recharge.rejectedBody',
    tone: 'refused',
  },
} as const;

/**
 * The request just sent, followed to its real status: the recent-deposits query refetches while
 * it is pending (and at once on the operator's decision, through the live channel), and this
 * card reads the request from there, so "pending" turns into "approved" or "rejected" in place.
 */
export function DepositSent({ deposit, onAgain }: { deposit: DepositView; onAgain: () => void }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const recent = useRecentDeposits();
  const current = recent.data?.list.find((candidate) => candidate.id === deposit.id) ?? deposit;
  const outcome = DEPOSIT_OUTCOME[current.status];
  return (
    <SuccessCard
      title={t(outcome.title)}
      againLabel={t('cashier.recharge.another')}
      onAgain={onAgain}
      tone={outcome.tone}
      icon={
        current.status === 'pending' ? (
          <ClockIcon size={40} />
        ) : current.status === 'rejected' ? (
          <RefusedIcon size={40} />
        ) : undefined
      }
    >
      <p>
        <StatusBadge kind="deposit" status={current.status} />
      </p>
      <p>{t(outcome.body, { amount: moneyText(current.amount) })}</p>
      {current.status === 'rejected' && current.reason && (
        <p>{t('cashier.recharge.rejectedReason', { reason: current.reason })}</p>
      )}
    </SuccessCard>
  );
}
