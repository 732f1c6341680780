import { SUPPORT_MESSAGE_MAX_LENGTH, type AdminPlayerSummary } from '@fairround/shared';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { useMessagePlayer } from './api';

type MessageForm = { content: string };

/**
 * Support writes to a player first (issue #26): the message opens or continues the player's
 * support thread and lands in their notification centre. One client key per dialog, so a retry
 * after a lost answer is stored once. Audited on the server.
 */
export function MessagePlayerModal({ player, onClose }: { player: AdminPlayerSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MessageForm>();
  const [clientKey] = useState(() => crypto.randomUUID());
  // The toast renders outside the router: it gets the navigate function, not a <Link>.
  const navigate = useNavigate();
  const send = useMessagePlayer();
  const submit = ({ content }: MessageForm) =>
    send.mutate(
      { playerId: player.id, content, clientKey },
      {
        onSuccess: ({ conversationId }) => {
          void message.success(
            <span>
              {t('messages.toPlayer.done', { username: player.username })}{' '}
              <Button
                type="link"
                size="small"
                onClick={() => void navigate(`/support?conversation=${encodeURIComponent(conversationId)}`)}
              >
                {t('messages.toPlayer.openThread')}
              </Button>
            </span>,
          );
          onClose();
        },
      },
    );
  return (
    <FormModal
      title={t('messages.toPlayer.title', { username: player.username })}
      okText={t('messages.toPlayer.button')}
      busy={send.isPending}
      error={send.error}
      onSubmit={() => form.submit()}
      onClose={onClose}
      before={<Typography.Paragraph>{t('messages.toPlayer.text')}</Typography.Paragraph>}
    >
      <Form<MessageForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="content"
          label={t('messages.toPlayer.label')}
          rules={[{ required: true, whitespace: true, message: t('messages.toPlayer.required') }]}
        >
          <Input.TextArea autoFocus autoSize={{ minRows: 3, maxRows: 8 }} maxLength={SUPPORT_MESSAGE_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
