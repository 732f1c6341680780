import {
  DEPOSIT_SEARCH_MAX,
  DEPOSIT_STATUSES,
  type AdminDepositView,
  type DepositStatus,
} from '@fairround/shared';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/PageHeader';
import { useDeposits } from './api';
import { DepositDecisionModal } from './deposit-modals';
import { DepositMethodDetails, DepositReferenceCell } from './parts';
import { QueueFilters, RequestOutcome, useQueueColumns, useQueueDecision, useQueueQuery } from './queue-page';
import { QueueTable } from './queue-table';

/**
 * The deposit queue's own columns: the reference (and the transaction id of a crypto request)
 * finance matches the payment by, the payer's name and the method the player was shown.
 */
function useColumns(decide: (kind: 'approve' | 'reject', row: AdminDepositView) => void) {
  const { t } = useTranslation();
  return useQueueColumns<AdminDepositView>({
    details: [
      {
        title: t('cashier.deposits.reference'),
        key: 'reference',
        width: 220,
        render: (_, row) => <DepositReferenceCell deposit={row} />,
      },
      { title: t('cashier.deposits.payerName'), dataIndex: 'payerName', width: 180 },
      {
        title: t('cashier.deposits.method'),
        key: 'method',
        width: 280,
        render: (_, row) => <DepositMethodDetails method={row.method} compact />,
      },
    ],
    outcome: (row) => <RequestOutcome request={row} />,
    decide,
  });
}

const DEFAULT_TAB: DepositStatus = 'pending';

/** Players' deposit requests, newest first: approve (credits the player) or reject with a reason. */
export function DepositsPage() {
  const { t } = useTranslation();
  const { query, update, tabs } = useQueueQuery(DEPOSIT_STATUSES, DEFAULT_TAB);
  const filters = {
    status: query.tab === 'all' ? undefined : query.tab,
    userId: query.player?.id,
    ...(query.search ? { search: query.search } : {}),
  };
  const deposits = useDeposits({ ...filters, page: query.page, pageSize: query.pageSize });
  const { decision, decide, close } = useQueueDecision<AdminDepositView>();
  const columns = useColumns(decide);
  return (
    <>
      <PageHeader
        title={t('cashier.deposits.title')}
        subtitle={t('cashier.deposits.subtitle')}
        extra={<ExportCsvButton kind="deposits" filters={filters} />}
      />
      <QueueFilters
        query={query}
        tabs={tabs}
        onTab={(tab) => update({ tab })}
        onPlayer={(player) => update({ player })}
      >
        <Input.Search
          // Remounted when the address changes, so it always shows the search in effect.
          key={query.search}
          className="queue-search"
          defaultValue={query.search}
          allowClear
          maxLength={DEPOSIT_SEARCH_MAX}
          placeholder={t('cashier.deposits.searchPlaceholder')}
          aria-label={t('cashier.deposits.search')}
          // A reference or transaction id names one request whatever its status: look in all of them.
          onSearch={(value) => update(value.trim() ? { search: value.trim(), tab: 'all' } : { search: '' })}
        />
      </QueueFilters>
      <QueueTable<AdminDepositView>
        rows={deposits}
        columns={columns}
        loadFailed={t('cashier.deposits.loadFailed')}
        emptyText={
          query.tab === 'pending' && !query.player && !query.search
            ? t('cashier.deposits.emptyPending')
            : t('cashier.common.emptyFiltered')
        }
        page={query.page}
        pageSize={query.pageSize}
        onPage={(page, pageSize) => update({ page, pageSize })}
      />
      {decision ? <DepositDecisionModal decision={decision} onClose={close} /> : null}
    </>
  );
}
