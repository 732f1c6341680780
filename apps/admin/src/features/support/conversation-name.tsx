import type { SupportConversationSummary } from '@fairround/shared';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Who a conversation is with: the player's username, or — for a visitor who is not logged in —
 * a "Visitor" tag and the contact phone they gave (the only way to reach them outside the chat).
 */
export function ConversationName({
  conversation,
  copyable = false,
}: {
  conversation: SupportConversationSummary;
  /** Not inside the inbox row: that is a button already, and a copy button may not nest in it. */
  copyable?: boolean;
}) {
  const { t } = useTranslation();
  if (!conversation.visitor) return <>{conversation.username || conversation.playerId}</>;
  const phone = `${conversation.visitor.quhao} ${conversation.visitor.mobile}`;
  return (
    <span className="support-visitor" data-testid="support-visitor">
      <Tag color="gold" bordered={false}>
        {t('support.visitor')}
      </Tag>
      <Typography.Text copyable={copyable ? { text: phone } : false}>{t('support.visitorPhone', { phone })}</Typography.Text>
    </span>
  );
}
