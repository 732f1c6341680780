import type { VerificationStatus } from '@fairround/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  ClockIcon,
  InfoIcon,
  LinkButton,
  LoadingState,
  ShieldCheckIcon,
  useMoneyText,
} from '../../../components/ui';
import { useVerificationLive, useVerificationStatus } from '../../../lib/verification';

/** One gate card: what stands between the player and the form, and the way to the page. */
function GateCard(props: {
  testId: string;
  icon: ReactNode;
  title: string;
  body: string;
  action: string;
  variant: 'primary' | 'secondary';
}) {
  return (
    <Card className="fr-cashier-prompt" aria-labelledby="verification-gate-title" data-testid={props.testId}>
      <span className="fr-icon-disc">{props.icon}</span>
      <h2 id="verification-gate-title" className="fr-cashier-prompt__title">
        {props.title}
      </h2>
      <p className="fr-cashier-prompt__body">{props.body}</p>
      <LinkButton to="/verification" variant={props.variant} block>
        {props.action}
      </LinkButton>
    </Card>
  );
}

/** Verification is needed before any withdrawal: what to do, instead of a form that would be refused (3106). */
function VerificationNeeded({ rejected }: { rejected: boolean }) {
  const { t } = useTranslation();
  return (
    <GateCard
      testId="verification-gate-required"
      icon={<ShieldCheckIcon size={28} />}
      title={t('verification.gate.requiredTitle')}
      body={rejected ? t('verification.gate.rejectedBody') : t('verification.gate.requiredBody')}
      action={t('verification.gate.verify')}
      variant="primary"
    />
  );
}

/** Sent and waiting for finance: a withdrawal would be refused (3107) until they approve. */
function VerificationPending() {
  const { t } = useTranslation();
  return (
    <GateCard
      testId="verification-gate-pending"
      icon={<ClockIcon size={28} />}
      title={t('verification.gate.pendingTitle')}
      body={t('verification.gate.pendingBody')}
      action={t('verification.gate.view')}
      variant="secondary"
    />
  );
}

/** "Above an amount": how much more may go out before verification is needed. */
function allowanceOf(status: VerificationStatus): string | null {
  if (status.requirement.mode !== 'above_amount' || status.state === 'approved') return null;
  return status.withdrawableBeforeRequired;
}

/**
 * Issue #26 item 4: the withdraw page says what is missing before the player fills in the form.
 * When the status cannot be loaded the form is shown anyway: the server still refuses an
 * unverified withdrawal (3106/3107) and the form shows that message, so failing open costs only
 * a late explanation, while failing closed would block every withdrawal on a hiccup.
 */
export function VerificationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const status = useVerificationStatus();
  useVerificationLive();
  if (status.isPending) {
    return (
      <div data-testid="verification-gate-loading">
        <LoadingState />
      </div>
    );
  }
  const data = status.data;
  if (data?.requiredNow && data.state === 'pending') return <VerificationPending />;
  if (data?.requiredNow && data.state !== 'approved')
    return <VerificationNeeded rejected={data.state === 'rejected'} />;
  const allowance = data ? allowanceOf(data) : null;
  return (
    <>
      {allowance !== null && (
        <p className="fr-withdraw-verification-note" data-testid="verification-gate-allowance">
          <InfoIcon size={18} />
          <span>{t('verification.gate.allowance', { amount: moneyText(allowance) })}</span>
        </p>
      )}
      {children}
    </>
  );
}
