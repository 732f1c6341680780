import { BUILT_IN_ARTICLE_IDS } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleContent } from '../../../components/content';
import { BottomSheet } from '../../../components/ui';
import { useArticleDetail } from '../../../lib/content';

type AgreementDocument = 'terms' | 'privacy';

/**
 * The terms of use and the privacy policy the agreement checkbox refers to. Each opens in a sheet
 * over the form instead of on its own screen, so nothing typed is lost; a link in the text to
 * another article (the game rules) opens that one in the same sheet.
 */
export function AgreementDocuments() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Kept after closing, so the sheet keeps its text while it slides away.
  const [shown, setShown] = useState({ id: 0, name: '' });
  const article = useArticleDetail(shown.id);

  function show(document: AgreementDocument) {
    setShown({ id: BUILT_IN_ARTICLE_IDS[document], name: t(`auth.register.${document}`) });
    setOpen(true);
  }

  const link = (document: AgreementDocument) => (
    <button
      type="button"
      className="fr-agreement-docs__link"
      aria-haspopup="dialog"
      onClick={() => show(document)}
    >
      {t(`auth.register.${document}`)}
    </button>
  );

  return (
    <>
      <p className="fr-agreement-docs">
        <span>{t('auth.register.documents')}</span>
        {link('terms')}
        {link('privacy')}
      </p>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={article.data?.title ?? shown.name}>
        <div className="fr-agreement-sheet">
          <ArticleContent
            id={shown.id}
            headingLevel={null}
            onOpenArticle={(id) => setShown({ id, name: t('content.article.title') })}
          />
        </div>
      </BottomSheet>
    </>
  );
}
