import { BUILT_IN_ARTICLE_IDS, LANGUAGE_NATIVE_NAMES } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import {
  DevicesIcon,
  GlobeIcon,
  KeyIcon,
  ListIcon,
  LockIcon,
  MenuList,
  Page,
  ShieldCheckIcon,
  SmartphoneIcon,
  UserIcon,
  type MenuItem,
} from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { useLanguage } from '../../lib/i18n';
import { useUserInfo } from '../../lib/user-info';
import { useVerificationStatus } from '../../lib/verification';
import { LogoutButton } from './components/LogoutButton';
import { PushSetting } from './components/PushSetting';
import './account.css';

/**
 * `/my_set`: nickname and phone, passwords, two-factor sign-in, identity verification, logged-in devices, language, the terms of use and privacy policy (help articles), the app
 * version (from getconfig) and logout.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { version } = useAppConfig();
  const user = useUserInfo();
  const verification = useVerificationStatus();
  // Until the info arrives the row says "payment password" without guessing whether one exists.
  const noPayPassword = user.data?.noPassword2 === 1;
  const items: MenuItem[] = [
    // Profile edits (issue #25): the nickname other players see, and the phone used to log in.
    {
      key: 'nickname',
      to: '/my_profile',
      label: t('account.settings.nickname'),
      icon: <UserIcon size={22} />,
      ...(user.data ? { value: user.data.nickname } : {}),
    },
    {
      key: 'phone',
      to: '/my_phone',
      label: t('account.settings.phone'),
      icon: <SmartphoneIcon size={22} />,
      ...(user.data ? { value: <span className="fr-num">{user.data.phone}</span> } : {}),
    },
    { key: 'login', to: '/userloginpassword', label: t('account.settings.loginPassword'), icon: <LockIcon size={22} /> },
    {
      key: 'pay',
      to: '/usercipherpassword',
      label: noPayPassword ? t('account.settings.setPayPassword') : t('account.settings.changePayPassword'),
      icon: <KeyIcon size={22} />,
      ...(noPayPassword ? { value: t('account.settings.notSet') } : {}),
    },
    {
      key: 'twoFactor',
      to: '/my_2fa',
      label: t('account.settings.twoFactor'),
      icon: <ShieldCheckIcon size={22} />,
      ...(user.data ? { value: user.data.twoFactor ? t('account.settings.on') : t('account.settings.off') } : {}),
    },
    // Issue #26 item 4: identity verification, with where the player stands.
    {
      key: 'verification',
      to: '/verification',
      label: t('verification.menu'),
      icon: <UserIcon size={22} />,
      ...(verification.data ? { value: t(`verification.states.${verification.data.state}`) } : {}),
    },
    { key: 'devices', to: '/my_devices', label: t('account.settings.devices'), icon: <DevicesIcon size={22} /> },
    {
      key: 'language',
      to: '/languageSet',
      label: t('account.settings.language'),
      icon: <GlobeIcon size={22} />,
      value: <span lang={language}>{LANGUAGE_NATIVE_NAMES[language]}</span>,
    },
    {
      key: 'terms',
      to: `/help/${BUILT_IN_ARTICLE_IDS.terms}`,
      label: t('account.settings.terms'),
      icon: <ListIcon size={22} />,
    },
    {
      key: 'privacy',
      to: `/help/${BUILT_IN_ARTICLE_IDS.privacy}`,
      label: t('account.settings.privacy'),
      icon: <ShieldCheckIcon size={22} />,
    },
    {
      key: 'version',
      label: t('account.settings.version'),
      icon: <SmartphoneIcon size={22} />,
      value: <span className="fr-num">{version}</span>,
    },
  ];
  return (
    <Page title={t('account.settings.title')}>
      <MenuList items={items} label={t('account.settings.title')} />
      <PushSetting />
      <LogoutButton />
    </Page>
  );
}
