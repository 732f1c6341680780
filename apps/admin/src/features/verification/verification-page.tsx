import { SolutionOutlined, SyncOutlined } from '@ant-design/icons';
import { VERIFICATION_LIST_FILTERS, type AdminVerification } from '@fairround/shared';
import { Button, Card, Tabs, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type RouteObject } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { RequireRoles } from '../../components/require-roles';
import { VerificationTable } from '../../components/verification-table';
import { CASHIER_OPERATORS, useStaffCan } from '../../lib/access';
import { useVerificationList } from '../../lib/verification';
import { readQueueParams, writeQueueParams, type VerificationQueueParams } from './queue-params';
import { ReviewDrawer } from './review-drawer';
import { VerificationSettingsCard } from './settings-card';
import './verification.css';

/** The queue's view from the address, and `update`, which writes a change back. */
function useQueueView() {
  const [params, setParams] = useSearchParams();
  const view = readQueueParams(params);
  const update = (next: Partial<VerificationQueueParams>) =>
    setParams(writeQueueParams({ ...view, ...next }), { replace: true });
  return { view, update };
}

/**
 * Identity verifications (issue #26 item 4): the queue by status, a review drawer per
 * submission (images, approve, reject with a reason) and the operator's settings below.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const { view, update } = useQueueView();
  const list = useVerificationList(view);
  const [opened, setOpened] = useState<AdminVerification | null>(null);
  const tabs = VERIFICATION_LIST_FILTERS.map((key) => ({ key, label: t(`verification.filters.${key}`) }));
  return (
    <div data-testid="verification-page">
      <PageHeader
        title={t('verification.title')}
        subtitle={t('verification.subtitle')}
        extra={
          <Button icon={<SyncOutlined spin={list.isFetching} />} onClick={() => void list.refetch()}>
            {t('verification.refresh')}
          </Button>
        }
      />
      <Card className="detail-card">
        <Tabs
          activeKey={view.status}
          items={tabs}
          onChange={(key) => update({ status: key as VerificationQueueParams['status'], page: 1 })}
        />
        <VerificationTable
          rows={list}
          emptyText={
            view.status === 'pending' ? t('verification.empty.pending') : t('verification.empty.filtered')
          }
          page={view.page}
          pageSize={view.pageSize}
          onPage={(page, pageSize) => update({ page, pageSize })}
          onOpen={setOpened}
        />
      </Card>
      <VerificationSettingsCard />
      {opened ? <ReviewDrawer row={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}

export const verificationRoutes: RouteObject[] = [
  {
    path: 'verification',
    element: (
      <RequireRoles roles={CASHIER_OPERATORS}>
        <VerificationPage />
      </RequireRoles>
    ),
  },
];

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The sidebar entry, for the roles the server lets decide verifications (owner, finance). */
export function useVerificationMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const operators = useStaffCan(CASHIER_OPERATORS);
  return operators
    ? [{ key: '/verification', icon: <SolutionOutlined />, label: t('verification.nav') }]
    : [];
}
