import {
  formatRoundResult,
  groupThousands,
  roundsAdminEndpoints,
  type AdminPlayerBet,
  type AdminPlayerBetLine,
  type AdminPlayerBetsQuery,
  type UiLanguage,
} from '@fairround/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { Money } from '../../components/money';
import { NetOutcomeTag } from '../../components/net-outcome';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { playerKeys } from '../../lib/query-keys';

const PAGE_SIZES = [20, 50, 100];

/** Option names come back in the request's language, so the language is part of the key. */
export const playerBetsQuery = (query: AdminPlayerBetsQuery, language: UiLanguage) =>
  queryOptions({
    queryKey: [...playerKeys.all, 'bets', query, language] as const,
    queryFn: ({ signal }) => apiCall(roundsAdminEndpoints.playerBets, query, { signal, toast: false }),
    placeholderData: keepPreviousData,
  });

/**
 * The outcome tag: waiting or cancelled from the order's state; once settled, the net verdict on
 * the whole order (a partial return is a loss, issue #24), not whether some option won.
 */
function OrderTag({ bet }: { bet: AdminPlayerBet }) {
  const { t } = useTranslation();
  if (bet.state === 'placed') return <Tag color="processing">{t('playerBets.states.placed')}</Tag>;
  if (bet.state === 'cancelled') return <Tag>{t('playerBets.states.cancelled')}</Tag>;
  return <NetOutcomeTag stake={bet.stake} payout={bet.payout} />;
}

function LineCell({ line, settled }: { line: AdminPlayerBetLine; settled: boolean }) {
  return (
    <div className="bet-line nowrap">
      <span className={settled && line.won ? 'bet-line__won' : undefined}>{line.label}</span>{' '}
      <Typography.Text type="secondary" className="money">
        ×{line.odds}
      </Typography.Text>{' '}
      <span className="money">{groupThousands(line.stake)}</span>
    </div>
  );
}

function useColumns(): TableColumnsType<AdminPlayerBet> {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = currencyLabel(useCurrency());
  return [
    {
      title: t('playerBets.placedAt'),
      dataIndex: 'placedAt',
      render: (at: number) => (
        <span className="nowrap">{formatDateTime(new Date(at).toISOString(), language)}</span>
      ),
    },
    {
      title: t('playerBets.round'),
      key: 'round',
      render: (_, bet) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{bet.room.title}</Typography.Text>
          <span className="mono nowrap">#{bet.seqno}</span>
          <Typography.Text type="secondary" className="mono nowrap">
            {t('playerBets.orderNumber', { number: bet.orderNumber })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('playerBets.options', { currency }),
      dataIndex: 'lines',
      render: (lines: AdminPlayerBetLine[], bet) =>
        lines.map((line) => <LineCell key={line.option} line={line} settled={bet.result !== null} />),
    },
    {
      title: t('playerBets.outcome'),
      key: 'outcome',
      render: (_, bet) => (
        <Space direction="vertical" size={2}>
          <OrderTag bet={bet} />
          {bet.result ? (
            <>
              <span className="mono nowrap">{formatRoundResult(bet.result)}</span>
              {bet.resultText ? <Typography.Text type="secondary">{bet.resultText}</Typography.Text> : null}
            </>
          ) : (
            <Typography.Text type="secondary">{t('playerBets.notDrawn')}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('playerBets.stake', { currency }),
      dataIndex: 'stake',
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: t('playerBets.payout', { currency }),
      dataIndex: 'payout',
      align: 'right',
      render: (value: string, bet) =>
        bet.state === 'placed' ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Money value={value} />
        ),
    },
    {
      title: t('playerBets.proof'),
      dataIndex: 'proofPath',
      render: (path: string | null) =>
        path ? (
          <a href={path} target="_blank" rel="noreferrer">
            {t('playerBets.verify')}
          </a>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
}

/** Every order of the player, newest first, a page at a time, each with its round and proof. */
export function PlayerBetsTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] ?? 20 });
  const bets = useQuery(playerBetsQuery({ userId, ...paging }, language));
  const columns = useColumns();
  return (
    <section data-testid="player-bets">
      <Typography.Paragraph type="secondary">{t('playerBets.note')}</Typography.Paragraph>
      {bets.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="section-alert"
          message={t('playerBets.loadFailed')}
          description={bets.error.message}
          action={<Button onClick={() => void bets.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}
      <Table<AdminPlayerBet>
        rowKey="orderId"
        size="small"
        columns={columns}
        dataSource={bets.data?.list ?? []}
        loading={bets.isFetching}
        locale={{ emptyText: bets.isError ? t('playerBets.loadFailed') : t('playerBets.empty') }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: bets.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('playerBets.total', { num: total }),
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </section>
  );
}
