import type { DepositMethod, DepositView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { ClockIcon, RefusedIcon, useMoneyText } from '../../../components/ui';
import { useRecentDeposits } from '../api/deposits';
import { CancelDepositButton } from './CancelDepositButton';
import { DepositMethodDetails } from './DepositMethodDetails';
import { DepositReference } from './DepositReference';
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
  cancelled: {
    title: 'cashier.recharge.cancelledTitle',
    body: 'cashier.recharge.cancelledBody',
    tone: 'neutral',
  },
} as const;

/**
 * The request just sent, followed to its real status: the recent-deposits query refetches while
 * it is pending (and at once on the operator's decision, through the live channel), and this
 * card reads the request from there, so "pending" turns into "approved" or "rejected" in place.
 * It shows the request's reference (copyable) and, while pending, where to pay (`method`, as the
 * player chose it) and a way to cancel it.
 */
export function DepositSent({
  deposit,
  method,
  onAgain,
}: {
  deposit: DepositView;
  method?: DepositMethod | undefined;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const recent = useRecentDeposits();
  const current = recent.data?.list.find((candidate) => candidate.id === deposit.id) ?? deposit;
  const outcome = DEPOSIT_OUTCOME[current.status];
  const pending = current.status === 'pending';
  return (
    <SuccessCard
      title={t(outcome.title)}
      againLabel={t('cashier.recharge.another')}
      onAgain={onAgain}
      tone={outcome.tone}
      icon={
        pending ? (
          <ClockIcon size={40} />
        ) : current.status === 'rejected' || current.status === 'cancelled' ? (
          <RefusedIcon size={40} />
        ) : undefined
      }
      details={
        <>
          <DepositReference deposit={current} />
          {pending && method && <DepositMethodDetails method={method} />}
        </>
      }
      actions={pending ? <CancelDepositButton deposit={current} /> : undefined}
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
