import type { StakingTransferInResponse } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, Page } from '../../components/ui';
import { ProtectionBanner } from '../../components/protection/ProtectionBanner';
import { BalanceStrip } from '../../components/wallet/BalanceStrip';
import { useProtectionBlock } from '../../lib/protection';
import { useUserInfo } from '../../lib/user-info';
import { PayPasswordPrompt } from './components/PayPasswordPrompt';
import { ProductGate } from './components/ProductGate';
import { TransferInForm } from './components/TransferInForm';
import { TransferResult } from './components/TransferResult';
import './finance.css';

/**
 * `/producttransferin?tier=<id>` (players): balance, the tier's terms and limits, the form and
 * its confirmation, then the position the server opened. A player without a payment password
 * is sent to set one first.
 */
export default function TransferInPage() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  const [result, setResult] = useState<StakingTransferInResponse | null>(null);
  // A time-out or self-exclusion closes staking: said at the top, the transfer button disabled.
  const block = useProtectionBlock('staking');

  let content;
  if (result) {
    content = <TransferResult result={result} />;
  } else if (userInfo.isError && !userInfo.data) {
    content = (
      <ErrorState
        title={t('finance.transferIn.profileFailed')}
        onRetry={() => void userInfo.refetch()}
        retrying={userInfo.isFetching}
      />
    );
  } else if (!userInfo.data) {
    content = <LoadingState />;
  } else if (userInfo.data.noPassword2 === 1) {
    content = <PayPasswordPrompt />;
  } else {
    const balance = userInfo.data.money;
    content = (
      <ProductGate>
        {(product, products) => (
          <TransferInForm
            product={product}
            products={products}
            balance={balance}
            onDone={setResult}
            closed={block !== null}
          />
        )}
      </ProductGate>
    );
  }

  return (
    <Page title={t('finance.transferIn.title')}>
      <ProtectionBanner action="staking" block={block} />
      <BalanceStrip label={t('finance.common.balance')} />
      {content}
    </Page>
  );
}
