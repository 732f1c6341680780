import { INVITATION_CODE_MAX_LENGTH, INVITATION_CODE_PATTERN } from '@fairround/shared';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { useCreateHouseCode } from './api';

type CreateForm = { code: string };

/** Owners add a house code, e.g. for a campaign; it works for registration at once. */
export function CreateCodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateForm>();
  const create = useCreateHouseCode();
  const close = () => {
    form.resetFields();
    create.reset();
    onClose();
  };
  const submit = ({ code }: CreateForm) =>
    create.mutate(code.trim(), {
      onSuccess: (created) => {
        void message.success(t('invitations.createDone', { code: created.code }));
        close();
      },
    });
  return (
    <FormModal
      open={open}
      title={t('invitations.createTitle')}
      okText={t('invitations.createSubmit')}
      busy={create.isPending}
      error={create.error}
      onSubmit={() => form.submit()}
      onClose={close}
    >
      <Form<CreateForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="code"
          label={t('invitations.code')}
          extra={t('invitations.codeHelp')}
          normalize={(value: string) => value.trim().toUpperCase()}
          rules={[
            { required: true, pattern: INVITATION_CODE_PATTERN, message: t('invitations.codeInvalid') },
          ]}
        >
          <Input autoComplete="off" autoFocus maxLength={INVITATION_CODE_MAX_LENGTH} className="mono" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
