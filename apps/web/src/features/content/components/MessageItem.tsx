import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../../../components/content';
import { ChevronDownIcon } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { useMarkRead, type ArticleItem } from '../api/articles';

/** One expandable row of `/message`; expanding an unread item marks it read on the server. */
export function MessageItem({
  article,
  open,
  onToggle,
}: {
  article: ArticleItem;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const panelId = useId();
  const markRead = useMarkRead();
  const unread = article.read === false;
  const { mutate } = markRead;

  useEffect(() => {
    if (open && unread) mutate(article.id);
  }, [open, unread, article.id, mutate]);

  const date = article.publishedAt ? format.date(article.publishedAt) : null;

  return (
    <li className={['fr-message', open ? 'fr-message--open' : ''].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="fr-message__head"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
      >
        {unread && <span className="fr-message__dot" role="img" aria-label={t('content.message.unread')} />}
        <span className="fr-message__title">{article.title}</span>
        {date && <span className="fr-message__date">{date}</span>}
        <span className="fr-message__chevron">
          <ChevronDownIcon size={20} />
        </span>
      </button>
      {open && (
        <div id={panelId} className="fr-message__panel">
          <ArticleBody html={article.content} />
        </div>
      )}
    </li>
  );
}
