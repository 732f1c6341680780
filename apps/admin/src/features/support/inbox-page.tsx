import {
  SUPPORT_INBOX_FILTERS,
  type SupportConversationSummary,
  type SupportInboxFilter,
} from '@fairround/shared';
import { Alert, Badge, Checkbox, Empty, List, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useInbox } from './api';
import { ConversationName } from './conversation-name';
import { ConversationPanel } from './conversation-panel';
import { PlayerContextPanel } from './player-context';
import './support.css';

const PAGE_SIZE = 20;

function ConversationRow({
  item,
  selected,
  onSelect,
}: {
  item: SupportConversationSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <List.Item
      className={selected ? 'support-inbox__row support-inbox__row--selected' : 'support-inbox__row'}
      onClick={onSelect}
      data-testid="support-conversation"
    >
      <button type="button" className="support-inbox__row-button" aria-pressed={selected} onClick={onSelect}>
        <span className="support-inbox__row-top">
          <Typography.Text strong>
            <ConversationName conversation={item} />
          </Typography.Text>
          {item.unread > 0 && (
            <Badge count={item.unread} title={t('support.unread', { count: item.unread })} />
          )}
        </span>
        <Typography.Text type="secondary" ellipsis className="support-inbox__preview">
          {item.lastMessage
            ? `${item.lastMessage.sender === 'staff' ? `${t('support.operator')}: ` : ''}${item.lastMessage.preview}`
            : '—'}
        </Typography.Text>
        <span className="support-inbox__row-bottom">
          <Tag color={item.status === 'open' ? 'green' : 'default'} bordered={false}>
            {t(`support.status.${item.status}`)}
          </Tag>
          <Typography.Text type="secondary" className="support-inbox__time">
            {item.lastMessage ? formatDateTime(item.lastMessage.at, language) : ''}
          </Typography.Text>
        </span>
      </button>
    </List.Item>
  );
}

/** `/admin/support`: the conversations on the left, the chosen one with its reply box on the right. */
export function SupportInboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SupportInboxFilter>('open');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  // `?conversation=<id>` opens one (the player page links here after a message to the player).
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(() => searchParams.get('conversation'));
  const inbox = useInbox({ filter, unreadOnly, page, pageSize: PAGE_SIZE });
  // A visitor has no account to show beside the conversation.
  const selectedIsVisitor = Boolean(inbox.data?.items.find((item) => item.id === selected)?.visitor);
  const withContext = selected !== null && !selectedIsVisitor;

  return (
    <div className="support-inbox">
      <PageHeader title={t('support.title')} subtitle={t('support.subtitle')} />
      <div className="support-inbox__filters">
        <Segmented
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={SUPPORT_INBOX_FILTERS.map((key) => ({ value: key, label: t(`support.filters.${key}`) }))}
        />
        <Checkbox checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)}>
          {t('support.unreadOnly')}
        </Checkbox>
      </div>
      {inbox.isError && <Alert type="error" showIcon message={t('support.loadFailed')} />}
      <div
        className={
          withContext ? 'support-inbox__layout support-inbox__layout--with-context' : 'support-inbox__layout'
        }
      >
        <section className="support-inbox__list" aria-label={t('support.title')}>
          <List
            loading={inbox.isLoading}
            dataSource={inbox.data?.items ?? []}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('support.empty')} />,
            }}
            pagination={
              (inbox.data?.total ?? 0) > PAGE_SIZE
                ? {
                    current: page,
                    pageSize: PAGE_SIZE,
                    total: inbox.data?.total ?? 0,
                    onChange: setPage,
                    size: 'small',
                  }
                : false
            }
            renderItem={(item) => (
              <ConversationRow
                key={item.id}
                item={item}
                selected={item.id === selected}
                onSelect={() => setSelected(item.id)}
              />
            )}
          />
        </section>
        <section className="support-inbox__detail">
          {selected ? (
            <ConversationPanel key={selected} id={selected} />
          ) : (
            <Empty description={t('support.pick')} />
          )}
        </section>
        {withContext ? <PlayerContextPanel key={selected} id={selected} /> : null}
      </div>
    </div>
  );
}
