import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useLanguage } from '../../../lib/i18n';
import { useWinners, type Winner } from '../api/winners';
import { formatClock } from '../lib/price-format';

function WinnerRow({ winner }: { winner: Winner }) {
  const language = useLanguage();
  return (
    <li className="fr-winner">
      <span className="fr-winner__avatar" aria-hidden="true">
        {winner.username.slice(0, 1).toUpperCase()}
      </span>
      <span className="fr-winner__text">
        <span className="fr-winner__name">{winner.username}</span>
        <span className="fr-winner__game">{winner.game}</span>
      </span>
      <span className="fr-winner__result">
        <Money value={winner.money} signed tone="result" className="fr-winner__amount" />
        <time className="fr-winner__time" dateTime={new Date(winner.createtime).toISOString()}>
          {formatClock(winner.createtime, language)}
        </time>
      </span>
    </li>
  );
}

/** The latest real settled wins (PRODUCT §0.1), refreshed live; an empty list says so. */
export function WinnersFeed() {
  const { t } = useTranslation();
  const winners = useWinners();

  let body;
  if (winners.isError && !winners.data) {
    body = (
      <ErrorState
        title={t('home.winners.loadFailed')}
        onRetry={() => void winners.refetch()}
        retrying={winners.isFetching}
      />
    );
  } else if (!winners.data) {
    body = <LoadingState label={t('home.winners.loading')} />;
  } else if (winners.data.length === 0) {
    // One quiet line, as the other home sections say it: a full-size empty state under a small
    // heading outweighed the whole card (issue #24).
    body = (
      <p className="fr-home-section__empty" data-testid="winners-empty">
        {t('home.winners.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="fr-winners" aria-labelledby="winners-title">
        {winners.data.map((winner) => (
          <WinnerRow key={winner.id} winner={winner} />
        ))}
      </ul>
    );
  }
  return (
    <Card className="fr-winners-card" aria-labelledby="winners-title">
      <div className="fr-home-section__head">
        <h2 id="winners-title" className="fr-home-section__title">
          {t('home.winners.title')}
        </h2>
        <span className="fr-home-section__hint">{t('home.winners.subtitle')}</span>
      </div>
      {body}
    </Card>
  );
}
