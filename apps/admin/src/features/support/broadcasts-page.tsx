import { NotificationOutlined } from '@ant-design/icons';
import {
  LANGUAGE_NATIVE_NAMES,
  UI_LANGUAGES,
  type Broadcast,
  type BroadcastAudience,
  type BroadcastStatus,
} from '@fairround/shared';
import { Alert, App, Button, Card, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { TimeCell } from '../../components/cells';
import { BroadcastModal } from './broadcast-modal';
import { useBroadcasts, useCancelBroadcast } from './broadcasts-api';
import './support.css';

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<BroadcastStatus, string> = { scheduled: 'blue', sent: 'green', cancelled: 'default' };

function AudienceText({ audience }: { audience: BroadcastAudience }) {
  const { t } = useTranslation();
  if (audience.kind === 'vip') return <>{t('messages.audience.vip', { level: audience.minLevel })}</>;
  if (audience.kind === 'active') return <>{t('messages.audience.active', { days: audience.days })}</>;
  return <>{t('messages.audience.all')}</>;
}

/** Each language written, labelled, so the list shows exactly what went out. */
function TextsCell({ texts }: { texts: Record<string, string> }) {
  return (
    <dl className="broadcast-texts">
      {UI_LANGUAGES.filter((language) => texts[language]).map((language) => (
        <div key={language}>
          <dt>{LANGUAGE_NATIVE_NAMES[language]}</dt>
          <dd lang={language}>{texts[language]}</dd>
        </div>
      ))}
    </dl>
  );
}

function CancelButton({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useCancelBroadcast();
  return (
    <Popconfirm
      title={t('messages.cancelConfirm')}
      okText={t('messages.cancel')}
      cancelText={t('messages.keep')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onConfirm={() =>
        cancel.mutateAsync(broadcast.id).then(
          () => void message.success(t('messages.cancelDone')),
          () => undefined,
        )
      }
    >
      <Button size="small" danger>
        {t('messages.cancel')}
      </Button>
    </Popconfirm>
  );
}

function useColumns(): TableColumnsType<Broadcast> {
  const { t } = useTranslation();
  return [
    { title: t('messages.columnCreated'), dataIndex: 'createdAt', render: (at: string) => <TimeCell at={at} /> },
    { title: t('messages.columnBy'), dataIndex: 'createdBy' },
    {
      title: t('messages.columnAudience'),
      dataIndex: 'audience',
      render: (audience: BroadcastAudience) => <AudienceText audience={audience} />,
    },
    { title: t('messages.columnText'), dataIndex: 'texts', render: (texts: Record<string, string>) => <TextsCell texts={texts} /> },
    { title: t('messages.columnPush'), dataIndex: 'push', render: (push: boolean) => (push ? t('messages.yes') : t('messages.no')) },
    { title: t('messages.columnSendAt'), dataIndex: 'sendAt', render: (at: string) => <TimeCell at={at} /> },
    {
      title: t('messages.columnStatus'),
      dataIndex: 'status',
      render: (status: BroadcastStatus) => <Tag color={STATUS_COLOURS[status]}>{t(`messages.status.${status}`)}</Tag>,
    },
    {
      title: t('messages.columnRecipients'),
      dataIndex: 'recipients',
      align: 'right',
      render: (recipients: number | null) => (recipients === null ? t('common.none') : recipients),
    },
    {
      key: 'actions',
      render: (_, row) => (row.status === 'scheduled' ? <CancelButton broadcast={row} /> : null),
    },
  ];
}

/** `/messages`: broadcasts to players, newest first, and the form for a new one (owners and support). */
export function BroadcastsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const list = useBroadcasts(page, PAGE_SIZE);
  const columns = useColumns();
  return (
    <>
      <PageHeader
        title={t('messages.title')}
        subtitle={t('messages.subtitle')}
        extra={
          <Button type="primary" icon={<NotificationOutlined />} onClick={() => setWriting(true)}>
            {t('messages.newBroadcast')}
          </Button>
        }
      />
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          className="section-alert"
          message={t('messages.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}
      <Card>
        <Table<Broadcast>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching && !list.data}
          locale={{ emptyText: <Typography.Text type="secondary">{t('messages.empty')}</Typography.Text> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('messages.total', { num: total }),
            onChange: setPage,
          }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {writing ? <BroadcastModal onClose={() => setWriting(false)} /> : null}
    </>
  );
}
