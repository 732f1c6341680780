import type { VerificationStatus } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { AlertIcon, Card, CheckCircleIcon, ClockIcon, InfoIcon, useMoneyText } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';

/** Submitted, waiting for finance: no form until they decide. */
export function PendingCard({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <Card className="fr-verification-state" data-testid="verification-pending">
      <ClockIcon size={32} />
      <h2>{t('verification.pending.title')}</h2>
      <p>{t('verification.pending.body')}</p>
      {status.submittedAt && (
        <p className="fr-note">
          {t('verification.pending.submittedAt', { time: dateTime(status.submittedAt) })}
        </p>
      )}
    </Card>
  );
}

export function ApprovedCard({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <Card className="fr-verification-state fr-verification-state--done" data-testid="verification-approved">
      <CheckCircleIcon size={32} />
      <h2>{t('verification.approved.title')}</h2>
      <p>{t('verification.approved.body')}</p>
      {status.decidedAt && (
        <p className="fr-note">
          {t('verification.approved.decidedAt', { time: dateTime(status.decidedAt) })}
        </p>
      )}
    </Card>
  );
}

/** Finance's reason in the player's language, and their note exactly as they wrote it. */
export function RejectionNotice({ rejection }: { rejection: NonNullable<VerificationStatus['rejection']> }) {
  const { t } = useTranslation();
  return (
    <section className="fr-verification-rejected" role="alert" data-testid="verification-rejected">
      <AlertIcon size={20} />
      <div>
        <h2>{t('verification.rejected.title')}</h2>
        <p>{t(`verification.reasons.${rejection.reason}`)}</p>
        {rejection.note && (
          <p className="fr-verification-rejected__note">
            <span className="fr-verification-rejected__label">{t('verification.rejected.note')}</span>
            <span>{rejection.note}</span>
          </p>
        )}
        <p>{t('verification.rejected.body')}</p>
      </div>
    </section>
  );
}

/** When the operator asks for verification; with mode off the player may still verify. */
export function RequirementNote({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const { mode, threshold } = status.requirement;
  const text =
    mode === 'above_amount'
      ? t('verification.requirement.above_amount', { amount: threshold ? moneyText(threshold) : '' })
      : t(`verification.requirement.${mode}`);
  return (
    <div className="fr-icon-note" data-testid="verification-requirement">
      <InfoIcon size={18} />
      <div>
        <p>{text}</p>
        {/* "Before the first withdrawal" already says it is needed now; the threshold rule does not. */}
        {status.requiredNow && mode !== 'first_withdrawal' && (
          <p className="fr-verification-note__now">{t('verification.requirement.requiredNow')}</p>
        )}
      </div>
    </div>
  );
}
