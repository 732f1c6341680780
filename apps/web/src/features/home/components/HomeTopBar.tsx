import { LANGUAGE_NATIVE_NAMES, type UiLanguage } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobeIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/Logo';
import { NotificationsBell } from '../../../components/notifications';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/** Short language marks for the top-bar button; the full native name is its accessible label. */
const LANGUAGE_MARKS: Record<UiLanguage, string> = { vi: 'VI', 'en-US': 'EN', 'zh-CN': '简', 'zh-TW': '繁' };

export function HomeTopBar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isLoggedIn } = useSession();
  return (
    <header className="fr-home-topbar">
      <h1 className="fr-home-topbar__brand">
        <Logo label={t('app.name')} />
      </h1>
      <div className="fr-home-topbar__actions">
        {isLoggedIn && <NotificationsBell />}
        <Link
          to="/languageSet"
          className="fr-home-topbar__language"
          aria-label={t('home.changeLanguage', { language: LANGUAGE_NATIVE_NAMES[language] })}
        >
          <GlobeIcon size={20} />
          <span aria-hidden="true">{LANGUAGE_MARKS[language]}</span>
        </Link>
      </div>
    </header>
  );
}
