import type { DepositView } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  HeadsetIcon,
  LinkButton,
  LoadingState,
  Page,
  WalletIcon,
} from '../../components/ui';
import { ProtectionBanner } from '../../components/protection/ProtectionBanner';
import { BalanceStrip } from '../../components/wallet/BalanceStrip';
import { useAppConfig } from '../../lib/app-config';
import { useProtectionBlock } from '../../lib/protection';
import { useDepositMethods } from './api/deposits';
import { DepositSent } from './components/DepositSent';
import { RechargeForm } from './components/RechargeForm';
import { RecentDeposits } from './components/RecentDeposits';
import './cashier.css';

/** Support: the operator's external link when set, else the in-app support screen. */
function SupportLink() {
  const { t } = useTranslation();
  const { supportUrl } = useAppConfig();
  const label = (
    <>
      <HeadsetIcon size={20} />
      {t('cashier.common.contactSupport')}
    </>
  );
  if (!supportUrl) {
    return (
      <LinkButton to="/ServicePage" variant="secondary">
        {label}
      </LinkButton>
    );
  }
  return (
    <a
      className="fr-link-button fr-link-button--secondary fr-link-button--medium"
      href={supportUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label}
    </a>
  );
}

function DepositsUnavailable() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<WalletIcon size={40} />}
      title={t('cashier.recharge.unavailableTitle')}
      description={t('cashier.recharge.unavailableBody')}
      action={<SupportLink />}
    />
  );
}

/** `/recharge` (tab bar): ask for a deposit with the operator's instructions, then follow it. */
export default function RechargePage() {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const [sent, setSent] = useState<DepositView | null>(null);
  // A break or a deposit limit used up: said at the top, the request button disabled.
  const block = useProtectionBlock('deposit');

  let main;
  if (methods.isError) {
    main = (
      <ErrorState
        title={t('cashier.recharge.methodsFailed')}
        onRetry={() => void methods.refetch()}
        retrying={methods.isFetching}
      />
    );
  } else if (!methods.data) {
    main = <LoadingState />;
  } else if (methods.data.methods.length === 0) {
    main = <DepositsUnavailable />;
  } else if (sent) {
    main = (
      <DepositSent
        deposit={sent}
        method={methods.data.methods.find((candidate) => candidate.id === sent.method.id)}
        onAgain={() => setSent(null)}
      />
    );
  } else {
    main = <RechargeForm options={methods.data} onSent={setSent} closed={block !== null} />;
  }

  return (
    <Page title={t('cashier.recharge.title')} back={false}>
      <ProtectionBanner action="deposit" block={block} />
      <BalanceStrip label={t('cashier.common.balance')} />
      {main}
      <RecentDeposits />
    </Page>
  );
}
