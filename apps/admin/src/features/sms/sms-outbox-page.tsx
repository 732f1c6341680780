import { SyncOutlined } from '@ant-design/icons';
import { SMS_OUTBOX_PHONE_MAX_LENGTH, type SmsOutboxMessage } from '@fairround/shared';
import { Alert, Button, Card, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useOutbox } from './api';

function useColumns(): TableColumnsType<SmsOutboxMessage> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      title: t('sms.columnTime'),
      dataIndex: 'createdAt',
      width: 220,
      render: (at: string) => <span className="nowrap">{formatDateTime(at, language)}</span>,
    },
    {
      title: t('sms.columnPhone'),
      dataIndex: 'phone',
      width: 200,
      render: (phone: string) => <span className="mono nowrap">{phone}</span>,
    },
    {
      title: t('sms.columnText'),
      dataIndex: 'text',
      render: (text: string) => <span className="sms-text">{text}</span>,
    },
  ];
}

/** When the outbox was last read, so staff can tell the polling is alive. */
function RefreshNote({ updatedAt, fetching }: { updatedAt: number; fetching: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!updatedAt) return null;
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(new Date(updatedAt));
  return (
    <Typography.Text type="secondary" className="nowrap" data-testid="sms-refresh-note">
      <SyncOutlined spin={fetching} aria-hidden /> {t('sms.autoRefresh', { time })}
    </Typography.Text>
  );
}

/**
 * Messages the outbox SMS provider "sent" (they are only stored), newest first, polled every
 * 5 seconds while open. With the http provider the list is empty by design and a note says so.
 */
export function SmsOutboxPage() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | undefined>(undefined);
  const outbox = useOutbox(phone);
  const columns = useColumns();
  const viaGateway = outbox.data?.provider === 'http';
  const emptyText = outbox.isError ? t('sms.loadFailed') : phone ? t('sms.emptyFiltered') : t('sms.empty');
  return (
    <>
      <PageHeader
        title={t('sms.title')}
        subtitle={t('sms.subtitle')}
        extra={<RefreshNote updatedAt={outbox.dataUpdatedAt} fetching={outbox.isFetching} />}
      />
      {viaGateway ? (
        <Alert
          type="info"
          showIcon
          className="section-alert"
          message={t('sms.httpTitle')}
          description={t('sms.httpText')}
          data-testid="sms-http-note"
        />
      ) : null}
      <Card className="filters-card filters-card--flat">
        <div className="toolbar">
          <Input.Search
            aria-label={t('sms.phoneLabel')}
            placeholder={t('sms.phonePlaceholder')}
            enterButton={t('sms.search')}
            allowClear
            inputMode="tel"
            maxLength={SMS_OUTBOX_PHONE_MAX_LENGTH}
            onSearch={(value) => setPhone(value.trim() || undefined)}
            className="toolbar__search"
          />
        </div>
      </Card>
      <Card>
        {outbox.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="section-alert"
            message={t('sms.loadFailed')}
            description={outbox.error.message}
            action={<Button onClick={() => void outbox.refetch()}>{t('common.retry')}</Button>}
          />
        ) : null}
        <Table<SmsOutboxMessage>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={outbox.data?.list ?? []}
          loading={outbox.isPending}
          locale={{ emptyText }}
          pagination={false}
        />
      </Card>
    </>
  );
}
