import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton, Page } from '../../components/ui';
import { deviceTimeZone, formatTimeZoneName, todayIn } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useHistory, type HistoryQuery } from './api/history';
import { ExportButton } from './components/ExportButton';
import { HistoryFilters } from './components/HistoryFilters';
import { HistoryList } from './components/HistoryList';
import './history.css';

/**
 * `/history` (PRODUCT §9): every movement of the player's money from the ledger, by kind and by
 * days of the operator's zone (named with every answer), a page at a time, with a CSV export of
 * exactly the filter on screen.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query, setQuery] = useState<HistoryQuery>({ kind: 'all', start: '', end: '' });
  const invalid = query.start !== '' && query.end !== '' && query.start > query.end;
  const history = useHistory(query, !invalid);
  // Until the first answer names the server's zone, the device's stands in.
  const timeZone = history.data?.pages[0]?.range.timeZone ?? deviceTimeZone();

  return (
    <Page title={t('history.title')}>
      <div className="fr-history-head">
        <p className="fr-history-intro">{t('history.intro')}</p>
        <LinkButton variant="ghost" to="/recall">
          {t('history.recallLink')}
        </LinkButton>
      </div>
      <HistoryFilters query={query} today={todayIn(timeZone)} onChange={setQuery} />
      <ExportButton key={JSON.stringify(query)} query={query} disabled={invalid} />
      {!invalid && <HistoryList history={history} timeZone={timeZone} />}
      <p className="fr-history-zone">{t('history.timeZone', { zone: formatTimeZoneName(timeZone, language) })}</p>
    </Page>
  );
}
