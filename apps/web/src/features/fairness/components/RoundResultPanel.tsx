import type { RoundProof } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { LateDrawNote } from '../../../components/outcome/LateDrawNote';
import { Card, ErrorState, LoadingState } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { useVerdict } from '../lib/use-verdict';
import { ProofInputs } from './ProofInputs';
import { ProofSteps } from './ProofSteps';

function Undrawn({ proof }: { proof: RoundProof }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const time = proof.drawsAt ? format.dateTime(proof.drawsAt) : '—';
  return (
    <Card className="fr-fair-card fr-fair-undrawn" aria-labelledby="fair-undrawn" data-testid="fair-undrawn">
      <h2 id="fair-undrawn" className="fr-fair-heading">
        {t('fairness.undrawn.title')}
      </h2>
      <p className="fr-fair-note">{t('fairness.undrawn.body', { seqno: proof.seqno, time })}</p>
      <p className="fr-fair-note">{t('fairness.undrawn.chain')}</p>
    </Card>
  );
}

/** A loaded round: undrawn (explained), or recomputed here step by step. */
export function RoundResultPanel({ proof }: { proof: RoundProof }) {
  const { t } = useTranslation();
  const verdict = useVerdict(proof);
  if (proof.seed === null) {
    return (
      <>
        <Undrawn proof={proof} />
        <ProofInputs proof={proof} />
      </>
    );
  }
  return (
    <>
      <LateDrawNote lateBySeconds={proof.lateBySeconds} />
      {verdict.isPending && <LoadingState label={t('fairness.steps.working')} />}
      {verdict.isError && <ErrorState title={t('fairness.verdict.malformed')} />}
      {verdict.data?.status === 'malformed' && <ErrorState title={t('fairness.verdict.malformed')} />}
      {verdict.data && 'chain' in verdict.data && <ProofSteps verdict={verdict.data} />}
      <ProofInputs proof={proof} />
    </>
  );
}
