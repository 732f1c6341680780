import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, MailIcon, Page, SegmentedTabs } from '../../components/ui';
import { useArticleList, useUnreadCounts, type ArticleCategory } from './api/articles';
import { MessageItem } from './components/MessageItem';
import './content.css';

type TabKey = 'news' | 'announcement';
const CATEGORY: Record<TabKey, ArticleCategory> = { news: 9, announcement: 14 };

/** `/message`: News (9) and Announcements (14) as expandable items; unread ones are marked. */
export default function MessagePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('news');
  const unread = useUnreadCounts().data;
  const articles = useArticleList(CATEGORY[tab]);
  const [openId, setOpenId] = useState<number | null>(null);

  const label = (key: TabKey) => {
    const count = unread?.[key] ?? 0;
    const name = t(`content.message.${key}`);
    return count > 0 ? t('content.message.tabUnread', { name, count }) : name;
  };

  let content;
  if (articles.isError) {
    content = (
      <ErrorState
        title={t('content.message.failed')}
        onRetry={() => void articles.refetch()}
        retrying={articles.isFetching}
      />
    );
  } else if (!articles.data) {
    content = <LoadingState />;
  } else if (articles.data.list.length === 0) {
    content = <EmptyState icon={<MailIcon size={40} />} title={t(`content.message.empty.${tab}`)} />;
  } else {
    content = (
      <ul className="fr-messages">
        {articles.data.list.map((article) => (
          <MessageItem
            key={article.id}
            article={article}
            open={openId === article.id}
            onToggle={() => setOpenId(openId === article.id ? null : article.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Page title={t('content.message.title')}>
      <SegmentedTabs
        label={t('content.message.tabs')}
        tabs={[
          { key: 'news', label: label('news') },
          { key: 'announcement', label: label('announcement') },
        ]}
        value={tab}
        onChange={(key) => {
          setTab(key);
          setOpenId(null);
        }}
      />
      {content}
    </Page>
  );
}
