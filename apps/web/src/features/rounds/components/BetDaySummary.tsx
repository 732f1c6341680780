import type { BetDay } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BackIcon,
  Card,
  CheckIcon,
  ChevronRightIcon,
  ErrorState,
  LoadingState,
  Money,
} from '../../../components/ui';
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
 * How the records name a local day: "Hôm nay · 22/11/2026", "Hôm qua · …" or the date alone,
 * by its place in the daily result's days (today first).
 */
export function useDayName(): (day: string) => string {
  const { t } = useTranslation();
  const format = useFormatters();
  const days = useBetDays();
  return (day) => {
    const at = days.data?.days.findIndex((candidate) => candidate.day === day) ?? -1;
    const name =
      at === 0 ? t('rounds.records.day.today') : at === 1 ? t('rounds.records.day.yesterday') : null;
    return name ? `${name} · ${format.day(day)}` : format.day(day);
  };
}

export type BetDaySummaryProps = {
  /** The day the list of bets below is limited to, or null for every day. */
  chosenDay: string | null;
  onChoose: (day: string | null) => void;
};

/**
 * The player's settled result of one local day of the operator's zone (staked, paid back, net),
 * today first; the arrows step back through the days the server answered, days without bets
 * included, so a quiet day reads as zero rather than disappearing. The card's button limits the
 * list below to its day; while it does, stepping the card moves the list with it.
 */
export function BetDaySummary({ chosenDay, onChoose }: BetDaySummaryProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const days = useBetDays();
  const dayName = useDayName();
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
  const chosen = chosenDay === day.day;
  const step = (to: number) => {
    setIndex(to);
    const next = list[to];
    if (chosenDay !== null && next) onChoose(next.day);
  };
  return (
    <Card className={chosen ? 'fr-bet-day fr-bet-day--chosen' : 'fr-bet-day'} data-testid="bet-day">
      <div className="fr-bet-day__head">
        <button
          type="button"
          className="fr-round-icon-button"
          aria-label={t('rounds.records.day.previous')}
          disabled={at >= list.length - 1}
          onClick={() => step(at + 1)}
        >
          <BackIcon size={18} />
        </button>
        <h2 className="fr-bet-day__title" aria-live="polite">
          <span className="fr-bet-day__caption">{t('rounds.records.day.title')}</span>
          <span className="fr-bet-day__name" data-testid="bet-day-name">
            {dayName(day.day)}
          </span>
        </h2>
        <button
          type="button"
          className="fr-round-icon-button"
          aria-label={t('rounds.records.day.next')}
          disabled={at === 0}
          onClick={() => step(at - 1)}
        >
          <ChevronRightIcon size={18} />
        </button>
      </div>
      <DayFigures day={day} />
      <p className="fr-bet-day__zone">
        {t('rounds.records.day.zone', { zone: formatTimeZoneName(days.data.timeZone, format.language) })}
      </p>
      <button
        type="button"
        className="fr-bet-day__show"
        aria-pressed={chosen}
        onClick={() => onChoose(chosen ? null : day.day)}
      >
        {chosen && <CheckIcon size={16} />}
        {t('rounds.records.day.show')}
      </button>
    </Card>
  );
}
