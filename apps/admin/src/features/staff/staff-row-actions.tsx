import { DownOutlined } from '@ant-design/icons';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  type ListedStaff,
  type StaffRole,
} from '@fairround/shared';
import { App, Button, Drawer, Dropdown, Form, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { StaffSessionsTable } from '../../components/staff-sessions-table';
import {
  useChangeStaffRole,
  useEnableStaff,
  useEndStaffSessions,
  useResetStaffPassword,
  useResetStaffTwoFactor,
  useStaffSessions,
} from './api';

/** Which dialog a row's menu opened. */
type Opened = 'password' | 'role' | 'sessions' | null;

/** A rejected or cancelled call has already said why (toast or dialog); the confirmation just closes. */
const ignoreFailure = () => undefined;

function ResetPasswordModal({ staff, onClose }: { staff: ListedStaff; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ temporaryPassword: string }>();
  const reset = useResetStaffPassword();
  const submit = ({ temporaryPassword }: { temporaryPassword: string }) =>
    reset.mutate(
      { staffId: staff.id, temporaryPassword },
      {
        onSuccess: () => {
          void message.success(t('staffLifecycle.resetPasswordDone', { username: staff.username }));
          onClose();
        },
      },
    );
  return (
    <FormModal
      title={t('staffLifecycle.resetPasswordTitle', { username: staff.username })}
      okText={t('staffLifecycle.resetPassword')}
      okDanger
      busy={reset.isPending}
      error={reset.error}
      onSubmit={() => form.submit()}
      onClose={onClose}
      before={<Typography.Paragraph>{t('staffLifecycle.resetPasswordText')}</Typography.Paragraph>}
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="temporaryPassword"
          label={t('staffLifecycle.temporaryPassword')}
          extra={t('staff.passwordHelp')}
          rules={[
            {
              required: true,
              min: STAFF_PASSWORD_MIN,
              max: STAFF_PASSWORD_MAX,
              message: t('staff.passwordInvalid'),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={STAFF_PASSWORD_MAX} autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

function ChangeRoleModal({ staff, onClose }: { staff: ListedStaff; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ role: StaffRole }>();
  const change = useChangeStaffRole();
  const submit = ({ role }: { role: StaffRole }) =>
    change.mutate(
      { staffId: staff.id, role },
      {
        onSuccess: (changed) => {
          void message.success(
            t('staffLifecycle.changeRoleDone', {
              username: staff.username,
              role: t(`roles.${changed.role}`),
            }),
          );
          onClose();
        },
      },
    );
  return (
    <FormModal
      title={t('staffLifecycle.changeRoleTitle', { username: staff.username })}
      okText={t('staffLifecycle.changeRole')}
      busy={change.isPending}
      error={change.error}
      onSubmit={() => form.submit()}
      onClose={onClose}
      before={<Typography.Paragraph>{t('staffLifecycle.changeRoleText')}</Typography.Paragraph>}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ role: staff.role }}
      >
        <Form.Item
          name="role"
          label={t('staff.role')}
          rules={[{ required: true, message: t('staff.roleRequired') }]}
        >
          <Select options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

function SessionsDrawer({ staff, onClose }: { staff: ListedStaff; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sessions = useStaffSessions(staff.id);
  const endAll = useEndStaffSessions();
  const count = sessions.data?.items.length ?? 0;
  return (
    <Drawer
      open
      width={760}
      title={t('staffLifecycle.sessionsTitle', { username: staff.username })}
      onClose={onClose}
      data-testid="staff-sessions-drawer"
      extra={
        <Popconfirm
          title={t('staffLifecycle.endAllConfirmTitle', { username: staff.username })}
          description={t('staffLifecycle.endAllConfirmText')}
          okText={t('staffLifecycle.endAll')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, loading: endAll.isPending }}
          onConfirm={() =>
            endAll
              .mutateAsync(staff.id)
              .then(
                (ended) =>
                  void message.success(t('staffLifecycle.endAllDone', { count: ended.endedSessions })),
                ignoreFailure,
              )
          }
        >
          <Button danger disabled={count === 0}>
            {t('staffLifecycle.endAll')}
          </Button>
        </Popconfirm>
      }
    >
      {sessions.isError ? (
        <Space direction="vertical">
          <Typography.Text type="danger">{t('common.loadFailed')}</Typography.Text>
          <Button onClick={() => void sessions.refetch()}>{t('common.retry')}</Button>
        </Space>
      ) : (
        <StaffSessionsTable sessions={sessions.data?.items} loading={sessions.isFetching} />
      )}
    </Drawer>
  );
}

/** Re-enabling is a confirmed step-up action like disabling, with its own button on disabled rows. */
export function EnableButton({ staff }: { staff: ListedStaff }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const enable = useEnableStaff();
  return (
    <Popconfirm
      title={t('staffLifecycle.enableConfirmTitle', { username: staff.username })}
      description={t('staffLifecycle.enableConfirmText')}
      okText={t('staffLifecycle.enable')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: enable.isPending }}
      onConfirm={() =>
        enable
          .mutateAsync(staff.id)
          .then(
            () => void message.success(t('staffLifecycle.enableDone', { username: staff.username })),
            ignoreFailure,
          )
      }
    >
      <Button size="small">{t('staffLifecycle.enable')}</Button>
    </Popconfirm>
  );
}

/**
 * The owner's other actions on an account, behind one menu: reset its password or second factor,
 * change its role, see and end its sessions. Each asks for confirmation first, then the
 * console-wide step-up dialog asks for the owner's code. On their own row an owner sees only
 * the role and sessions: their password and second factor change on the security page.
 */
export function StaffMoreActions({ staff, isSelf }: { staff: ListedStaff; isSelf: boolean }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [opened, setOpened] = useState<Opened>(null);
  const resetTwoFactor = useResetStaffTwoFactor();
  const confirmResetTwoFactor = () =>
    modal.confirm({
      title: t('staffLifecycle.resetTwoFactorTitle', { username: staff.username }),
      content: t('staffLifecycle.resetTwoFactorText'),
      okText: t('staffLifecycle.resetTwoFactor'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        resetTwoFactor
          .mutateAsync(staff.id)
          .then(
            () => void message.success(t('staffLifecycle.resetTwoFactorDone', { username: staff.username })),
            ignoreFailure,
          ),
    });
  const items = [
    ...(isSelf
      ? []
      : [
          { key: 'password', label: t('staffLifecycle.resetPassword') },
          { key: 'two-factor', label: t('staffLifecycle.resetTwoFactor'), disabled: !staff.twoFactorEnabled },
        ]),
    { key: 'role', label: t('staffLifecycle.changeRole'), disabled: staff.disabled },
    { key: 'sessions', label: t('staffLifecycle.sessions') },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'two-factor') confirmResetTwoFactor();
    else setOpened(key as Opened);
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button size="small" aria-label={t('staffLifecycle.moreFor', { username: staff.username })}>
          {t('staffLifecycle.more')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {opened === 'password' ? <ResetPasswordModal staff={staff} onClose={() => setOpened(null)} /> : null}
      {opened === 'role' ? <ChangeRoleModal staff={staff} onClose={() => setOpened(null)} /> : null}
      {opened === 'sessions' ? <SessionsDrawer staff={staff} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
