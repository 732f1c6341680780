import {
  formatNumber,
  gameName,
  ROOM_PERIOD_MAX_S,
  ROOM_PERIOD_MIN_S,
  type AdminRoomTypeView,
} from '@fairround/shared';
import {
  Alert,
  App,
  Button,
  InputNumber,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useStaffCan } from '../../lib/access';
import { ROUNDS_EDITORS } from './access';
import { useRoomTypes, useUpdateRoomType } from './api';
import { EffectiveTiming, OverrideNotice } from './effective-timing';

/** One row's editable period and enabled flag, saved together. */
function RowEditor({ row, canEdit }: { row: AdminRoomTypeView; canEdit: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const update = useUpdateRoomType();
  const name = t('rounds.typeLabel', { game: gameName(language, row.roomType) });
  const [period, setPeriod] = useState<number | null>(row.periodS);
  const [enabled, setEnabled] = useState(row.enabled);
  const shortest = Math.max(ROOM_PERIOD_MIN_S, row.lockS + row.drawDelayS + 1);
  const validPeriod = period !== null && period >= shortest && period <= ROOM_PERIOD_MAX_S;
  const changed = period !== row.periodS || enabled !== row.enabled;
  const save = () =>
    update.mutate(
      { roomType: row.roomType, periodS: period ?? row.periodS, enabled },
      {
        onSuccess: () => void message.success(t('rounds.saved')),
        onError: (error) => void message.error(isApiError(error) ? error.info : String(error)),
      },
    );
  return (
    <Space wrap>
      <InputNumber
        aria-label={`${t('rounds.roomTypes.period')} · ${name}`}
        min={shortest}
        max={ROOM_PERIOD_MAX_S}
        precision={0}
        value={period}
        onChange={setPeriod}
        status={validPeriod ? undefined : 'error'}
        disabled={!canEdit}
        style={{ width: 120 }}
      />
      <Switch
        aria-label={`${t('rounds.roomTypes.enabled')} · ${name}`}
        checked={enabled}
        onChange={setEnabled}
        disabled={!canEdit}
      />
      {canEdit && (
        <Button type="primary" onClick={save} disabled={!changed || !validPeriod} loading={update.isPending}>
          {t('rounds.save')}
        </Button>
      )}
    </Space>
  );
}

/** Room types: the draw schedule of each, and whether it runs (owners change it). */
export function RoomTypesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canEdit = useStaffCan(ROUNDS_EDITORS);
  const types = useRoomTypes();
  const seconds = (num: number) => t('rounds.roomTypes.seconds', { num });
  const columns: TableColumnsType<AdminRoomTypeView> = [
    {
      title: t('rounds.roomType'),
      key: 'type',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>
            {t('rounds.typeLabel', { game: gameName(language, row.roomType) })}
          </Typography.Text>
          <Typography.Text type="secondary">{t(`rounds.kinds.${row.kind}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: `${t('rounds.roomTypes.period')} · ${t('rounds.roomTypes.enabled')}`,
      key: 'edit',
      render: (_, row) => <RowEditor key={`${row.roomType}:${row.updatedAt}`} row={row} canEdit={canEdit} />,
    },
    { title: t('rounds.roomTypes.lock'), dataIndex: 'lockS', render: seconds },
    { title: t('rounds.roomTypes.drawDelay'), dataIndex: 'drawDelayS', render: seconds },
    {
      title: t('rounds.roomTypes.effective'),
      key: 'effective',
      render: (_, row) => <EffectiveTiming type={row} />,
    },
    {
      title: t('rounds.roomTypes.chainLength'),
      dataIndex: 'chainLength',
      render: (value: number) => <Tag>{formatNumber(value, language)}</Tag>,
    },
    {
      title: t('rounds.roomTypes.updatedAt'),
      dataIndex: 'updatedAt',
      render: (value: number) => formatDateTime(new Date(value).toISOString(), language),
    },
  ];
  return (
    <>
      <PageHeader title={t('rounds.roomTypes.title')} subtitle={t('rounds.roomTypes.subtitle')} />
      {!canEdit && <Alert type="info" showIcon message={t('rounds.readOnly')} className="section-alert" />}
      {types.isError && (
        <Alert type="error" showIcon message={t('rounds.loadFailed')} className="section-alert" />
      )}
      <OverrideNotice types={types.data?.list ?? []} />
      <Typography.Paragraph type="secondary">
        {t('rounds.roomTypes.periodHelp', { min: ROOM_PERIOD_MIN_S, max: ROOM_PERIOD_MAX_S })}
      </Typography.Paragraph>
      <Table<AdminRoomTypeView>
        rowKey="roomType"
        columns={columns}
        dataSource={types.data?.list ?? []}
        loading={types.isPending}
        pagination={false}
      />
    </>
  );
}
