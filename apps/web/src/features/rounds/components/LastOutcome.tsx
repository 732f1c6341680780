import type { RoundResultView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LateDrawNote } from '../../../components/outcome/LateDrawNote';
import { NetSummary, useNetOutcome } from '../../../components/outcome/NetResult';
import { Money } from '../../../components/ui';
import { useRoundOutcome } from '../api/records';
import { ResultBalls } from './ResultBalls';
import { WinsText } from './WinsText';

/**
 * The latest drawn round: its result, and what the player staked and got back in it (only when
 * they played it) with the net first — a partial return reads as the loss it is (issue #24) — and
 * the link to its proof.
 */
export function LastOutcome({ result }: { result: RoundResultView }) {
  const { t } = useTranslation();
  const outcome = useRoundOutcome(result.gametype, result.seqno);
  // Any non-zero digit: the player had a stake in this round.
  const played = outcome.data !== undefined && /[1-9]/.test(outcome.data.stake);
  const settled = outcome.data?.state === 'settled';
  const net = useNetOutcome(outcome.data?.stake ?? '0', settled ? (outcome.data?.award ?? null) : null);
  return (
    <section className="fr-last" aria-label={t('rounds.result.latest')} data-testid="last-outcome">
      <div className="fr-last__head">
        <span className="fr-round-clock__caption">
          {t('rounds.result.latestSeq', { seqno: result.seqno })}
        </span>
        <Link
          className="fr-text-link"
          to={`/fairness?type=${result.gametype}&seqno=${encodeURIComponent(result.seqno)}`}
        >
          {t('rounds.history.proof')}
        </Link>
      </div>
      <div className="fr-last__body">
        <ResultBalls result={result} />
        <WinsText result={result} className="fr-last__wins" />
      </div>
      <LateDrawNote lateBySeconds={result.lateBySeconds} />
      {played && outcome.data && (
        <p className="fr-last__mine" data-testid="last-payout">
          {net && <NetSummary outcome={net} className="fr-last__net" />}
          <span>
            {t('rounds.result.staked')} <Money value={outcome.data.stake} />
          </span>
          <span>
            {t('rounds.result.paid')} <Money value={outcome.data.award} />
          </span>
        </p>
      )}
    </section>
  );
}
