import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Card, ShieldCheckIcon, showWarning } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { limitsOfferNext } from '../../../lib/protection';
import { useSkipLimitsOffer } from '../api/skip-limits-offer';

/** Brings the deposit limits into view and moves the keyboard focus to their heading. */
export function showDepositLimits(): void {
  const section = document.getElementById('deposit-limits');
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  document.getElementById('deposit-limits-title')?.focus({ preventScroll: true });
}

/**
 * The offer made right after registration (`?welcome=1`): set deposit limits now, or skip it
 * for now and go on to where the registration was heading (`next`). Once a limit is set (or the
 * offer was answered before), going on needs no call.
 */
export function LimitsOffer({ answered }: { answered: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const skip = useSkipLimitsOffer();
  const next = limitsOfferNext(search);

  async function goOn() {
    if (!answered) {
      try {
        await skip.mutateAsync();
      } catch (failure) {
        if (!isApiError(failure)) throw failure;
        return showWarning(failure.info);
      }
    }
    await navigate(next, { replace: true });
  }

  return (
    <Card className="fr-protect-card fr-limits-offer" aria-labelledby="limits-offer-title">
      <h2 id="limits-offer-title" className="fr-limits-offer__title">
        <ShieldCheckIcon size={24} />
        <span>{t('protection.welcome.title')}</span>
      </h2>
      <p className="fr-note">{t('protection.welcome.body')}</p>
      <div className="fr-limits-offer__actions">
        <Button variant="primary" block onClick={showDepositLimits}>
          {t('protection.welcome.set')}
        </Button>
        <Button variant="secondary" block loading={skip.isPending} onClick={() => void goOn()}>
          {answered ? t('protection.welcome.continue') : t('protection.welcome.skip')}
        </Button>
      </div>
    </Card>
  );
}
