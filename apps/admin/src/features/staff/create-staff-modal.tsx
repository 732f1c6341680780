import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  STAFF_USERNAME_MAX,
  STAFF_USERNAME_PATTERN,
  type StaffCreateInput,
} from '@fairround/shared';
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { useCreateStaff } from './api';

/** Owners add an account with a role and an initial password they hand over in person. */
export function CreateStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StaffCreateInput>();
  const create = useCreateStaff();
  const close = () => {
    form.resetFields();
    create.reset();
    onClose();
  };
  const submit = (values: StaffCreateInput) =>
    create.mutate(
      { ...values, username: values.username.trim() },
      {
        onSuccess: (created) => {
          void message.success(t('staff.createDone', { username: created.username }));
          close();
        },
      },
    );
  return (
    <FormModal
      open={open}
      title={t('staff.createTitle')}
      okText={t('staff.createSubmit')}
      busy={create.isPending}
      error={create.error}
      onSubmit={() => form.submit()}
      onClose={close}
    >
      <Form<StaffCreateInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ role: 'support' }}
      >
        <Form.Item
          name="username"
          label={t('staff.username')}
          extra={t('staff.usernameHelp')}
          rules={[{ required: true, pattern: STAFF_USERNAME_PATTERN, message: t('staff.usernameInvalid') }]}
        >
          <Input autoComplete="off" maxLength={STAFF_USERNAME_MAX} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('staff.password')}
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
          <Input.Password autoComplete="new-password" maxLength={STAFF_PASSWORD_MAX} />
        </Form.Item>
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
