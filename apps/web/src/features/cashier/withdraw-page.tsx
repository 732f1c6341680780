import type { WithdrawInfo } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BankIcon,
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingState,
  Page,
  useMoneyText,
} from '../../components/ui';
import { useRefreshVerificationStatus } from '../../lib/verification';
import { useWithdrawInfo } from './api/withdrawals';
import { DailyLimitNotice } from './components/DailyLimitNotice';
import { PayPasswordPrompt } from './components/PayPasswordPrompt';
import { RecentWithdrawals } from './components/RecentWithdrawals';
import { SuccessCard } from './components/SuccessCard';
import { TurnoverProgress } from './components/TurnoverProgress';
import { VerificationGate } from './components/VerificationGate';
import { WithdrawForm, type WithdrawSent } from './components/WithdrawForm';
import { WithdrawSummary } from './components/WithdrawSummary';
import { withReturn } from './lib/return-to';
import { dailyLimitReached } from './lib/withdraw-form';
import './cashier.css';

/** No withdrawal account yet (PRODUCT §4: "no account → go to /banklist"). */
function NoAccount() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<BankIcon size={40} />}
      title={t('cashier.withdraw.noAccountTitle')}
      description={t('cashier.withdraw.noAccountBody')}
      action={
        <LinkButton to={withReturn('/banklist', '/withdraw')} variant="primary">
          {t('cashier.withdraw.noAccountAction')}
        </LinkButton>
      }
    />
  );
}

/** The request went out; "withdraw again" only while today's count has room for another. */
function WithdrawalSent({
  sent,
  info,
  onAgain,
}: {
  sent: WithdrawSent;
  info: WithdrawInfo;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const usedUp = dailyLimitReached(info.daily);
  return (
    <>
      <SuccessCard
        title={t('cashier.withdraw.successTitle')}
        againLabel={t('cashier.withdraw.another')}
        onAgain={usedUp ? undefined : onAgain}
      >
        <p>
          {t('cashier.withdraw.successBody', {
            amount: moneyText(sent.amount),
            account: sent.account,
            count: info.processingHours,
          })}
        </p>
      </SuccessCard>
      {usedUp && <DailyLimitNotice daily={info.daily} />}
    </>
  );
}

/** What the page shows below the summary, by the player's state: prompt, empty, sent or the form. */
function WithdrawMain({ info }: { info: WithdrawInfo }) {
  const [sent, setSent] = useState<WithdrawSent | null>(null);
  const refreshVerification = useRefreshVerificationStatus();
  if (!info.hasPayPassword) return <PayPasswordPrompt />;
  if (sent) return <WithdrawalSent sent={sent} info={info} onAgain={() => setSent(null)} />;
  if (info.accounts.length === 0) return <NoAccount />;
  return (
    <WithdrawForm
      info={info}
      onSent={(request) => {
        // A withdrawal uses up part of what may go out before verification is needed.
        refreshVerification();
        setSent(request);
      }}
    />
  );
}

/**
 * `/withdraw`: balance, withdrawable amount and the turnover requirement, then the form (or what
 * must come first: identity verification, a payment password, an account), then the latest
 * withdrawals.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();

  let content;
  if (info.isError) {
    content = (
      <ErrorState
        title={t('cashier.withdraw.failed')}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    );
  } else if (!info.data) {
    content = <LoadingState />;
  } else {
    content = (
      <>
        <WithdrawSummary info={info.data} />
        <TurnoverProgress info={info.data} />
        <VerificationGate>
          <WithdrawMain info={info.data} />
        </VerificationGate>
      </>
    );
  }

  return (
    <Page title={t('cashier.withdraw.title')}>
      {content}
      <RecentWithdrawals />
    </Page>
  );
}
