import type { ProtectionState } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, ErrorState, Page, Skeleton } from '../../components/ui';
import { isApiError } from '../../lib/api';
import { useProtectionState } from '../../lib/protection';
import { ActiveBreak } from './components/ActiveBreak';
import { BreakSection } from './components/BreakSection';
import { HelpLinks } from './components/HelpLinks';
import { LimitsOffer } from './components/LimitsOffer';
import { LimitSection } from './components/LimitSection';
import { RealityCheckCard } from './components/RealityCheckCard';
import './protection.css';

function ProtectionSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="fr-protect-card" role="status" aria-label={t('protection.loading')}>
      <Skeleton width="55%" height={22} />
      <Skeleton width="90%" />
      <Skeleton width="80%" />
      <Skeleton height={88} />
      <Skeleton height={88} />
    </Card>
  );
}

/** Every tool, the break in force first: it is the one thing the player most needs to see. */
function ProtectionSections({ state, welcome }: { state: ProtectionState; welcome: boolean }) {
  return (
    <>
      {state.exclusion && <ActiveBreak exclusion={state.exclusion} />}
      {welcome && <LimitsOffer answered={state.limitsOffered} />}
      <LimitSection kind="deposit" limits={state.limits.deposit} id="deposit-limits" />
      <LimitSection kind="loss" limits={state.limits.loss} />
      <RealityCheckCard minutes={state.realityCheckMinutes} />
      <BreakSection kind="timeout" />
      <BreakSection kind="self_exclusion" />
      <HelpLinks links={state.helpLinks} />
    </>
  );
}

/**
 * `/responsible` (PRODUCT §9): deposit and loss limits with their use and pending changes, the
 * reality-check interval, time-out and self-exclusion, the break in force, and help. Right after
 * registration (`?welcome=1`) it opens with the offer to set deposit limits.
 */
export default function ResponsiblePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useProtectionState();
  return (
    <Page title={t('protection.title')}>
      <p className="fr-note">{t('protection.intro')}</p>
      {state.data ? (
        <ProtectionSections state={state.data} welcome={params.get('welcome') === '1'} />
      ) : state.isError ? (
        <Card>
          <ErrorState
            title={t('protection.loadFailed')}
            {...(isApiError(state.error) ? { description: state.error.info } : {})}
            onRetry={() => void state.refetch()}
            retrying={state.isFetching}
          />
        </Card>
      ) : (
        <ProtectionSkeleton />
      )}
    </Page>
  );
}
