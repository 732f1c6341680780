import { AlertOutlined, SyncOutlined } from '@ant-design/icons';
import { formatTime, RISK_SIGNAL_KINDS, type RiskSignalKind } from '@fairround/shared';
import { Alert, Button, Card, Select, Space, Switch, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type RouteObject } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { RequireRoles } from '../../components/require-roles';
import { RiskSignalsSection } from '../../components/risk-signals';
import { PLAYER_READERS, useStaffCan } from '../../lib/access';
import { useLanguage } from '../../lib/i18n';
import { useRiskList } from '../../lib/risk';
import { RiskThresholdsCard } from './risk-thresholds-card';

const isKind = (value: string | null): value is RiskSignalKind =>
  value !== null && (RISK_SIGNAL_KINDS as readonly string[]).includes(value);

/**
 * The risk signals (issue #26): every kind or one, reviewed ones on request. The kind is in the
 * address (`/risk?kind=shared_ip`), so the dashboard's digest links straight to a kind.
 */
export function RiskPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const kindParam = search.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const includeReviewed = search.get('reviewed') === '1';
  const list = useRiskList({ kind, includeReviewed });
  const data = list.data;
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setSearch(next, { replace: true });
  };
  return (
    <div data-testid="risk-page">
      <PageHeader
        title={t('risk.title')}
        subtitle={t('risk.subtitle')}
        extra={
          <Button icon={<SyncOutlined spin={list.isFetching} />} onClick={() => void list.refetch()}>
            {t('risk.refresh')}
          </Button>
        }
      />
      {data ? <RiskThresholdsCard thresholds={data.thresholds} /> : null}
      <Card className="detail-card">
        <Space wrap size="large" style={{ marginBottom: 12 }}>
          <Select<string>
            aria-label={t('risk.columns.kind')}
            data-testid="risk-kind"
            style={{ minWidth: 260 }}
            value={kind ?? 'all'}
            onChange={(value) => update({ kind: value === 'all' ? null : value })}
            options={[
              { value: 'all', label: t('risk.allKinds') },
              ...RISK_SIGNAL_KINDS.map((value) => ({ value, label: t(`risk.kinds.${value}`) })),
            ]}
          />
          <Space>
            <Switch
              checked={includeReviewed}
              onChange={(checked) => update({ reviewed: checked ? '1' : null })}
              aria-label={t('risk.includeReviewed')}
              data-testid="risk-include-reviewed"
            />
            <span>{t('risk.includeReviewed')}</span>
          </Space>
          {data ? (
            <Typography.Text type="secondary">
              {t('risk.computedAt', { time: formatTime(data.computedAt, language, undefined, 'seconds') })}
            </Typography.Text>
          ) : null}
        </Space>
        <Alert type="info" showIcon className="section-alert" message={t('risk.deviceNote')} data-testid="risk-device-note" />
        <Typography.Paragraph type="secondary">{t('risk.failuresNote')}</Typography.Paragraph>
        {data?.truncated.map((truncated) => (
          <Alert
            key={truncated}
            type="warning"
            showIcon
            className="section-alert"
            message={`${t(`risk.kinds.${truncated}`)}: ${t('risk.truncated', { num: 500 })}`}
          />
        ))}
        <RiskSignalsSection list={list} emptyText={t('risk.empty')} />
      </Card>
    </div>
  );
}

export const riskRoutes: RouteObject[] = [
  {
    path: 'risk',
    element: (
      <RequireRoles roles={PLAYER_READERS}>
        <RiskPage />
      </RequireRoles>
    ),
  },
];

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The sidebar entry, for the roles the server lets read the signals (owner, finance, support). */
export function useRiskMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const readers = useStaffCan(PLAYER_READERS);
  return readers ? [{ key: '/risk', icon: <AlertOutlined />, label: t('risk.nav') }] : [];
}
