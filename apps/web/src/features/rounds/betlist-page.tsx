import { BET_RECORD_FILTERS, type BetRecordFilter } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, LoadingState, Page, SegmentedTabs } from '../../components/ui';
import { RECORDS_PAGE_SIZE, useBetOrders } from './api/records';
import { BetDaySummary, useDayName } from './components/BetDaySummary';
import { BetOrderCard } from './components/BetOrderCard';
import './rounds.css';
import './betlist.css';

/** The list's heading: which day its bets are of, and the way back to every day. */
function ListHeading({ day, onShowAll }: { day: string | null; onShowAll: () => void }) {
  const { t } = useTranslation();
  const dayName = useDayName();
  return (
    <div className="fr-betlist-head">
      <h2 className="fr-betlist-head__title">
        <span className="fr-betlist-head__caption">{t('rounds.records.list.caption')}</span>
        <span className="fr-betlist-head__day" data-testid="bet-list-day">
          {day ? dayName(day) : t('rounds.records.list.allDays')}
        </span>
      </h2>
      {day && (
        <button type="button" className="fr-chip-button fr-betlist-head__all" onClick={onShowAll}>
          {t('rounds.records.list.showAll')}
        </button>
      )}
    </div>
  );
}

/**
 * `/betlist`: the player's daily result (operator's days) above their bets, one card per order
 * naming its game, room and round with the drawn result and what each option won; all / won /
 * not won / waiting, every day or the day chosen on the daily result, paged by order.
 */
export default function BetListPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BetRecordFilter>('all');
  const [day, setDay] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const records = useBetOrders(filter, page, day);
  const chooseDay = (chosen: string | null) => {
    setDay(chosen);
    setPage(1);
  };
  const tabs = BET_RECORD_FILTERS.map((key) => ({ key, label: t(`rounds.records.filters.${key}`) }));
  const pages = records.data ? Math.max(1, Math.ceil(records.data.total / RECORDS_PAGE_SIZE)) : 1;

  let body;
  if (records.isError) {
    body = (
      <ErrorState
        title={t('rounds.records.loadFailed')}
        onRetry={() => void records.refetch()}
        retrying={records.isFetching}
      />
    );
  } else if (!records.data) {
    body = <LoadingState />;
  } else if (records.data.list.length === 0) {
    body = <EmptyState title={day ? t('rounds.records.list.emptyDay') : t('rounds.records.empty')} />;
  } else {
    body = (
      <>
        <ul className="fr-bets" aria-busy={records.isPlaceholderData || undefined}>
          {records.data.list.map((record) => (
            <BetOrderCard key={record.orderId} record={record} />
          ))}
        </ul>
        {pages > 1 && (
          <nav className="fr-pager fr-bets__pager" aria-label={t('rounds.records.pages')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('rounds.records.previous')}
            </Button>
            <span className="fr-pager__label">{t('rounds.records.pageOf', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('rounds.records.next')}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <Page title={t('rounds.records.title')}>
      <BetDaySummary chosenDay={day} onChoose={chooseDay} />
      <ListHeading day={day} onShowAll={() => chooseDay(null)} />
      <div className="fr-betlist-tabs">
        <SegmentedTabs
          label={t('rounds.records.filterLabel')}
          tabs={tabs}
          value={filter}
          onChange={(key) => {
            setFilter(key);
            setPage(1);
          }}
        />
      </div>
      {body}
    </Page>
  );
}
