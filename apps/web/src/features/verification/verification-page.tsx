import type { VerificationStatus } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, Page } from '../../components/ui';
import { useVerificationLive, useVerificationStatus } from './api/verification';
import { ApprovedCard, PendingCard, RejectionNotice, RequirementNote } from './components/StatusCards';
import { VerificationForm } from './components/VerificationForm';
import { failureText } from './lib/failure-text';
import './verification.css';

/** What the player can do now, by state: prepare and send, wait, or nothing (verified). */
function VerificationBody({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  if (status.state === 'pending') return <PendingCard status={status} />;
  if (status.state === 'approved') return <ApprovedCard status={status} />;
  return (
    <>
      {status.state === 'rejected' && status.rejection && <RejectionNotice rejection={status.rejection} />}
      <RequirementNote status={status} />
      <p className="fr-note">{t('verification.intro')}</p>
      <VerificationForm status={status} />
    </>
  );
}

/**
 * `/verification`: identity verification (issue #26 item 4). The player sends a photo of an
 * identity document and a selfie; finance approves, or rejects with a reason shown here in the
 * player's language. The operator may require it before withdrawing (the withdraw page says so).
 */
export default function VerificationPage() {
  const { t } = useTranslation();
  const status = useVerificationStatus();
  useVerificationLive();

  let content;
  if (status.isError) {
    content = (
      <ErrorState
        title={t('verification.loadFailed')}
        description={failureText(status.error)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else if (!status.data) {
    content = <LoadingState label={t('verification.loading')} />;
  } else {
    content = (
      <div className="fr-verification">
        <VerificationBody status={status.data} />
      </div>
    );
  }
  return <Page title={t('verification.title')}>{content}</Page>;
}
