import { formatRoundResult, ownValue, type AdminRoundView, type RoundResult } from '@fairround/shared';
import { Alert, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { Money } from '../../components/money';
import { useRoomTypes, useRounds } from './api';
import { OverrideNotice, OverrideTag } from './effective-timing';
import { RoomTypePicker, useRoomTypeParam } from './room-type-picker';

const STATE_COLORS: Record<string, string> = {
  scheduled: 'default',
  open: 'processing',
  locked: 'warning',
  drawn: 'cyan',
  settled: 'success',
};

/** A round is created ahead with state `open`; before its opening time it is only scheduled. */
function shownState(round: AdminRoundView, now: number): string {
  return round.state === 'open' && round.opensAt > now ? 'scheduled' : round.state;
}

function ResultCell({ result }: { result: RoundResult | null }) {
  if (!result) return <Typography.Text type="secondary">—</Typography.Text>;
  return <Typography.Text className="money">{formatRoundResult(result)}</Typography.Text>;
}

/** Rounds of a room type, latest first: result, orders, staked, paid, and the public proof. */
export function RoundsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [roomType, setRoomType] = useRoomTypeParam();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const rounds = useRounds(roomType, paging.page, paging.pageSize);
  const types = useRoomTypes().data?.list ?? [];
  const type = types.find((entry) => entry.roomType === roomType);
  const columns: TableColumnsType<AdminRoundView> = [
    {
      title: t('rounds.rounds.seqno'),
      key: 'seqno',
      render: (_, round) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong className="money">
            {round.seqno}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('rounds.rounds.chain', { sequence: round.chainSequence, n: round.n })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('rounds.rounds.state'),
      key: 'state',
      render: (_, round) => {
        const state = shownState(round, Date.now());
        return (
          <Tag color={ownValue(STATE_COLORS, state)}>{t(`rounds.rounds.states.${state}`, { defaultValue: state })}</Tag>
        );
      },
    },
    {
      title: t('rounds.rounds.drawsAt'),
      dataIndex: 'drawsAt',
      render: (value: number) => formatDateTime(new Date(value).toISOString(), language),
    },
    {
      title: t('rounds.rounds.result'),
      dataIndex: 'result',
      render: (result: RoundResult | null) => <ResultCell result={result} />,
    },
    { title: t('rounds.rounds.orders'), dataIndex: 'orders', align: 'right' },
    {
      title: t('rounds.rounds.staked'),
      dataIndex: 'staked',
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: t('rounds.rounds.paid'),
      dataIndex: 'paid',
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: t('rounds.rounds.proof'),
      key: 'proof',
      render: (_, round) =>
        round.result ? (
          <a href={round.proofPath} target="_blank" rel="noreferrer">
            {t('rounds.rounds.verify')}
          </a>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('rounds.rounds.title')}
        subtitle={t('rounds.rounds.subtitle')}
        extra={
          <RoomTypePicker
            value={roomType}
            onChange={(next) => {
              setRoomType(next);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
          />
        }
      />
      <OverrideNotice types={type ? [type] : []} />
      {type ? (
        <div className="rounds-timing" data-testid="rounds-timing">
          <Typography.Text type="secondary">
            {t('rounds.roomTypes.roundsTiming', {
              period: type.effective.periodS,
              lock: type.effective.lockS,
              delay: type.effective.drawDelayS,
            })}
          </Typography.Text>
          <OverrideTag type={type} />
        </div>
      ) : null}
      {rounds.isError && (
        <Alert type="error" showIcon className="section-alert" message={t('rounds.loadFailed')} />
      )}
      <Table<AdminRoundView>
        rowKey="id"
        columns={columns}
        dataSource={rounds.data?.list ?? []}
        loading={rounds.isPending}
        locale={{ emptyText: t('rounds.rounds.empty') }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: rounds.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </>
  );
}
