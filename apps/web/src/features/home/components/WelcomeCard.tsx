import { ACCOUNT_TEXTS } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { LinkButton } from '../../../components/ui/LinkButton';
import { Money } from '../../../components/ui/Money';
import { ErrorState, Skeleton } from '../../../components/ui/states';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUserInfo } from '../../../lib/user-info';

function VisitorWelcome() {
  const { t } = useTranslation();
  return (
    <Card className="fr-welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title" className="fr-welcome__title">
        {t('home.visitorTitle')}
      </h2>
      <p className="fr-welcome__body">{t('home.visitorBody')}</p>
      <div className="fr-welcome__actions">
        <LinkButton to="/login" variant="primary" block>
          {t('home.logIn')}
        </LinkButton>
        <LinkButton to="/register" variant="secondary" block>
          {t('home.register')}
        </LinkButton>
      </div>
    </Card>
  );
}

function PlayerWelcome() {
  const { t } = useTranslation();
  const language = useLanguage();
  const userInfo = useUserInfo();

  if (userInfo.isError) {
    return (
      <Card className="fr-welcome">
        <ErrorState
          title={t('home.balanceFailed')}
          onRetry={() => void userInfo.refetch()}
          retrying={userInfo.isFetching}
        />
      </Card>
    );
  }
  if (!userInfo.data) {
    return (
      <Card className="fr-welcome" role="status" aria-label={t('home.balanceLoading')}>
        <Skeleton width="55%" height={20} />
        <Skeleton width="25%" height={14} />
        <Skeleton width="45%" height={32} />
      </Card>
    );
  }
  const { nickname, username, levelName, money } = userInfo.data;
  return (
    <Card className="fr-welcome" aria-labelledby="welcome-title">
      <div className="fr-welcome__heading">
        <h2 id="welcome-title" className="fr-welcome__title">
          {t('home.greeting', { name: nickname || username })}
        </h2>
        <span className="fr-welcome__level">{ACCOUNT_TEXTS[language].vipLevels[levelName]}</span>
      </div>
      <p className="fr-welcome__label">{t('home.balance')}</p>
      <Money value={money} className="fr-welcome__balance" />
    </Card>
  );
}

/** The welcome line of the home screen: log-in prompt for visitors, nickname and balance for players. */
export function WelcomeCard() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <PlayerWelcome /> : <VisitorWelcome />;
}
