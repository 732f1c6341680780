import type { CurrencyConfig, VerificationSettings } from '@fairround/shared';
import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../components/load-failed-alert';
import { Money } from '../../components/money';
import { OWNER_ONLY, useStaffCan } from '../../lib/access';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { useVerificationSettings } from './api';
import { VerificationSettingsForm } from './settings-form';

/** Finance's view of the settings: what they are, without a form. */
function SettingsSummary({
  settings,
  currency,
}: {
  settings: VerificationSettings;
  currency: CurrencyConfig | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} size="small" bordered data-testid="verification-settings-summary">
      <Descriptions.Item label={t('verification.settings.mode')}>
        {t(`verification.settings.modes.${settings.mode}`)}
      </Descriptions.Item>
      {settings.mode === 'above_amount' && settings.threshold ? (
        <Descriptions.Item
          label={t('verification.settings.threshold', { currency: currencyLabel(currency) })}
        >
          <Money value={settings.threshold} />
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('verification.settings.retention')}>
        {settings.retentionDays}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('verification.settings.retentionHelp', { num: settings.retentionDays })}
        </Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * When a withdrawal needs an approved verification and how long files are kept: the owner edits
 * (with the step-up code), finance reads.
 */
export function VerificationSettingsCard() {
  const { t } = useTranslation();
  const canEdit = useStaffCan(OWNER_ONLY);
  const settings = useVerificationSettings();
  const currency = useCurrency();
  let body;
  if (settings.data && canEdit && currency)
    body = (
      <VerificationSettingsForm key={settings.dataUpdatedAt} settings={settings.data} currency={currency} />
    );
  else if (settings.data && !canEdit) body = <SettingsSummary settings={settings.data} currency={currency} />;
  else if (settings.isError)
    body = (
      <LoadFailedAlert
        message={t('verification.settings.loadFailed')}
        description={settings.error.message}
        onRetry={() => void settings.refetch()}
        className=""
      />
    );
  else body = <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Card
      title={t('verification.settings.title')}
      className="verification-settings-card"
      data-testid="verification-settings"
    >
      <Typography.Paragraph type="secondary">{t('verification.settings.intro')}</Typography.Paragraph>
      {canEdit ? null : (
        <Alert type="info" showIcon className="section-alert" message={t('verification.settings.readOnly')} />
      )}
      {body}
    </Card>
  );
}
