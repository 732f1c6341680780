import { STAFF_LOGIN_PASSWORD_MAX, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@fairround/shared';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { StaffSessionsTable } from '../../components/staff-sessions-table';
import { refusalText } from '../../components/form-modal';
import { OtpCodeItem } from '../../lib/step-up/otp-code-item';
import { useChangeOwnPassword, useOwnSessions } from './api';

type PasswordForm = { currentPassword: string; newPassword: string; repeatPassword: string; otp?: string };

/**
 * The signed-in staff changes their own password: the current one, the new one twice and, when
 * the account has two-factor, the current code. Every other browser signed in as them is signed
 * out. After an owner's reset this is the only thing the console shows (`forced`).
 */
export function PasswordCard({ twoFactorEnabled, forced }: { twoFactorEnabled: boolean; forced: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangeOwnPassword();
  const submit = ({ currentPassword, newPassword, otp }: PasswordForm) =>
    change.mutate(
      { currentPassword, newPassword, ...(otp ? { otp: otp.trim() } : {}) },
      {
        onSuccess: (changed) => {
          form.resetFields();
          void message.success(t('staffLifecycle.passwordDone', { count: changed.endedSessions }));
        },
        onError: () => form.setFieldValue('otp', ''),
      },
    );
  const failure = refusalText(change.error);
  return (
    <Card
      title={t('staffLifecycle.passwordTitle')}
      style={{ marginTop: forced ? 0 : 16 }}
      data-testid="password-card"
    >
      {forced ? (
        <Alert
          type="warning"
          showIcon
          message={t('staffLifecycle.mustChangeTitle')}
          description={t('staffLifecycle.mustChangeText')}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Alert type="info" message={t('staffLifecycle.passwordIntro')} style={{ marginBottom: 16 }} />
      )}
      {failure ? (
        <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Form<PasswordForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          name="currentPassword"
          label={t(forced ? 'staffLifecycle.temporaryPassword' : 'staffLifecycle.currentPassword')}
          rules={[{ required: true, message: t('staffLifecycle.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={STAFF_LOGIN_PASSWORD_MAX} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('staffLifecycle.newPassword')}
          extra={t('staffLifecycle.newPasswordHelp')}
          rules={[
            {
              required: true,
              min: STAFF_PASSWORD_MIN,
              max: STAFF_PASSWORD_MAX,
              message: t('staff.passwordInvalid'),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={STAFF_PASSWORD_MAX} />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('staffLifecycle.repeatPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('staffLifecycle.passwordsDiffer') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('staffLifecycle.passwordsDiffer'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={STAFF_PASSWORD_MAX} />
        </Form.Item>
        {twoFactorEnabled ? <OtpCodeItem /> : null}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('staffLifecycle.passwordSubmit')}
        </Button>
      </Form>
    </Card>
  );
}

/** The signed-in staff's own live sessions, read-only (an owner ends them from the staff page). */
export function OwnSessionsCard() {
  const { t } = useTranslation();
  const sessions = useOwnSessions(true);
  return (
    <Card title={t('staffLifecycle.ownSessionsTitle')} style={{ marginTop: 16 }} data-testid="own-sessions">
      <Alert type="info" message={t('staffLifecycle.ownSessionsIntro')} style={{ marginBottom: 16 }} />
      {sessions.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('common.loadFailed')}
          action={<Button onClick={() => void sessions.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <StaffSessionsTable sessions={sessions.data?.items} loading={sessions.isFetching} />
      )}
    </Card>
  );
}
