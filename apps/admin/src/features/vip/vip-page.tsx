import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { OWNER_ONLY, useStaffCan } from '../../lib/access';
import { currencyQuery } from '../../lib/currency';
import { useVipLevels } from './api';
import { VipLevelsForm, VipLevelsTable } from './vip-levels-form';

/** The eight VIP levels: owners edit thresholds and daily withdrawal counts, everyone else reads. */
export function VipPage() {
  const { t } = useTranslation();
  const canEdit = useStaffCan(OWNER_ONLY);
  const levels = useVipLevels();
  const currency = useQuery(currencyQuery());
  const failed = levels.isError ? levels : currency.isError ? currency : null;
  let body;
  if (levels.data && currency.data) {
    body = canEdit ? (
      // A saved table comes back from the server; remounting starts the form from it, clean.
      <VipLevelsForm key={levels.dataUpdatedAt} levels={levels.data} currency={currency.data} />
    ) : (
      <VipLevelsTable levels={levels.data} currency={currency.data} />
    );
  } else if (failed) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('vip.loadFailed')}
        description={failed.error?.message}
        action={<Button onClick={() => void failed.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  }
  return (
    <>
      <PageHeader title={t('vip.title')} subtitle={t('vip.subtitle')} />
      {!canEdit ? <Alert type="info" showIcon className="section-alert" message={t('vip.readOnly')} /> : null}
      <Card>{body}</Card>
    </>
  );
}
