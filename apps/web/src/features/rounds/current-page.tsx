import { gameName } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Card, ErrorState, LoadingState, Money, Page } from '../../components/ui';
import { useLanguage } from '../../lib/i18n';
import { useRoundOutcome } from './api/records';
import { ResultBalls } from './components/ResultBalls';
import { WinsText } from './components/WinsText';
import './rounds.css';

/**
 * `/current/:id?type=<roomType>`: the player's result for one round (`id` = seqno): what it
 * drew, what they staked and what it paid back (PRODUCT §2: never an empty placeholder).
 */
export default function CurrentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const seqno = useParams().id ?? null;
  const [search] = useSearchParams();
  const roomType = Number(search.get('type') ?? '1');
  const outcome = useRoundOutcome(roomType, seqno);

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
              <Money value={award} tone="result" />
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
