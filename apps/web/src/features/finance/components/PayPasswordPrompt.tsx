import { useTranslation } from 'react-i18next';
import { Card, KeyIcon, LinkButton } from '../../../components/ui';

/** Shown instead of the transfer-in form while the player has no payment password (2057). */
export function PayPasswordPrompt() {
  const { t } = useTranslation();
  return (
    <Card className="fr-card--stack fr-finance-result" aria-labelledby="finance-pay-password-title">
      <span className="fr-icon-disc">
        <KeyIcon size={28} />
      </span>
      <h2 id="finance-pay-password-title" className="fr-finance-result__title">
        {t('finance.transferIn.noPayPasswordTitle')}
      </h2>
      <p className="fr-note">{t('finance.transferIn.noPayPasswordBody')}</p>
      <LinkButton to="/usercipherpassword" variant="primary" block>
        {t('finance.transferIn.setPayPassword')}
      </LinkButton>
    </Card>
  );
}
