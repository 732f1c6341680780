import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BackIcon } from './icons';
import './nav-bar.css';

/**
 * Back goes to the previous screen of this app; a screen opened directly (a shared link, a
 * reload) has no such screen, so back then goes home instead of leaving the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  }, [location.key, navigate]);
}

export type NavBarProps = {
  title: ReactNode;
  /** Show the back button (default). */
  back?: boolean;
  /** An action on the right, e.g. an icon button. */
  right?: ReactNode;
};

export function NavBar({ title, back = true, right }: NavBarProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="fr-navbar">
      <div className="fr-navbar__side">
        {back && (
          <button type="button" className="fr-icon-button" onClick={goBack} aria-label={t('nav.back')}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className="fr-navbar__title">{title}</h1>
      <div className="fr-navbar__side fr-navbar__side--end">{right}</div>
    </header>
  );
}
