import { EyeOutlined } from '@ant-design/icons';
import {
  formatTime,
  SMS_OUTBOX_PHONE_MAX_LENGTH,
  type MoneyActionOtp,
  type SmsOutboxMessage,
} from '@fairround/shared';
import { Alert, Button, Card, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import {
  MoneyActionError,
  OtpField,
  otpOf,
  showOtpError,
  TwoFactorMissing,
  useTwoFactorState,
} from '../../components/money-action';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useOutboxView } from './api';

type ViewForm = { phone?: string } & MoneyActionOtp;

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

/** When the messages on screen were read: they do not refresh, each look costs a code. */
function ReadNote({ readAt }: { readAt: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!readAt) return null;
  const time = formatTime(readAt, language, undefined, 'seconds');
  return (
    <Typography.Text type="secondary" className="nowrap" data-testid="sms-read-note">
      {t('sms.readAt', { time })}
    </Typography.Text>
  );
}

/** Says what the outbox is: a trial tool, or empty by design behind a real gateway. */
function ProviderNote({ provider }: { provider: 'outbox' | 'http' | undefined }) {
  const { t } = useTranslation();
  const gateway = provider === 'http';
  return (
    <Alert
      type={gateway ? 'info' : 'warning'}
      showIcon
      className="section-alert"
      message={gateway ? t('sms.httpTitle') : t('sms.trialTitle')}
      description={gateway ? t('sms.httpText') : t('sms.trialText')}
      data-testid={gateway ? 'sms-http-note' : 'sms-trial-note'}
    />
  );
}

/**
 * Messages the outbox SMS provider "sent" (they are only stored), newest first. Owners only: the
 * codes let the reader register or reset a player's password, so each look asks for a fresh
 * two-factor code and is recorded in the audit log; the list never refreshes on its own.
 */
export function SmsOutboxPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ViewForm>();
  const twoFactor = useTwoFactorState();
  const view = useOutboxView();
  const columns = useColumns();
  const [shown, setShown] = useState<{ phone: string | undefined; readAt: number } | null>(null);

  const submit = ({ phone, otp }: ViewForm) => {
    const filter = phone?.trim() || undefined;
    view.mutate(
      { ...(filter ? { phone: filter } : {}), ...otpOf(twoFactor, otp) },
      {
        onSuccess: () => {
          setShown({ phone: filter, readAt: Date.now() });
          // The code is spent: an empty field asks for the next one.
          form.setFieldValue('otp', '');
        },
        onError: (error) => showOtpError(form, error),
      },
    );
  };

  const emptyText = !view.data ? t('sms.locked') : shown?.phone ? t('sms.emptyFiltered') : t('sms.empty');
  return (
    <>
      <PageHeader
        title={t('sms.title')}
        subtitle={t('sms.subtitle')}
        extra={<ReadNote readAt={view.data ? (shown?.readAt ?? null) : null} />}
      />
      <ProviderNote provider={view.data?.provider} />
      {twoFactor.missing ? <TwoFactorMissing /> : <MoneyActionError error={view.error} />}
      <Card className="filters-card filters-card--flat">
        <Form<ViewForm>
          form={form}
          layout="inline"
          requiredMark={false}
          onFinish={submit}
          className="toolbar"
          // The code field carries a help line; the button lines up with the inputs, not below them.
          style={{ alignItems: 'flex-start' }}
        >
          <Form.Item name="phone" label={t('sms.phoneLabel')}>
            <Input
              placeholder={t('sms.phonePlaceholder')}
              allowClear
              inputMode="tel"
              maxLength={SMS_OUTBOX_PHONE_MAX_LENGTH}
              className="toolbar__search"
            />
          </Form.Item>
          <OtpField state={twoFactor} />
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<EyeOutlined aria-hidden />}
              loading={view.isPending}
              disabled={twoFactor.missing}
            >
              {t('sms.show')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Table<SmsOutboxMessage>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={view.data?.list ?? []}
          loading={view.isPending}
          locale={{ emptyText }}
          pagination={false}
        />
      </Card>
    </>
  );
}
