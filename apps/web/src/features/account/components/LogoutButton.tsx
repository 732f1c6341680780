import { useTranslation } from 'react-i18next';
import { Button, LogoutIcon } from '../../../components/ui';
import { useConfirmedLogout } from '../api/logout';

/** "Log out", asking for confirmation first (seed §4). */
export function LogoutButton() {
  const { t } = useTranslation();
  const { logOut, pending } = useConfirmedLogout();
  return (
    <Button variant="secondary" block loading={pending} onClick={() => void logOut()} className="fr-logout-button">
      <span className="fr-logout-button__content">
        <LogoutIcon size={20} />
        {t('account.logout.button')}
      </span>
    </Button>
  );
}
