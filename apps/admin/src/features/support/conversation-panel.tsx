import { SUPPORT_MESSAGE_MAX_LENGTH, type SupportMessage } from '@fairround/shared';
import { App, Button, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useMe } from '../../lib/access';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { ConversationName } from './conversation-name';
import { fetchOlder, useConversation, useConversationAction, useReply, type ConversationAction } from './api';

function MessageItem({ message, visitor }: { message: SupportMessage; visitor: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const staff = message.sender === 'staff';
  return (
    <li className={staff ? 'support-thread__item support-thread__item--staff' : 'support-thread__item'}>
      <Typography.Text type="secondary" className="support-thread__meta">
        {staff ? `${t('support.operator')} · ${message.staffName ?? ''}` : t(visitor ? 'support.visitor' : 'support.player')} ·{' '}
        {formatDateTime(message.createdAt, language)}
      </Typography.Text>
      {/* Plain text: shown as text, never as HTML. */}
      <p className="support-thread__bubble">{message.content}</p>
    </li>
  );
}

/** One conversation: its messages (oldest first), assign / close / reopen, and the reply box. */
export function ConversationPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const detail = useConversation(id);
  const me = useMe().data?.staff;
  const reply = useReply();
  const action = useConversationAction();
  const [text, setText] = useState('');
  const [older, setOlder] = useState<{ messages: SupportMessage[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  if (!detail.data) return detail.isError ? <Empty description={t('support.loadFailed')} /> : <Spin />;
  const { conversation, messages } = detail.data;
  const hasMore = older ? older.hasMore : detail.data.hasMore;
  const shown = [...(older?.messages ?? []), ...messages];

  const fail = (error: unknown) => void message.error(isApiError(error) ? error.info : String(error));
  const run = (kind: ConversationAction, done: 'support.assigned' | 'support.closed' | 'support.reopened') =>
    action.mutate({ id, action: kind }, { onSuccess: () => void message.success(t(done)), onError: fail });
  const send = () =>
    reply.mutate(
      { id, content: text, clientKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          setText('');
          void message.success(t('support.sent'));
        },
        onError: fail,
      },
    );
  const loadOlder = async () => {
    const first = shown[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlder(id, first.seq);
      setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasMore: page.hasMore });
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div className="support-thread">
      <header className="support-thread__header">
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            <ConversationName conversation={conversation} copyable />
          </Typography.Title>
          <Space size={4}>
            <Tag color={conversation.status === 'open' ? 'green' : 'default'} bordered={false}>
              {t(`support.status.${conversation.status}`)}
            </Tag>
            <Typography.Text type="secondary">
              {conversation.assignedTo
                ? t('support.assignedTo', { name: conversation.assignedTo.username })
                : t('support.unassigned')}
            </Typography.Text>
          </Space>
        </div>
        <Space>
          {conversation.assignedTo?.staffId !== me?.id && (
            <Button
              onClick={() => run('assign', 'support.assigned')}
              loading={action.isPending && action.variables?.action === 'assign'}
            >
              {t('support.assign')}
            </Button>
          )}
          {conversation.status === 'open' ? (
            <Button onClick={() => run('close', 'support.closed')}>{t('support.close')}</Button>
          ) : (
            <Button onClick={() => run('reopen', 'support.reopened')}>{t('support.reopen')}</Button>
          )}
        </Space>
      </header>
      {hasMore && (
        <Button type="link" onClick={() => void loadOlder()} loading={loadingOlder}>
          {t('support.loadOlder')}
        </Button>
      )}
      {shown.length === 0 ? (
        <Empty description={t('support.noMessages')} />
      ) : (
        <ol className="support-thread__list">
          {shown.map((item) => (
            <MessageItem key={item.id} message={item} visitor={conversation.visitor !== null} />
          ))}
        </ol>
      )}
      <div className="support-thread__composer">
        <Input.TextArea
          aria-label={t('support.replyLabel')}
          placeholder={t('support.replyPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          showCount
        />
        <Button type="primary" onClick={send} loading={reply.isPending} disabled={text.trim().length === 0}>
          {t('support.reply')}
        </Button>
      </div>
    </div>
  );
}
