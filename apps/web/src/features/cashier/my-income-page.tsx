import { FUND_FLOW_TABS, type FundFlowTab } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, ChevronDownIcon, CloseIcon, Page, SegmentedTabs } from '../../components/ui';
import { deviceTimeZone, formatTimeZoneName, todayIn, useFormatters } from '../../lib/format';
import { useFundFlow, type FundFlowFilter } from './api/fund-flow';
import { DateRangeSheet } from './components/DateRangeSheet';
import { FundFlowList } from './components/FundFlowList';
import { defaultRange, type DayRange } from './lib/date-range';
import './cashier.css';

/**
 * `/my_income`: every entry of the player's cash account (PRODUCT §4 fund flow), by tab (all,
 * today, yesterday, 7 days) or by a date range from the drawer, which replaces the tabs until
 * it is cleared. Days are the server's local days; its zone comes with every answer.
 */
export default function MyIncomePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filter, setFilter] = useState<FundFlowFilter>({ kind: 'tab', tab: 'all' });
  const [sheet, setSheet] = useState({ open: false, key: 0 });
  const flow = useFundFlow(filter);
  // Every answer names the server's zone; until the first one, getconfig's (the same setting).
  const timeZone =
    flow.data?.pages[0]?.range.timeZone ?? format.timeZone ?? deviceTimeZone();
  const today = todayIn(timeZone);
  const range: DayRange | null = filter.kind === 'range' ? { start: filter.start, end: filter.end } : null;

  function apply(next: DayRange) {
    setFilter({ kind: 'range', ...next });
    setSheet((current) => ({ ...current, open: false }));
  }

  return (
    <Page title={t('cashier.fundFlow.title')}>
      <div className="fr-flow-tabs">
        <SegmentedTabs<FundFlowTab>
          label={t('cashier.fundFlow.period')}
          tabs={FUND_FLOW_TABS.map((tab) => ({ key: tab, label: t(`cashier.fundFlow.tabs.${tab}`) }))}
          value={filter.kind === 'tab' ? filter.tab : null}
          onChange={(tab) => setFilter({ kind: 'tab', tab })}
        />
      </div>
      <div className="fr-flow-period" data-testid={range ? 'fund-flow-range' : undefined}>
        <button
          type="button"
          className="fr-flow-period__pick"
          aria-pressed={range !== null}
          onClick={() => setSheet((current) => ({ open: true, key: current.key + 1 }))}
        >
          <CalendarIcon size={18} />
          {range ? (
            <>
              <span className="fr-visually-hidden">{t('cashier.fundFlow.filter')}: </span>
              <span className="fr-num">
                {t('cashier.fundFlow.range', {
                  start: format.day(range.start),
                  end: format.day(range.end),
                })}
              </span>
            </>
          ) : (
            <span>{t('cashier.fundFlow.filter')}</span>
          )}
          <ChevronDownIcon size={16} className="fr-flow-period__chevron" />
        </button>
        {range && (
          <button
            type="button"
            className="fr-round-icon-button"
            aria-label={t('cashier.fundFlow.clearRange')}
            onClick={() => setFilter({ kind: 'tab', tab: 'all' })}
          >
            <CloseIcon size={18} />
          </button>
        )}
      </div>
      <FundFlowList flow={flow} timeZone={timeZone} />
      <p className="fr-flow-zone">
        {t('cashier.fundFlow.timeZone', { zone: formatTimeZoneName(timeZone, format.language) })}
      </p>
      <DateRangeSheet
        key={sheet.key}
        open={sheet.open}
        initial={range ?? defaultRange(today)}
        today={today}
        onClose={() => setSheet((current) => ({ ...current, open: false }))}
        onApply={apply}
      />
    </Page>
  );
}
