import {
  PLAYER_ACCOUNT_TYPES,
  type AdminPlayerBalances,
  type LedgerCounterparty,
  type PlayerAccountType,
  type PlayerLedgerEntry,
} from '@fairround/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeCell } from '../../components/cells';
import { Money, SignedMoney } from '../../components/money';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { useLedgerTexts } from '../../lib/i18n';
import { cashierKeys } from '../../lib/query-keys';
import { fetchPlayerLedger } from './api';

type BalanceKey = keyof AdminPlayerBalances;
const BALANCE_KEYS: Record<PlayerAccountType, BalanceKey> = {
  cash: 'cash',
  withdrawal_hold: 'withdrawalHold',
  bet_escrow: 'betEscrow',
  staking: 'staking',
};

/** The account names of the balances card, so the tab and the card say the same thing. */
function useAccountLabel() {
  const { t } = useTranslation();
  return (account: PlayerAccountType) => t(`playerDetail.${BALANCE_KEYS[account]}`);
}

/** Where the money came from or went: another account of the player, or a house account. */
function CounterpartyCell({ counterparty }: { counterparty: LedgerCounterparty }) {
  const { t } = useTranslation();
  const ledgerTexts = useLedgerTexts();
  const accountLabel = useAccountLabel();
  if (counterparty.kind === 'house')
    return (
      <span className="nowrap">
        {t('cashier.ledger.house', { account: ledgerTexts.houseAccounts[counterparty.type] })}
      </span>
    );
  return (
    <span className="nowrap">
      {t('cashier.ledger.ownAccount', { account: accountLabel(counterparty.type) })}
    </span>
  );
}

function useColumns(): TableColumnsType<PlayerLedgerEntry> {
  const { t } = useTranslation();
  const currency = useCurrency();
  const ledgerTexts = useLedgerTexts();
  const code = currencyLabel(currency);
  return [
    {
      title: t('cashier.ledger.time'),
      dataIndex: 'time',
      width: 170,
      render: (at: string) => <TimeCell at={at} />,
    },
    {
      title: t('cashier.ledger.reason'),
      key: 'reason',
      render: (_, entry) => (
        <div className="cell-stack">
          <Typography.Text strong>{ledgerTexts.reasons[entry.code]}</Typography.Text>
          <Typography.Text type="secondary" className="mono" style={{ fontSize: 12 }}>
            {entry.reference}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('cashier.ledger.amount', { currency: code }),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <SignedMoney value={amount} />,
    },
    {
      title: t('cashier.ledger.before', { currency: code }),
      dataIndex: 'before',
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: t('cashier.ledger.after', { currency: code }),
      dataIndex: 'after',
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: t('cashier.ledger.counterparty'),
      key: 'counterparty',
      render: (_, entry) => <CounterpartyCell counterparty={entry.counterparty} />,
    },
  ];
}

/**
 * One account of the player as the ledger records it, newest first: every transfer with its
 * signed amount, the balance before and after, why (the ledger code) and what (the reference).
 * Older entries load with the server's cursor, so new entries never shift what is shown.
 */
export function PlayerLedgerTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  const [account, setAccount] = useState<PlayerAccountType>('cash');
  const ledger = useInfiniteQuery({
    queryKey: cashierKeys.ledger(userId, account),
    queryFn: ({ pageParam, signal }) => fetchPlayerLedger({ userId, account, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const columns = useColumns();
  const entries = ledger.data?.pages.flatMap((page) => page.list) ?? [];
  const balances = ledger.data?.pages[0]?.balances;
  return (
    <>
      <div className="ledger-toolbar">
        <Segmented<PlayerAccountType>
          aria-label={t('cashier.ledger.account')}
          options={PLAYER_ACCOUNT_TYPES.map((value) => ({ value, label: accountLabel(value) }))}
          value={account}
          onChange={setAccount}
          data-testid="ledger-account"
        />
        {balances ? (
          <Typography.Text data-testid="ledger-balance">
            {t('cashier.ledger.balanceNow', { account: accountLabel(account) })}{' '}
            <Money value={balances[BALANCE_KEYS[account]]} />
          </Typography.Text>
        ) : null}
      </div>
      {ledger.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="section-alert"
          message={t('cashier.ledger.loadFailed')}
          description={ledger.error.message}
          action={<Button onClick={() => void ledger.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}
      <Table<PlayerLedgerEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={entries}
        loading={ledger.isPending || (ledger.isFetching && !ledger.isFetchingNextPage)}
        locale={{ emptyText: ledger.isError ? t('cashier.ledger.loadFailed') : t('cashier.ledger.empty') }}
        pagination={false}
        data-testid="player-ledger"
      />
      {ledger.hasNextPage ? (
        <div className="ledger-more">
          <Button loading={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
            {t('cashier.ledger.loadOlder')}
          </Button>
        </div>
      ) : entries.length > 0 ? (
        <Typography.Paragraph type="secondary" className="ledger-more">
          {t('cashier.ledger.allShown', { num: entries.length })}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
