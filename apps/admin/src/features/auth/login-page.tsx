import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import {
  ErrorCode,
  STAFF_LOGIN_PASSWORD_MAX,
  STAFF_LOGIN_USERNAME_MAX,
  type StaffLoginInput,
  type StaffMe,
} from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSelect } from '../../components/LanguageSelect';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/i18n';
import { hasRememberedTwoFactor, rememberTwoFactor, setToken } from '../../lib/session';
import { useToken } from '../../lib/use-token';
import { login } from './api';
import { authKeys } from '../../lib/query-keys';

/**
 * Staff sign-in. The server answers every failure the same way (3007) so it never says whether an
 * account has two-factor; the form asks for the code up front for accounts that used it here
 * before, and otherwise offers the field as optional.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useToken();
  const [form] = Form.useForm<StaffLoginInput>();
  const username = Form.useWatch('username', form) ?? '';
  const otpExpected = hasRememberedTwoFactor(username);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (token) return <Navigate to="/" replace />;

  const submit = async (values: StaffLoginInput) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const otp = values.otp?.trim();
      const result = await login({
        username: values.username.trim(),
        password: values.password,
        ...(otp ? { otp } : {}),
      });
      if (result.staff.twoFactorEnabled) rememberTwoFactor(result.staff.username);
      setToken(result.token);
      queryClient.setQueryData<StaffMe>(authKeys.me, {
        staff: result.staff,
        twoFactorRequired: result.twoFactorRequired,
      });
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? error.info : errorText(ErrorCode.UnknownError));
      form.setFieldValue('otp', '');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login">
      <aside className="login__brand">
        <div className="login__brand-inner">
          <BrandMark size={56} />
          <div className="login__brand-name">
            Fair<span>round</span>
          </div>
          <div className="login__brand-console">{t('app.name')}</div>
        </div>
      </aside>
      <main className="login__main">
        <div className="login__language">
          <LanguageSelect />
        </div>
        <Card className="login__card" variant="borderless">
          <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
            {t('login.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
          {failure ? (
            <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} role="alert" />
          ) : null}
          <Form<StaffLoginInput>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => void submit(values)}
            size="large"
          >
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
            >
              <Input
                prefix={<UserOutlined aria-hidden />}
                autoComplete="username"
                autoFocus
                maxLength={STAFF_LOGIN_USERNAME_MAX}
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password
                prefix={<LockOutlined aria-hidden />}
                autoComplete="current-password"
                maxLength={STAFF_LOGIN_PASSWORD_MAX}
              />
            </Form.Item>
            <Form.Item
              name="otp"
              label={t('login.otp')}
              extra={otpExpected ? t('login.otpRemembered') : t('login.otpOptional')}
              rules={[
                { required: otpExpected, message: t('login.otpRequired') },
                { pattern: /^\d{6}$/, message: t('login.otpFormat') },
              ]}
            >
              <Input
                prefix={<SafetyOutlined aria-hidden />}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="000000"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </Form>
        </Card>
      </main>
    </div>
  );
}
