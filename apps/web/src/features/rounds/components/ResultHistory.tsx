import type { RoundResultView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, EmptyState } from '../../../components/ui';
import { ResultBalls } from './ResultBalls';
import { WinsText } from './WinsText';

/** The latest drawn rounds of this room type (`his`), each with a link to its proof. */
export function ResultHistory({ history }: { history: RoundResultView[] }) {
  const { t } = useTranslation();
  return (
    <Card className="fr-room-section">
      <h2 className="fr-room-section__title">{t('rounds.history.title')}</h2>
      {history.length === 0 ? (
        <EmptyState title={t('rounds.history.empty')} />
      ) : (
        <ol className="fr-history" data-testid="result-history">
          {history.slice(0, 10).map((result) => (
            <li key={result.seqno} className="fr-history__row">
              <span className="fr-history__seq">{result.seqno}</span>
              <Link
                className="fr-text-link"
                to={`/fairness?type=${result.gametype}&seqno=${encodeURIComponent(result.seqno)}`}
              >
                {t('rounds.history.proof')}
              </Link>
              <ResultBalls result={result} />
              <WinsText result={result} className="fr-history__wins" />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
