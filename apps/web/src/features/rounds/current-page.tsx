import { gameName } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NetSummary, useNetOutcome, useNetTexts } from '../../components/outcome/NetResult';
import { Card, ErrorState, LoadingState, Money, Page } from '../../components/ui';
import { useLanguage } from '../../lib/i18n';
import { useRoundOutcome } from './api/records';
import { ResultBalls } from './components/ResultBalls';
import { WinsText } from './components/WinsText';
import './rounds.css';

/**
 * `/current/:id?type=<roomType>`: the player's result for one round (`id` = seqno): what it
 * drew, the net verdict first (issue #24: a partial return is a loss, never green), then what
 * they staked and what it paid back (PRODUCT §2: never an empty placeholder).
 */
export default function CurrentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const seqno = useParams().id ?? null;
  const [search] = useSearchParams();
  const roomType = Number(search.get('type') ?? '1');
  const outcome = useRoundOutcome(roomType, seqno);
  const settled = outcome.data?.state === 'settled';
  const played = outcome.data !== undefined && /[1-9]/.test(outcome.data.stake);
  const net = useNetOutcome(outcome.data?.stake ?? '0', settled ? (outcome.data?.award ?? null) : null);

  let body;
  if (outcome.isError) {
    body = (
      <ErrorState
        title={t('rounds.current.loadFailed')}
        onRetry={() => void outcome.refetch()}
        retrying={outcome.isFetching}
      />
    );
  } else if (!outcome.data) {
    body = <LoadingState />;
  } else if (outcome.data.state === null) {
    body = <ErrorState title={t('rounds.current.unknown', { seqno })} />;
  } else {
    const { result, stake, award } = outcome.data;
    body = (
      <Card className="fr-current" data-testid="round-outcome">
        <p className="fr-current__seq">
          {gameName(language, roomType)} · {t('rounds.current.round', { seqno })}
        </p>
        {result ? (
          <div className="fr-current__result">
            <ResultBalls result={result} />
            <WinsText result={result} className="fr-last__wins" />
          </div>
        ) : (
          <p className="fr-current__pending">{t('rounds.current.notDrawn')}</p>
        )}
        {played && net && net.kind !== 'pending' && <CurrentVerdict outcome={net} />}
        <dl className="fr-current__figures">
          <div>
            <dt>{t('rounds.current.stake')}</dt>
            <dd>
              <Money value={stake} />
            </dd>
          </div>
          <div>
            <dt>{t('rounds.current.award')}</dt>
            <dd>
              <Money value={award} />
            </dd>
          </div>
        </dl>
        {result && (
          <Link
            className="fr-text-link"
            to={`/fairness?type=${roomType}&seqno=${encodeURIComponent(seqno ?? '')}`}
          >
            {t('rounds.history.proof')}
          </Link>
        )}
      </Card>
    );
  }
  return <Page title={t('rounds.current.title')}>{body}</Page>;
}

/** "You lost $0.20" over "−$0.20 · $19.80 returned": the verdict is the net, in the outcome's tone. */
function CurrentVerdict({ outcome }: { outcome: NonNullable<ReturnType<typeof useNetOutcome>> }) {
  const { t } = useTranslation();
  const texts = useNetTexts(outcome);
  const word =
    outcome.kind === 'win'
      ? t('rounds.moment.won', { amount: texts.netAbs })
      : outcome.kind === 'loss'
        ? t('rounds.moment.lost', { amount: texts.netAbs })
        : t('rounds.moment.even');
  return (
    <div className="fr-current__verdict" data-testid="current-verdict" data-outcome={outcome.kind}>
      <p className={`fr-current__word fr-current__word--${outcome.kind}`}>{word}</p>
      <NetSummary outcome={outcome} />
    </div>
  );
}
