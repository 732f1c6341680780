import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../lib/access';
import { LOGIN_PATH } from '../lib/navigation';
import { useToken } from '../lib/use-token';

const SECURITY_PATH = '/security';

/**
 * Console screens need a live staff session: no token goes to the login screen; a dead one is
 * answered 409 by the server and the API client sends the staff there too.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useToken();
  const me = useMe();
  const location = useLocation();
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  if (me.isPending) {
    return (
      <div className="center-screen">
        <Spin size="large" tip={t('common.loading')}>
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="center-screen">
        <Result
          status="warning"
          title={t('common.loadFailed')}
          subTitle={me.error.message}
          extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
        />
      </div>
    );
  }
  // With ADMIN_REQUIRE_2FA the server answers an account without two-factor only on the calls that
  // enrol it (3005 elsewhere): lead it to the enrolment screen and nowhere else.
  // Likewise an account whose password an owner reset may only choose a new one, on the same page.
  const mustEnrol = me.data.twoFactorRequired && !me.data.staff.twoFactorEnabled;
  const restricted = mustEnrol || me.data.staff.mustChangePassword;
  if (restricted && location.pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return children;
}

/** Screens for owners only; others land on the staff list they may see. */
export function RequireOwner({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.data?.staff.role !== 'owner') return <Navigate to="/staff" replace />;
  return children;
}

/** Where each role starts when the cashier dashboard is not theirs: the work they sign in to do. */
const ROLE_HOME: Record<string, string> = { owner: '/audit', content: '/articles', support: '/support' };

export function HomeRedirect() {
  const me = useMe();
  return <Navigate to={ROLE_HOME[me.data?.staff.role ?? ''] ?? '/staff'} replace />;
}
