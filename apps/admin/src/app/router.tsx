import { createBrowserRouter, Navigate } from 'react-router';
import { AuditPage } from '../features/audit/audit-page';
import { LoginPage } from '../features/auth/login-page';
import { cashierRoutes } from '../features/cashier/cashier-section';
import { contentRoutes } from '../features/content/content-section';
import { DashboardHome } from '../features/dashboard/dashboard-page';
import { reportsRoutes } from '../features/reports/reports-page';
import { riskRoutes } from '../features/risk/risk-page';
import { roundsRoutes } from '../features/rounds/rounds-section';
import { SecurityPage } from '../features/security/security-page';
import { siteRoutes } from '../features/site/site-section';
import { StaffPage } from '../features/staff/staff-page';
import { stakingRoutes } from '../features/staking/staking-section';
import { supportRoutes } from '../features/support/support-section';
import { verificationRoutes } from '../features/verification/verification-page';
import { registerNavigator } from '../lib/navigation';
import { accountsRoutes } from './accounts-section';
import { ConsoleLayout } from './console-layout';
import { HomeRedirect, RequireOwner, RequireStaff } from './require-staff';

/** The console lives under `/admin/`; paths below are relative to it. */
export function createConsoleRouter() {
  const router = createBrowserRouter(
    [
      { path: '/login', element: <LoginPage /> },
      {
        element: (
          <RequireStaff>
            <ConsoleLayout />
          </RequireStaff>
        ),
        children: [
          { index: true, element: <DashboardHome fallback={<HomeRedirect />} /> },
          ...cashierRoutes,
          ...reportsRoutes,
          ...riskRoutes,
          ...verificationRoutes,
          ...stakingRoutes,
          ...roundsRoutes,
          ...contentRoutes,
          ...siteRoutes,
          ...supportRoutes,
          {
            path: 'audit',
            element: (
              <RequireOwner>
                <AuditPage />
              </RequireOwner>
            ),
          },
          ...accountsRoutes,
          { path: 'staff', element: <StaffPage /> },
          { path: 'security', element: <SecurityPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
    { basename: '/admin' },
  );
  registerNavigator((path, options) => void router.navigate(path, options));
  return router;
}
