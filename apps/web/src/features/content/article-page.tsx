import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArticleContent } from '../../components/content';
import { Page } from '../../components/ui';

/** `/help/:id` and `/info/:id`: one published article in the chosen language (with fallback). */
export default function ArticlePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  // The header names the section; the article's own title is the heading of the content.
  const section = useLocation().pathname.toLowerCase().startsWith('/help/')
    ? t('content.help.title')
    : t('content.article.title');

  return (
    <Page title={section}>
      <ArticleContent id={id} headingLevel={2} />
    </Page>
  );
}
