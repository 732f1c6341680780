import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';

/** The two checks in plain words, before any number appears. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Card className="fr-fair-how" aria-labelledby="fair-how">
      <p className="fr-fair-note">{t('fairness.intro')}</p>
      <h2 id="fair-how" className="fr-fair-heading">
        {t('fairness.howTitle')}
      </h2>
      <ol className="fr-fair-how__list">
        <li>{t('fairness.howChain')}</li>
        <li>{t('fairness.howOutcome')}</li>
      </ol>
    </Card>
  );
}
