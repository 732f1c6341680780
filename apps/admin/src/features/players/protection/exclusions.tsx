import type { ExclusionView } from '@fairround/shared';
import { Alert, Badge, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEpochFormat } from './format';

/**
 * The time-out or self-exclusion in force (the one ending last), shown first and in red: staff
 * must not miss it when a player asks to play, deposit or have it lifted.
 */
export function ExclusionInForce({ exclusion }: { exclusion: ExclusionView | null }) {
  const { t } = useTranslation();
  const formatTime = useEpochFormat();
  if (!exclusion) {
    return (
      <Alert
        type="success"
        showIcon
        className="section-alert"
        message={t('protection.exclusion.none')}
        data-testid="exclusion-none"
      />
    );
  }
  const title =
    exclusion.kind === 'timeout'
      ? t('protection.exclusion.activeTimeout')
      : t('protection.exclusion.activeSelfExclusion');
  return (
    <Alert
      type="error"
      showIcon
      className="section-alert"
      data-testid="exclusion-in-force"
      message={title}
      description={
        <>
          <div>
            {t('protection.exclusion.activeBody', {
              duration: t(`protection.exclusion.durations.${exclusion.duration}`),
              start: formatTime(exclusion.startsAt),
              end: formatTime(exclusion.endsAt),
            })}
          </div>
          <Typography.Text strong>{t('protection.exclusion.noLift')}</Typography.Text>
        </>
      }
    />
  );
}

/** Every time-out and self-exclusion the player took, newest first; `now` is when they were read. */
export function ExclusionHistory({ exclusions, now }: { exclusions: ExclusionView[]; now: number }) {
  const { t } = useTranslation();
  const formatTime = useEpochFormat();
  const time = (at: number) => <span className="nowrap">{formatTime(at)}</span>;
  const columns: TableColumnsType<ExclusionView> = [
    {
      title: t('protection.exclusion.kind'),
      dataIndex: 'kind',
      render: (kind: ExclusionView['kind']) => t(`protection.exclusion.kinds.${kind}`),
    },
    {
      title: t('protection.exclusion.duration'),
      dataIndex: 'duration',
      render: (duration: ExclusionView['duration']) => t(`protection.exclusion.durations.${duration}`),
    },
    { title: t('protection.exclusion.start'), dataIndex: 'startsAt', render: time },
    { title: t('protection.exclusion.end'), dataIndex: 'endsAt', render: time },
    {
      title: t('protection.exclusion.state'),
      key: 'state',
      render: (_, exclusion) =>
        exclusion.endsAt > now ? (
          <Badge status="error" text={t('protection.exclusion.inForce')} className="nowrap" />
        ) : (
          <Badge status="default" text={t('protection.exclusion.ended')} className="nowrap" />
        ),
    },
  ];
  return (
    <section className="protection-block" data-testid="exclusion-history">
      <Typography.Title level={5}>{t('protection.exclusion.historyTitle')}</Typography.Title>
      <Table<ExclusionView>
        rowKey={(exclusion) => `${exclusion.startsAt}-${exclusion.duration}`}
        size="small"
        columns={columns}
        dataSource={exclusions}
        pagination={false}
        locale={{ emptyText: t('protection.exclusion.empty') }}
      />
    </section>
  );
}
