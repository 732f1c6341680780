import type { UserInfo } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { useLanguage } from '../../../lib/i18n';
import { CopyButton } from './CopyButton';
import { VipBadge } from './VipBadge';
import { vipLevelName } from './vip-label';

/** Who is logged in: nickname, level icon and name, username, masked phone, own invitation code. */
export function ProfileCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const levelLabel = t('account.vip.badge', { level: user.level, name: vipLevelName(language, user.levelName) });
  return (
    <Card className="fr-profile" aria-labelledby="profile-name">
      <div className="fr-profile__head">
        <VipBadge level={user.level} label={levelLabel} size={56} />
        <div className="fr-profile__who">
          <h2 id="profile-name" className="fr-profile__name">
            {user.nickname || user.username}
          </h2>
          <p className="fr-profile__level">{levelLabel}</p>
          <p className="fr-profile__meta">
            {/* The nickname starts as the username: the name is shown once until they differ. */}
            {user.nickname && user.nickname !== user.username && (
              <>
                <span>{user.username}</span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <span className="fr-num">{user.phone}</span>
          </p>
        </div>
      </div>
      <div className="fr-profile__code">
        <div className="fr-profile__code-text">
          <span className="fr-profile__code-label">{t('account.user.invitationCode')}</span>
          <span className="fr-profile__code-value fr-num">{user.invitationCode}</span>
        </div>
        <CopyButton text={user.invitationCode} label={t('account.user.copyCode', { code: user.invitationCode })} />
      </div>
    </Card>
  );
}
