import { useTranslation } from 'react-i18next';
import { BankIcon, InfoIcon, KeyIcon, LockIcon, MenuList, Page, type MenuItem } from '../../components/ui';
import './account.css';

/** `/my_password` (seed §2): the way to the login password, the payment password and withdrawal accounts. */
export default function PasswordsPage() {
  const { t } = useTranslation();
  const items: MenuItem[] = [
    { key: 'login', to: '/userloginpassword', label: t('account.passwords.loginPassword'), icon: <LockIcon size={22} /> },
    { key: 'pay', to: '/usercipherpassword', label: t('account.passwords.payPassword'), icon: <KeyIcon size={22} /> },
    { key: 'banks', to: '/banklist', label: t('account.passwords.withdrawalAccounts'), icon: <BankIcon size={22} /> },
  ];
  return (
    <Page title={t('account.passwords.title')}>
      <MenuList items={items} label={t('account.passwords.title')} />
      <p className="fr-icon-note">
        <InfoIcon size={18} />
        <span>{t('account.passwords.note')}</span>
      </p>
    </Page>
  );
}
