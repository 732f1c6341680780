import { CheckCircleFilled, CopyOutlined } from '@ant-design/icons';
import type { TwoFactorSetup } from '@fairround/shared';
import { Alert, App, Button, Card, Form, Input, Result, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { useMe } from '../../lib/access';
import { useEnableTwoFactor, useStartTwoFactorSetup } from './api';
import { OtpauthQr } from './otpauth-qr';
import { OwnSessionsCard, PasswordCard } from './password-card';

/** Copies exactly the key shown beside the button, and nothing else, only when clicked. */
function CopyKeyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('security.copied'));
    } catch {
      void message.warning(t('security.copyFailed'));
    }
  };
  return (
    <Button icon={<CopyOutlined />} onClick={() => void copy()}>
      {t('security.copy')}
    </Button>
  );
}

function EnableForm({ setup, onRestart }: { setup: TwoFactorSetup; onRestart: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useMe();
  const enable = useEnableTwoFactor();
  const [form] = Form.useForm<{ otp: string }>();
  const submit = ({ otp }: { otp: string }) =>
    enable.mutate(
      { otp: otp.trim(), username: me.data?.staff.username },
      { onSuccess: () => void message.success(t('security.enabled')) },
    );
  const failure = enable.error && isApiError(enable.error) ? enable.error.info : null;
  return (
    <Steps
      direction="vertical"
      current={3}
      items={[
        {
          title: t('security.step1'),
          status: 'process',
          description: <OtpauthQr uri={setup.otpauthUri} alt={t('security.qrAlt')} />,
        },
        {
          title: t('security.step2'),
          status: 'process',
          description: (
            <Space wrap align="center" className="totp-secret">
              <Typography.Text code className="totp-secret__text" data-testid="totp-secret">
                {setup.secret}
              </Typography.Text>
              <CopyKeyButton text={setup.secret} />
            </Space>
          ),
        },
        {
          title: t('security.step3'),
          status: 'process',
          description: (
            <Form form={form} layout="inline" requiredMark={false} onFinish={submit} className="totp-enable">
              <Form.Item
                name="otp"
                label={t('security.code')}
                rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.otpFormat') }]}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder="000000"
                  style={{ width: 140 }}
                />
              </Form.Item>
              <Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit" loading={enable.isPending}>
                    {t('security.enable')}
                  </Button>
                  <Button onClick={onRestart}>{t('security.restart')}</Button>
                </Space>
              </Form.Item>
              {failure ? (
                <Alert
                  type="error"
                  showIcon
                  message={failure}
                  style={{ marginTop: 12, width: '100%' }}
                  role="alert"
                />
              ) : null}
            </Form>
          ),
        },
      ]}
    />
  );
}

export function SecurityPage() {
  const { t } = useTranslation();
  const me = useMe();
  const start = useStartTwoFactorSetup();
  const enabled = me.data?.staff.twoFactorEnabled ?? false;
  // After an owner reset the password, the console offers nothing but choosing a new one.
  if (me.data?.staff.mustChangePassword) {
    return (
      <>
        <PageHeader title={t('staffLifecycle.passwordTitle')} />
        <PasswordCard twoFactorEnabled={enabled} forced />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('security.title')} subtitle={t('security.intro')} />
      <Card>
        {enabled ? (
          <Result icon={<CheckCircleFilled style={{ color: '#0b7a6e' }} />} title={t('security.statusOn')} />
        ) : start.data ? (
          <EnableForm setup={start.data} onRestart={() => start.mutate()} />
        ) : (
          <Space direction="vertical" size="middle">
            <Typography.Text>{t('security.statusOff')}</Typography.Text>
            <Button type="primary" size="large" loading={start.isPending} onClick={() => start.mutate()}>
              {t('security.start')}
            </Button>
          </Space>
        )}
      </Card>
      <PasswordCard twoFactorEnabled={enabled} forced={false} />
      <OwnSessionsCard />
    </>
  );
}
