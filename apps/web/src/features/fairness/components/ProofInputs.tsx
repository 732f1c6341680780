import { formatRoundResult, type RoundProof } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { Hash } from './Hash';

/** What the server published for the round: the only inputs of the check. */
export function ProofInputs({ proof }: { proof: RoundProof }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card className="fr-fair-card" aria-labelledby="fair-inputs">
      <h2 id="fair-inputs" className="fr-fair-heading">
        {t('fairness.inputs.title')}
      </h2>
      <dl className="fr-fair-facts">
        <div>
          <dt>{t('fairness.inputs.round')}</dt>
          <dd className="fr-num" data-testid="fair-seqno">
            {proof.seqno}
          </dd>
        </div>
        <div>
          <dt>{t('fairness.inputs.position')}</dt>
          <dd className="fr-num">
            {t('fairness.inputs.positionValue', { n: format.number(proof.n), length: format.number(proof.length) })}
          </dd>
        </div>
        {proof.result && (
          <div>
            <dt>{t('fairness.inputs.result')}</dt>
            <dd className="fr-num">{formatRoundResult(proof.result)}</dd>
          </div>
        )}
      </dl>
      {/* Each Hash is a <dt>/<dd> pair, so they need a list of their own. */}
      <dl className="fr-fair-hashes">
        <Hash label={t('fairness.inputs.terminatingHash')} value={proof.terminatingHash} />
        <Hash label={t('fairness.inputs.salt')} value={proof.salt} />
        {proof.seed !== null && <Hash label={t('fairness.inputs.seed')} value={proof.seed} />}
      </dl>
    </Card>
  );
}
