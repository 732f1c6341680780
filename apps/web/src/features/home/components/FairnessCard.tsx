import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { ShieldCheckIcon } from '../../../components/ui/icons';

/** A short, true statement of how results are made (PRODUCT §6); the verifier page comes later. */
export function FairnessCard() {
  const { t } = useTranslation();
  return (
    <Card className="fr-fairness" aria-labelledby="fairness-title">
      <span className="fr-fairness__icon">
        <ShieldCheckIcon size={26} />
      </span>
      <div className="fr-fairness__text">
        <h2 id="fairness-title" className="fr-fairness__title">
          {t('home.fairTitle')}
        </h2>
        <p className="fr-fairness__body">{t('home.fairBody')}</p>
      </div>
    </Card>
  );
}
