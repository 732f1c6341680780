import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { CASHIER_SETTINGS_EDITORS, useStaffCan } from '../../lib/access';
import { currencyQuery } from '../../lib/currency';
import { useCashierConfig, useDepositMethods } from './api';
import { CashierConfigForm, CashierConfigSummary } from './cashier-config-form';
import { DepositMethodsForm, DepositMethodsTable } from './deposit-methods-form';

/** Loading, failure with a retry, or the section's content. */
function Section({
  query,
  failedText,
  children,
}: {
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  failedText: string;
  children: ReactNode | null;
}) {
  const { t } = useTranslation();
  if (children) return children;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={failedText}
        description={query.error?.message}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return <Skeleton active paragraph={{ rows: 5 }} />;
}

/**
 * Deposit instructions (bank accounts, chain addresses) and the cashier's limits: owners edit,
 * finance reads. Saved lists come back from the server, which remounts the forms clean.
 */
export function CashierSettingsPage() {
  const { t } = useTranslation();
  const canEdit = useStaffCan(CASHIER_SETTINGS_EDITORS);
  const methods = useDepositMethods();
  const config = useCashierConfig();
  const currency = useQuery(currencyQuery());
  const configFailed = config.isError ? config : currency;
  return (
    <>
      <PageHeader title={t('cashier.settings.title')} subtitle={t('cashier.settings.subtitle')} />
      {!canEdit ? (
        <Alert type="info" showIcon className="section-alert" message={t('cashier.settings.readOnly')} />
      ) : null}
      <Card title={t('cashier.methods.title')} className="settings-card" data-testid="deposit-methods">
        <Alert type="info" showIcon className="section-alert" message={t('cashier.methods.intro')} />
        <Section query={methods} failedText={t('cashier.methods.loadFailed')}>
          {methods.data ? (
            canEdit ? (
              <DepositMethodsForm key={methods.dataUpdatedAt} methods={methods.data} />
            ) : (
              <DepositMethodsTable methods={methods.data} />
            )
          ) : null}
        </Section>
      </Card>
      <Card title={t('cashier.config.title')} data-testid="cashier-config">
        <Section query={configFailed} failedText={t('cashier.config.loadFailed')}>
          {config.data && currency.data ? (
            canEdit ? (
              <CashierConfigForm key={config.dataUpdatedAt} config={config.data} currency={currency.data} />
            ) : (
              <CashierConfigSummary config={config.data} currency={currency.data} />
            )
          ) : null}
        </Section>
      </Card>
    </>
  );
}
