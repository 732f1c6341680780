import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * An article's body. The HTML comes ONLY from the server, which cleaned it with an allow-list
 * (no scripts, handlers, styles, frames or `javascript:` links), so it is inserted as is. Links
 * to the app's own paths (`/help/27`) navigate inside the app instead of reloading it.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // The click handler only reroutes clicks on real links inside; keyboard users activate the links themselves.
    <div className="fr-article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
