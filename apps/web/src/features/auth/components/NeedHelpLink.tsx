import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Support is open before login (issue #25.5): a locked-out visitor reaches it from here. */
export function NeedHelpLink() {
  const { t } = useTranslation();
  return (
    <p className="fr-auth-switch">
      <Link to="/ServicePage">{t('auth.needHelp')}</Link>
    </p>
  );
}
