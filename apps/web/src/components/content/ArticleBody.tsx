import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { articleIdOfPath } from '../../lib/content';
import './article.css';

export type ArticleBodyProps = {
  html: string;
  /**
   * Where the article is shown over a screen that must stay (the registration's terms sheet), a
   * link to another article (`/help/27`) opens it here instead of navigating away.
   */
  onOpenArticle?: (id: number) => void;
};

/**
 * An article's body. The HTML comes ONLY from the server, which cleaned it with an allow-list
 * (no scripts, handlers, styles, frames or `javascript:` links), so it is inserted as is. Links
 * to the app's own paths (`/help/27`) navigate inside the app instead of reloading it.
 */
export function ArticleBody({ html, onOpenArticle }: ArticleBodyProps) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    const articleId = onOpenArticle ? articleIdOfPath(href) : null;
    if (onOpenArticle && articleId !== null) onOpenArticle(articleId);
    else void navigate(href);
  }

  return (
    // The click handler only reroutes clicks on real links inside; keyboard users activate the links themselves.
    <div className="fr-article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
