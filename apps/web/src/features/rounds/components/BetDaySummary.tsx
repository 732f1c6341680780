import type { BetDay } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon, Card, ChevronRightIcon, ErrorState, LoadingState, Money } from '../../../components/ui';
import { formatTimeZoneName, useFormatters } from '../../../lib/format';
import { useBetDays } from '../api/records';

function DayFigures({ day }: { day: BetDay }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="fr-bet-day__figures">
        <div>
          <dt>{t('rounds.records.day.staked')}</dt>
          <dd data-testid="bet-day-stake">
            <Money value={day.stake} />
          </dd>
        </div>
        <div>
          <dt>{t('rounds.records.day.paid')}</dt>
          <dd data-testid="bet-day-payout">
            <Money value={day.payout} />
          </dd>
        </div>
        <div>
          <dt>{t('rounds.records.day.net')}</dt>
          <dd data-testid="bet-day-net">
            <Money value={day.net} signed tone="result" />
          </dd>
        </div>
      </dl>
      <p className="fr-bet-day__count">
        {day.orders === 0
          ? t('rounds.records.day.none')
          : t('rounds.records.day.settled', { count: day.orders })}
      </p>
    </>
  );
}

/**
 * The player's settled result of one local day of the operator's zone (staked, paid back, net),
 * today first; the arrows step back through the days the server answered, days without bets
 * included, so a quiet day reads as zero rather than disappearing.
 */
export function BetDaySummary() {
  const { t } = useTranslation();
  const format = useFormatters();
  const days = useBetDays();
  const [index, setIndex] = useState(0);

  if (days.isError) {
    return (
      <Card className="fr-bet-day">
        <ErrorState
          title={t('rounds.records.day.loadFailed')}
          onRetry={() => void days.refetch()}
          retrying={days.isFetching}
        />
      </Card>
    );
  }
  if (!days.data) {
    return (
      <Card className="fr-bet-day">
        <LoadingState />
      </Card>
    );
  }
  const list = days.data.days;
  const at = Math.min(index, list.length - 1);
  const day = list[at];
  if (!day) return null;
  const name = at === 0 ? t('rounds.records.day.today') : at === 1 ? t('rounds.records.day.yesterday') : null;
  return (
    <Card className="fr-bet-day" data-testid="bet-day">
      <div className="fr-bet-day__head">
        <button
          type="button"
          className="fr-round-icon-button"
          aria-label={t('rounds.records.day.previous')}
          disabled={at >= list.length - 1}
          onClick={() => setIndex(at + 1)}
        >
          <BackIcon size={18} />
        </button>
        <h2 className="fr-bet-day__title" aria-live="polite">
          <span className="fr-bet-day__caption">{t('rounds.records.day.title')}</span>
          <span className="fr-bet-day__name" data-testid="bet-day-name">
            {name ? `${name} · ${format.day(day.day)}` : format.day(day.day)}
          </span>
        </h2>
        <button
          type="button"
          className="fr-round-icon-button"
          aria-label={t('rounds.records.day.next')}
          disabled={at === 0}
          onClick={() => setIndex(at - 1)}
        >
          <ChevronRightIcon size={18} />
        </button>
      </div>
      <DayFigures day={day} />
      <p className="fr-bet-day__zone">
        {t('rounds.records.day.zone', { zone: formatTimeZoneName(days.data.timeZone, format.language) })}
      </p>
    </Card>
  );
}
