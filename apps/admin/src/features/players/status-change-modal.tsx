import { STAFF_REASON_MAX_LENGTH, type AdminPlayerSummary } from '@fairround/shared';
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { useFreezePlayer, useUnfreezePlayer } from './api';

type ReasonForm = { reason: string };

/**
 * Freeze or unfreeze with a reason, which the server records in the audit log. Freezing also
 * ends every session of the player, so the success message says how many.
 */
export function StatusChangeModal({
  player,
  open,
  onClose,
}: {
  player: AdminPlayerSummary;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReasonForm>();
  const freezing = player.status === 'active';
  const freeze = useFreezePlayer();
  const unfreeze = useUnfreezePlayer();
  const change = freezing ? freeze : unfreeze;
  const close = () => {
    form.resetFields();
    freeze.reset();
    unfreeze.reset();
    onClose();
  };
  const submit = ({ reason }: ReasonForm) =>
    change.mutate(
      { userId: player.id, reason: reason.trim() },
      {
        onSuccess: (result) => {
          const username = player.username;
          if (!result.changed) void message.info(t('playerDetail.unchanged', { username }));
          else if (freezing)
            void message.success(t('playerDetail.freezeDone', { username, num: result.sessionsEnded }));
          else void message.success(t('playerDetail.unfreezeDone', { username }));
          close();
        },
      },
    );
  return (
    <FormModal
      open={open}
      title={t(freezing ? 'playerDetail.freezeTitle' : 'playerDetail.unfreezeTitle', {
        username: player.username,
      })}
      okText={t(freezing ? 'playerDetail.freeze' : 'playerDetail.unfreeze')}
      okDanger={freezing}
      busy={change.isPending}
      error={change.error}
      onSubmit={() => form.submit()}
      onClose={close}
      before={
        <Typography.Paragraph>
          {t(freezing ? 'playerDetail.freezeText' : 'playerDetail.unfreezeText')}
        </Typography.Paragraph>
      }
    >
      <Form<ReasonForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('playerDetail.reason')}
          extra={t('playerDetail.reasonHelp')}
          rules={[{ required: true, whitespace: true, message: t('playerDetail.reasonRequired') }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={STAFF_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
