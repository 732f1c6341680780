import type { DepositStatus, WithdrawalStatus } from '@fairround/shared';
import { useTranslation } from 'react-i18next';

type Tone = 'pending' | 'done' | 'refused' | 'neutral';

const TONES: Record<DepositStatus | WithdrawalStatus, Tone> = {
  pending: 'pending',
  approved: 'done',
  paid: 'done',
  rejected: 'refused',
  // The player's own decision: nothing refused, nothing moved.
  cancelled: 'neutral',
};

/** A request's status as a small coloured label, for deposits and withdrawals alike. */
export function StatusBadge({
  kind,
  status,
}: { kind: 'deposit'; status: DepositStatus } | { kind: 'withdrawal'; status: WithdrawalStatus }) {
  const { t } = useTranslation();
  const label =
    kind === 'deposit' ? t(`cashier.deposits.status.${status}`) : t(`cashier.withdrawals.status.${status}`);
  return (
    <span className={`fr-status fr-status--${TONES[status]}`} data-status={status}>
      {label}
    </span>
  );
}
