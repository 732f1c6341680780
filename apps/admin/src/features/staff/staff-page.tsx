import type { ListedStaff } from '@fairround/shared';
import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { stateColumn } from '../../components/state-column';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useMe } from '../../lib/access';
import { useDisableStaff, useStaffList } from './api';
import { CreateStaffModal } from './create-staff-modal';
import { EnableButton, StaffMoreActions } from './staff-row-actions';

const ROLE_COLOURS = { owner: 'gold', finance: 'green', support: 'blue', content: 'purple' } as const;

function DisableButton({ staff }: { staff: ListedStaff }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const disable = useDisableStaff();
  return (
    <Popconfirm
      title={t('staff.disableConfirmTitle', { username: staff.username })}
      description={t('staff.disableConfirmText')}
      okText={t('staff.disable')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: disable.isPending }}
      onConfirm={() =>
        disable.mutateAsync(staff.id).then(
          () => void message.success(t('staff.disableDone', { username: staff.username })),
          () => undefined,
        )
      }
    >
      <Button danger size="small">
        {t('staff.disable')}
      </Button>
    </Popconfirm>
  );
}

function useColumns(): TableColumnsType<ListedStaff> {
  const { t } = useTranslation();
  const language = useLanguage();
  const me = useMe();
  const myId = me.data?.staff.id;
  const isOwner = me.data?.staff.role === 'owner';
  const columns: TableColumnsType<ListedStaff> = [
    {
      title: t('staff.columnUsername'),
      dataIndex: 'username',
      render: (username: string, row) => (
        <span>
          <Typography.Text strong>{username}</Typography.Text>
          {row.id === myId ? <Typography.Text type="secondary"> ({t('staff.you')})</Typography.Text> : null}
          {row.mustChangePassword ? (
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              {t('staffLifecycle.mustChangeTag')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('staff.columnRole'),
      dataIndex: 'role',
      render: (role: ListedStaff['role']) => <Tag color={ROLE_COLOURS[role]}>{t(`roles.${role}`)}</Tag>,
    },
    stateColumn<ListedStaff>({
      title: t('staff.columnTwoFactor'),
      dataIndex: 'twoFactorEnabled',
      yes: { status: 'success', text: t('staff.on') },
      no: { status: 'warning', text: t('staff.off') },
    }),
    stateColumn<ListedStaff>({
      title: t('staff.columnStatus'),
      dataIndex: 'disabled',
      yes: { status: 'default', text: t('staff.disabled') },
      no: { status: 'processing', text: t('staff.active') },
    }),
    {
      title: t('staff.columnCreated'),
      dataIndex: 'createdAt',
      render: (at: string) => <span className="nowrap">{formatDateTime(at, language)}</span>,
    },
    {
      title: t('staff.columnLastLogin'),
      dataIndex: 'lastLoginAt',
      render: (at: string | null) => (
        <span className="nowrap">{at ? formatDateTime(at, language) : t('staff.never')}</span>
      ),
    },
  ];
  if (isOwner) {
    columns.push({
      title: t('staff.columnActions'),
      key: 'actions',
      width: 230,
      render: (_, row) => (
        <Space size="small">
          {row.id === myId ? null : row.disabled ? (
            <EnableButton staff={row} />
          ) : (
            <DisableButton staff={row} />
          )}
          <StaffMoreActions staff={row} isSelf={row.id === myId} />
        </Space>
      ),
    });
  }
  return columns;
}

export function StaffPage() {
  const { t } = useTranslation();
  const me = useMe();
  const staff = useStaffList();
  const columns = useColumns();
  const [creating, setCreating] = useState(false);
  const isOwner = me.data?.staff.role === 'owner';
  return (
    <>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        extra={
          isOwner ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('staff.create')}
            </Button>
          ) : null
        }
      />
      <Card>
        {staff.isError ? (
          <Alert
            type="error"
            showIcon
            message={t('common.loadFailed')}
            action={<Button onClick={() => void staff.refetch()}>{t('common.retry')}</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Table<ListedStaff>
          rowKey="id"
          columns={columns}
          dataSource={staff.data?.items ?? []}
          loading={staff.isFetching}
          locale={{ emptyText: t('staff.empty') }}
          pagination={false}
        />
      </Card>
      {isOwner ? <CreateStaffModal open={creating} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
