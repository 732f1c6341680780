import { formatNumber, gameName, type AdminChainView } from '@fairround/shared';
import {
  Alert,
  App,
  Button,
  Popconfirm,
  Progress,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useStaffCan } from '../../lib/access';
import { ROUNDS_EDITORS } from './access';
import { useChains, usePublishChain } from './api';
import { RoomTypePicker, useRoomTypeParam } from './room-type-picker';

const STATUS_COLORS: Record<AdminChainView['status'], string> = {
  in_use: 'success',
  waiting: 'processing',
  used_up: 'default',
};

/** Fairness chains of a room type: how much of each is left, and publishing the next one. */
export function ChainsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const [roomType, setRoomType] = useRoomTypeParam();
  const canEdit = useStaffCan(ROUNDS_EDITORS);
  const chains = useChains(roomType);
  const publish = usePublishChain();
  const columns: TableColumnsType<AdminChainView> = [
    {
      title: t('rounds.chains.sequence'),
      dataIndex: 'sequence',
      render: (value: number) => <Typography.Text strong>#{value}</Typography.Text>,
    },
    {
      title: t('rounds.chains.status'),
      dataIndex: 'status',
      render: (status: AdminChainView['status']) => (
        <Tag color={STATUS_COLORS[status]}>{t(`rounds.chains.statuses.${status}`)}</Tag>
      ),
    },
    {
      title: t('rounds.chains.length'),
      dataIndex: 'length',
      align: 'right',
      render: (value: number) => formatNumber(value, language),
    },
    {
      title: t('rounds.chains.used'),
      dataIndex: 'used',
      align: 'right',
      render: (value: number) => formatNumber(value, language),
    },
    {
      title: t('rounds.chains.remaining'),
      key: 'remaining',
      width: 200,
      render: (_, chain) => (
        <div>
          <Typography.Text className="money">{formatNumber(chain.remaining, language)}</Typography.Text>
          {/* Whole percent from integers, for the bar only. */}
          <Progress
            percent={Math.floor((chain.remaining * 100) / chain.length)}
            size="small"
            showInfo={false}
          />
        </div>
      ),
    },
    {
      title: t('rounds.chains.terminatingHash'),
      dataIndex: 'terminatingHash',
      render: (value: string) => (
        <Typography.Text
          code
          copyable={{ text: value }}
          ellipsis={{ tooltip: value }}
          style={{ maxWidth: 220 }}
        >
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('rounds.chains.salt'),
      dataIndex: 'salt',
      render: (value: string) => (
        <Typography.Text
          code
          copyable={{ text: value }}
          ellipsis={{ tooltip: value }}
          style={{ maxWidth: 160 }}
        >
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('rounds.chains.publishedAt'),
      dataIndex: 'publishedAt',
      render: (value: number) => formatDateTime(new Date(value).toISOString(), language),
    },
  ];
  const publishButton = canEdit ? (
    <Popconfirm
      title={t('rounds.chains.publish')}
      description={t('rounds.chains.publishConfirm', { game: gameName(language, roomType) })}
      okText={t('rounds.chains.publish')}
      cancelText={t('rounds.cancel')}
      onConfirm={() =>
        publish.mutateAsync(roomType).then(
          (chain) => void message.success(t('rounds.chains.published', { sequence: chain.sequence })),
          (error: unknown) => void message.error(isApiError(error) ? error.info : String(error)),
        )
      }
    >
      <Button type="primary" loading={publish.isPending}>
        {t('rounds.chains.publish')}
      </Button>
    </Popconfirm>
  ) : null;
  return (
    <>
      <PageHeader
        title={t('rounds.chains.title')}
        subtitle={t('rounds.chains.subtitle')}
        extra={
          <>
            <RoomTypePicker value={roomType} onChange={setRoomType} />
            {publishButton}
          </>
        }
      />
      {chains.isError && (
        <Alert type="error" showIcon className="section-alert" message={t('rounds.loadFailed')} />
      )}
      <Table<AdminChainView>
        rowKey="id"
        columns={columns}
        dataSource={chains.data?.list ?? []}
        loading={chains.isPending}
        pagination={false}
      />
    </>
  );
}
