import { LANGUAGE_NATIVE_NAMES, UI_LANGUAGES, type UiLanguage } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { CheckIcon, Page, useGoBack } from '../../components/ui';
import { setLanguage, useLanguage } from '../../lib/i18n';
import './language-set-page.css';

/** `/languageSet`: the four languages by their own names; a tap switches at once and goes back. */
export default function LanguageSetPage() {
  const { t } = useTranslation();
  const current = useLanguage();
  const goBack = useGoBack();

  async function choose(language: UiLanguage) {
    await setLanguage(language);
    goBack();
  }

  return (
    <Page title={t('language.title')}>
      <ul className="fr-row-list" aria-label={t('language.title')}>
        {UI_LANGUAGES.map((language) => {
          const selected = language === current;
          return (
            <li key={language}>
              <button
                type="button"
                className="fr-language-option"
                aria-current={selected ? 'true' : undefined}
                onClick={() => void choose(language)}
              >
                <span lang={language} className="fr-language-option__name">
                  {LANGUAGE_NATIVE_NAMES[language]}
                </span>
                {selected && (
                  <span className="fr-language-option__current">
                    <span className="fr-visually-hidden">{t('language.current')}</span>
                    <CheckIcon size={22} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
