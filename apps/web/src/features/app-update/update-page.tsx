import { useTranslation } from 'react-i18next';
import { Button, Card, CheckCircleIcon, ExternalLinkButton, LogoMark, Page } from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { useInstallPrompt } from '../../lib/pwa';
import './app-update.css';

/** Adding the web app to the home screen, in whatever way this browser allows. */
function InstallCard() {
  const { t } = useTranslation();
  const { state, install } = useInstallPrompt();
  let body;
  if (state === 'installed') {
    body = (
      <p className="fr-update__status" role="status">
        <CheckCircleIcon size={20} />
        {t('update.installed')}
      </p>
    );
  } else if (state === 'prompt') {
    body = (
      <Button block size="large" onClick={() => void install()}>
        {t('update.installButton')}
      </Button>
    );
  } else if (state === 'ios') {
    body = <p className="fr-update__steps">{t('update.iosSteps')}</p>;
  } else {
    body = <p className="fr-update__hint">{t('update.unavailable')}</p>;
  }
  return (
    <Card className="fr-update__card" aria-labelledby="update-install-title">
      <h2 id="update-install-title" className="fr-update__title">
        {t('update.installTitle')}
      </h2>
      <p className="fr-update__text">{t('update.installBody')}</p>
      {body}
    </Card>
  );
}

/** The operator's store links; a plain sentence when there is none. */
function StoreCard() {
  const { t } = useTranslation();
  const { appLinks } = useAppConfig();
  const links = [
    { key: 'android', href: appLinks.android, label: t('update.android') },
    { key: 'ios', href: appLinks.ios, label: t('update.ios') },
  ].filter((link): link is { key: string; href: string; label: string } => Boolean(link.href));
  return (
    <Card className="fr-update__card" aria-labelledby="update-store-title">
      <h2 id="update-store-title" className="fr-update__title">
        {t('update.storeTitle')}
      </h2>
      {links.length === 0 ? (
        <p className="fr-update__text">{t('update.noStore')}</p>
      ) : (
        <div className="fr-update__links">
          {links.map((link) => (
            <ExternalLinkButton key={link.key} href={link.href} variant="secondary" block newTabLabel={t('update.newTab')}>
              {link.label}
            </ExternalLinkButton>
          ))}
        </div>
      )}
    </Card>
  );
}

/** `/my_update` (seed §2, PRODUCT §7): the app version, store links and installing the web app. */
export default function UpdatePage() {
  const { t } = useTranslation();
  const { version } = useAppConfig();
  return (
    <Page title={t('update.title')}>
      <Card className="fr-update__hero">
        <LogoMark size={64} />
        <p className="fr-update__name">{t('app.name')}</p>
        <p className="fr-update__version" data-testid="app-version">
          {t('update.version', { version })}
        </p>
      </Card>
      <InstallCard />
      <StoreCard />
    </Page>
  );
}
