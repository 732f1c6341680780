import { useTranslation } from 'react-i18next';
import { Card, KeyIcon, LinkButton } from '../../../components/ui';

/** Shown instead of a form that needs the payment password when none is set yet (2057). */
export function PayPasswordPrompt() {
  const { t } = useTranslation();
  return (
    <Card className="fr-cashier-prompt" aria-labelledby="pay-password-prompt-title">
      <span className="fr-icon-disc">
        <KeyIcon size={28} />
      </span>
      <h2 id="pay-password-prompt-title" className="fr-cashier-prompt__title">
        {t('cashier.common.noPayPasswordTitle')}
      </h2>
      <p className="fr-cashier-prompt__body">{t('cashier.common.noPayPasswordBody')}</p>
      <LinkButton to="/usercipherpassword" variant="primary" block>
        {t('cashier.common.setPayPassword')}
      </LinkButton>
    </Card>
  );
}
