import { PlusOutlined } from '@ant-design/icons';
import type { AdminInvitationCode, InvitationKind } from '@fairround/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Popconfirm,
  Segmented,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { TimeCell } from '../../components/cells';
import { stateColumn } from '../../components/state-column';
import { OWNER_ONLY, useStaffCan } from '../../lib/access';
import { useInvitationList, useSetCodeEnabled } from './api';
import { CreateCodeModal } from './create-code-modal';

const PAGE_SIZES = [50, 100];
type KindFilter = InvitationKind | 'all';

function ToggleButton({ row }: { row: AdminInvitationCode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = useSetCodeEnabled();
  const enabling = !row.enabled;
  return (
    <Popconfirm
      title={t(enabling ? 'invitations.enableConfirm' : 'invitations.disableConfirm', { code: row.code })}
      description={t(enabling ? 'invitations.enableConfirmText' : 'invitations.disableConfirmText')}
      okText={t(enabling ? 'invitations.enable' : 'invitations.disable')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: !enabling, loading: toggle.isPending }}
      onConfirm={() =>
        toggle.mutateAsync({ code: row.code, enabled: enabling }).then(
          () =>
            void message.success(
              t(enabling ? 'invitations.enableDone' : 'invitations.disableDone', { code: row.code }),
            ),
          () => undefined,
        )
      }
    >
      <Button size="small" danger={!enabling}>
        {t(enabling ? 'invitations.enable' : 'invitations.disable')}
      </Button>
    </Popconfirm>
  );
}

function useColumns(canEdit: boolean): TableColumnsType<AdminInvitationCode> {
  const { t } = useTranslation();
  const columns: TableColumnsType<AdminInvitationCode> = [
    {
      title: t('invitations.columnCode'),
      dataIndex: 'code',
      render: (code: string) => (
        <Typography.Text strong className="mono">
          {code}
        </Typography.Text>
      ),
    },
    {
      title: t('invitations.columnKind'),
      dataIndex: 'kind',
      render: (kind: InvitationKind) =>
        kind === 'house' ? (
          <Tag color="gold">{t('invitations.kindHouse')}</Tag>
        ) : (
          <Tag color="blue">{t('invitations.kindPlayer')}</Tag>
        ),
    },
    {
      title: t('invitations.columnOwner'),
      key: 'owner',
      render: (_, row) =>
        row.ownerPlayerId ? (
          <Link to={`/players/${row.ownerPlayerId}`}>{row.ownerUsername ?? row.ownerPlayerId}</Link>
        ) : (
          <Typography.Text type="secondary">{t('invitations.operator')}</Typography.Text>
        ),
    },
    {
      title: t('invitations.columnReferrals'),
      dataIndex: 'referrals',
      align: 'right',
      render: (count: number) => <span className="nowrap">{count}</span>,
    },
    stateColumn<AdminInvitationCode>({
      title: t('invitations.columnStatus'),
      dataIndex: 'enabled',
      yes: { status: 'success', text: t('invitations.enabled') },
      no: { status: 'default', text: t('invitations.disabled') },
    }),
    {
      title: t('invitations.columnCreated'),
      dataIndex: 'createdAt',
      render: (at: string) => <TimeCell at={at} />,
    },
  ];
  if (canEdit) {
    columns.push({
      title: t('invitations.columnActions'),
      key: 'actions',
      width: 130,
      render: (_, row) => <ToggleButton row={row} />,
    });
  }
  return columns;
}

/** House codes first, then players' own codes; owners add house codes and switch any code on or off. */
export function InvitationsPage() {
  const { t } = useTranslation();
  const canEdit = useStaffCan(OWNER_ONLY);
  const [kind, setKind] = useState<KindFilter>('all');
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] ?? 50 });
  const [creating, setCreating] = useState(false);
  const codes = useInvitationList({ ...(kind === 'all' ? {} : { kind }), ...paging });
  const columns = useColumns(canEdit);
  const kindOptions = (['all', 'house', 'player'] as const).map((value) => ({
    value,
    label: t(
      value === 'all'
        ? 'invitations.kindAll'
        : value === 'house'
          ? 'invitations.kindHouse'
          : 'invitations.kindPlayer',
    ),
  }));
  return (
    <>
      <PageHeader
        title={t('invitations.title')}
        subtitle={t('invitations.subtitle')}
        extra={
          canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('invitations.create')}
            </Button>
          ) : null
        }
      />
      <Card className="filters-card filters-card--flat">
        <div className="toolbar">
          <div className="toolbar__group">
            <Typography.Text type="secondary" id="invitation-kind-label">
              {t('invitations.kindLabel')}
            </Typography.Text>
            <Segmented<KindFilter>
              aria-labelledby="invitation-kind-label"
              options={kindOptions}
              value={kind}
              onChange={(value) => {
                setKind(value);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
            />
          </div>
        </div>
      </Card>
      <Card>
        {codes.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="section-alert"
            message={t('invitations.loadFailed')}
            description={codes.error.message}
            action={<Button onClick={() => void codes.refetch()}>{t('common.retry')}</Button>}
          />
        ) : null}
        <Table<AdminInvitationCode>
          rowKey="code"
          size="middle"
          columns={columns}
          dataSource={codes.data?.list ?? []}
          loading={codes.isFetching}
          locale={{ emptyText: codes.isError ? t('invitations.loadFailed') : t('invitations.empty') }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: codes.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('invitations.total', { num: total }),
          }}
          onChange={(pagination) =>
            setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize })
          }
        />
      </Card>
      {canEdit ? <CreateCodeModal open={creating} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
