import { LIMIT_PERIODS, type LimitKind, type LimitView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { LimitRow } from './LimitRow';

/** The day, week and month limits of one kind, in that order whatever order the server sent. */
export function LimitSection({
  kind,
  limits,
  id,
}: {
  kind: LimitKind;
  limits: readonly LimitView[];
  id?: string;
}) {
  const { t } = useTranslation();
  const titleId = `${kind}-limits-title`;
  const ordered = LIMIT_PERIODS.flatMap((period) => limits.filter((limit) => limit.period === period));
  return (
    <Card className="fr-protect-card" aria-labelledby={titleId} id={id}>
      <h2 id={titleId} className="fr-section-title fr-protect-card__title" tabIndex={-1}>
        {kind === 'deposit' ? t('protection.limits.depositTitle') : t('protection.limits.lossTitle')}
      </h2>
      <p className="fr-note">
        {kind === 'deposit' ? t('protection.limits.depositBody') : t('protection.limits.lossBody')}
      </p>
      <p className="fr-protect-card__note">{t('protection.limits.rule')}</p>
      <ul className="fr-stack-list">
        {ordered.map((view) => (
          <LimitRow key={view.period} kind={kind} view={view} />
        ))}
      </ul>
    </Card>
  );
}
