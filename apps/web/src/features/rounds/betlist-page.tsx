import { BET_RECORD_FILTERS, type BetRecord, type BetRecordFilter } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  Money,
  Page,
  SegmentedTabs,
} from '../../components/ui';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { RECORDS_PAGE_SIZE, useBetRecords } from './api/records';
import './rounds.css';

function RecordRow({ record }: { record: BetRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = record.cancelled
    ? 'cancelled'
    : record.isaward === 1
      ? 'won'
      : record.isaward === 0
        ? 'lost'
        : 'waiting';
  return (
    <li className="fr-record" data-testid="bet-record">
      <Link
        className="fr-record__link"
        to={`/current/${encodeURIComponent(record.seqno)}?type=${record.gametype}`}
      >
        <span className="fr-record__top">
          <span className="fr-record__option">
            {record.valuecn} <span className="fr-lines__odds">×{record.rate}</span>
          </span>
          <span className={`fr-status fr-status--${status}`}>{t(`rounds.records.status.${status}`)}</span>
        </span>
        <span className="fr-record__meta">
          {t('rounds.records.round', { seqno: record.seqno })} ·{' '}
          {formatDateTime(new Date(record.createtime).toISOString(), language)}
        </span>
        <span className="fr-record__money">
          <span>
            {t('rounds.records.stake')} <Money value={record.money} />
          </span>
          <span>
            {t('rounds.records.award')}{' '}
            <Money value={record.award} tone={status === 'won' ? 'result' : 'plain'} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** `/betlist`: the player's bet records, all / won / lost / waiting (isaward 1 / 0 / −1), paged. */
export default function BetListPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BetRecordFilter>('all');
  const [page, setPage] = useState(1);
  const records = useBetRecords(filter, page);
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
  } else if (records.data.data.length === 0) {
    body = <EmptyState title={t('rounds.records.empty')} />;
  } else {
    body = (
      <Card className="fr-records-card">
        <ul className="fr-records">
          {records.data.data.map((record) => (
            <RecordRow key={`${record.order_id}-${record.value}`} record={record} />
          ))}
        </ul>
        {pages > 1 && (
          <nav className="fr-pager" aria-label={t('rounds.records.pages')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('rounds.records.previous')}
            </Button>
            <span className="fr-pager__label">{t('rounds.records.pageOf', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('rounds.records.next')}
            </Button>
          </nav>
        )}
      </Card>
    );
  }

  return (
    <Page title={t('rounds.records.title')}>
      <SegmentedTabs
        label={t('rounds.records.filterLabel')}
        tabs={tabs}
        value={filter}
        onChange={(key) => {
          setFilter(key);
          setPage(1);
        }}
      />
      {body}
    </Page>
  );
}
