import { formatRoundResult, type ProofVerdict } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { Mark } from './Mark';

type Computed = Extract<ProofVerdict, { chain: unknown }>;

function Step({
  title,
  detail,
  ok,
  value,
  expected,
}: {
  title: string;
  detail: string;
  ok: boolean;
  value: string;
  expected: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="fr-fair-step">
      <div className="fr-fair-step__head">
        <Mark ok={ok} />
        <h3 className="fr-fair-step__title">{title}</h3>
      </div>
      <p className="fr-fair-note">{detail}</p>
      <p className="fr-fair-value fr-num">{value}</p>
      <p className="fr-fair-note">
        {t('fairness.steps.expected')}: <span className="fr-fair-value--inline fr-num">{expected}</span>
      </p>
    </li>
  );
}

/** The two recomputed links (seed → T, seed → result), each with ✓/✗, and the verdict. */
export function ProofSteps({ verdict }: { verdict: Computed }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { proof, chain, outcome } = verdict;
  const message = `${proof.roomType}:${proof.seqno}:${proof.salt}:0`;
  const verified = verdict.status === 'verified';
  return (
    <Card className="fr-fair-card" aria-labelledby="fair-steps">
      <h2 id="fair-steps" className="fr-fair-heading">
        {t('fairness.steps.title')}
      </h2>
      <ol className="fr-fair-steps">
        <Step
          title={t('fairness.steps.chain')}
          detail={t('fairness.steps.chainDetail', { n: format.number(proof.n) })}
          ok={chain.ok}
          value={chain.computed}
          expected={chain.expected}
        />
        <Step
          title={t('fairness.steps.outcome')}
          detail={t('fairness.steps.outcomeDetail', { message })}
          ok={outcome.ok}
          value={formatRoundResult(outcome.computed)}
          expected={outcome.published ? formatRoundResult(outcome.published) : '—'}
        />
      </ol>
      <p
        className={verified ? 'fr-fair-verdict fr-fair-verdict--ok' : 'fr-fair-verdict fr-fair-verdict--bad'}
        role="status"
        data-testid="fair-verdict"
      >
        <Mark ok={verified} />
        <span>{verified ? t('fairness.verdict.verified') : t('fairness.verdict.failed')}</span>
      </p>
    </Card>
  );
}
