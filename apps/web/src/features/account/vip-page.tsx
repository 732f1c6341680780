import {
  ACCOUNT_TEXTS,
  fillTemplate,
  formatPercent,
  vipLevelKey,
  type VipLevelsResponse,
} from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, CheckIcon, ErrorState, formatMoneyText, LoadingState, Money, Page } from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { useLanguage } from '../../lib/i18n';
import { useVipLevels } from './api/get-vip-levels';
import { VipBadge } from './components/VipBadge';
import { vipLevelName } from './components/vip-label';
import './account.css';

type Progress = NonNullable<VipLevelsResponse['player']>;
type Level = VipLevelsResponse['levels'][number];

/** Whole percent, rounded down, from the server's basis points (0–10000): no float on the way. */
function percentOf(basisPoints: number): number {
  return Math.floor(basisPoints / 100);
}

function ProgressCard({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currency } = useAppConfig();
  const label = (level: number) =>
    t('account.vip.badge', { level, name: vipLevelName(language, vipLevelKey(level)) });
  return (
    <Card className="fr-vip-progress" aria-labelledby="vip-current">
      <div className="fr-vip-progress__head">
        <VipBadge level={progress.level} label={label(progress.level)} size={60} />
        <div className="fr-vip-progress__who">
          <p className="fr-vip-progress__caption">{t('account.vip.yourLevel')}</p>
          <h2 id="vip-current" className="fr-vip-progress__name">
            {label(progress.level)}
          </h2>
        </div>
      </div>
      <div className="fr-vip-progress__turnover">
        <span>{t('account.vip.turnover')}</span>
        <Money value={progress.turnover} />
      </div>
      {progress.nextLevel !== null && progress.remaining !== null ? (
        <NextLevel
          percent={percentOf(progress.progressBasisPoints)}
          nextName={label(progress.nextLevel)}
          remaining={formatMoneyText(progress.remaining, currency) ?? progress.remaining}
        />
      ) : (
        <p className="fr-vip-progress__top">{t('account.vip.top')}</p>
      )}
    </Card>
  );
}

function NextLevel({
  percent,
  nextName,
  remaining,
}: {
  percent: number;
  nextName: string;
  remaining: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="fr-vip-next">
      <div
        className="fr-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('account.vip.progressLabel', { name: nextName })}
      >
        <span className="fr-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="fr-vip-next__text">
        <span>{t('account.vip.toNext', { amount: remaining, name: nextName })}</span>
        <span className="fr-num">{formatPercent(percent, language, 'progress')}</span>
      </p>
    </div>
  );
}

function LevelRow({ level, currentLevel }: { level: Level; currentLevel: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = vipLevelName(language, level.key);
  const texts = ACCOUNT_TEXTS[language].vipPrivileges;
  const isCurrent = level.level === currentLevel;
  const reached = currentLevel !== null && level.level < currentLevel;
  return (
    <li
      className={isCurrent ? 'fr-vip-level fr-vip-level--current' : 'fr-vip-level'}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <VipBadge level={level.level} label={t('account.vip.badge', { level: level.level, name })} size={40} />
      <div className="fr-vip-level__body">
        <div className="fr-vip-level__head">
          <h3 className="fr-vip-level__name">{t('account.vip.badge', { level: level.level, name })}</h3>
          {isCurrent && <span className="fr-vip-level__tag">{t('account.vip.yourLevel')}</span>}
          {reached && (
            <span className="fr-vip-level__reached">
              <CheckIcon size={16} />
              {t('account.vip.reached')}
            </span>
          )}
        </div>
        <p className="fr-vip-level__threshold">
          {t('account.vip.threshold')} <Money value={level.threshold} />
        </p>
        <ul className="fr-vip-level__privileges">
          {level.privileges.map((privilege) => (
            <li key={privilege}>
              {privilege === 'dailyWithdrawals'
                ? t('account.vip.dailyWithdrawals', { count: level.dailyWithdrawals })
                : fillTemplate(texts[privilege], { level: name })}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * `/vip`: the player's level and real progress to the next one (server numbers only), how levels
 * are earned, and every level with its turnover threshold and privileges.
 */
export default function VipPage() {
  const { t } = useTranslation();
  const vip = useVipLevels();
  return (
    <Page title={t('account.vip.title')}>
      {vip.data ? (
        <>
          {vip.data.player && <ProgressCard progress={vip.data.player} />}
          <Card className="fr-vip-how" aria-labelledby="vip-how">
            <h2 id="vip-how" className="fr-section-title">
              {t('account.vip.howTitle')}
            </h2>
            <p className="fr-vip-how__body">{t('account.vip.howBody')}</p>
          </Card>
          <section aria-labelledby="vip-levels" className="fr-vip-levels">
            <h2 id="vip-levels" className="fr-section-title">
              {t('account.vip.levelsTitle')}
            </h2>
            <ol className="fr-stack-list fr-stack-list--tight">
              {vip.data.levels.map((level) => (
                <LevelRow key={level.level} level={level} currentLevel={vip.data.player?.level ?? null} />
              ))}
            </ol>
          </section>
        </>
      ) : vip.isError ? (
        <ErrorState
          title={t('account.vip.loadFailed')}
          onRetry={() => void vip.refetch()}
          retrying={vip.isFetching}
        />
      ) : (
        <LoadingState label={t('account.vip.loading')} />
      )}
    </Page>
  );
}
