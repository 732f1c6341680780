import { groupThousands, RECALL_ROUNDS, type RecallLine, type RecallRound } from '@fairround/shared';
import { Alert, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { NetOutcomeTag } from '../../../components/net-outcome';
import { currencyLabel, useCurrency } from '../../../lib/currency';
import { usePlayerRecall } from './api';
import { useEpochFormat } from './format';
import { RecallProof } from './recall-proof';

/** One option the player staked on: its name, the stake and, once settled, won or lost. */
function StakeLine({ line }: { line: RecallLine }) {
  const { t } = useTranslation();
  return (
    <div className="recall-line nowrap">
      <span>{line.label}</span> <span className="money">{groupThousands(line.stake)}</span>
      {line.won === null ? null : (
        <Tag color={line.won ? 'green' : 'default'} className="recall-line__tag">
          {line.won ? t('protection.recall.won') : t('protection.recall.lost')}
        </Tag>
      )}
    </div>
  );
}

function RoundCell({ round }: { round: RecallRound }) {
  const { t } = useTranslation();
  return (
    <div className="recall-round">
      <Typography.Text strong>{round.rooms.map((room) => room.title).join(', ')}</Typography.Text>
      <span className="mono nowrap">#{round.seqno}</span>
      {round.state === 'settled' ? (
        <NetOutcomeTag stake={round.stake} payout={round.payout} />
      ) : (
        <Tag className="recall-state">{t(`protection.recall.states.${round.state}`)}</Tag>
      )}
    </div>
  );
}

function useColumns(): TableColumnsType<RecallRound> {
  const { t } = useTranslation();
  const formatTime = useEpochFormat();
  const currency = currencyLabel(useCurrency());
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const money = (value: string) => <Money value={value} />;
  return [
    { title: t('protection.recall.round'), key: 'round', render: (_, round) => <RoundCell round={round} /> },
    {
      title: t('protection.recall.placedAt'),
      dataIndex: 'placedAt',
      render: (at: number) => <span className="nowrap">{formatTime(at)}</span>,
    },
    {
      title: t('protection.recall.stakes', { currency }),
      dataIndex: 'lines',
      render: (lines: RecallLine[]) => lines.map((line) => <StakeLine key={line.option} line={line} />),
    },
    {
      title: t('protection.recall.result'),
      dataIndex: 'result',
      render: (result: RecallRound['result']) =>
        result ? result.text || t('common.none') : secondary(t('protection.recall.notDrawn')),
    },
    { title: t('protection.recall.stake', { currency }), dataIndex: 'stake', align: 'right', render: money },
    {
      title: t('protection.recall.payout', { currency }),
      dataIndex: 'payout',
      align: 'right',
      render: money,
    },
    {
      title: t('protection.recall.balanceBefore', { currency }),
      dataIndex: 'balanceBefore',
      align: 'right',
      render: money,
    },
    {
      title: t('protection.recall.balanceAfter', { currency }),
      dataIndex: 'balanceAfter',
      align: 'right',
      render: (value: string | null) =>
        value === null ? secondary(t('protection.recall.notSettled')) : money(value),
    },
  ];
}

/**
 * The player's last rounds as the player's own recall shows them (PRODUCT.md §9), newest first;
 * a row opens to the round's fairness proof data. Read separately from the rest of the tab (and
 * audited separately by the server).
 */
export function RecallTable({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const recall = usePlayerRecall(userId);
  const columns = useColumns();
  return (
    <section className="protection-block" data-testid="recall">
      <Typography.Title level={5}>{t('protection.recall.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('protection.recall.note', { num: RECALL_ROUNDS })}
      </Typography.Paragraph>
      {recall.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="section-alert"
          message={t('protection.recall.loadFailed')}
          description={recall.error.message}
          action={<Button onClick={() => void recall.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}
      <Table<RecallRound>
        rowKey="roundId"
        size="small"
        columns={columns}
        dataSource={recall.data?.list ?? []}
        loading={recall.isPending}
        pagination={false}
        expandable={{ expandedRowRender: (round) => <RecallProof round={round} /> }}
        locale={{
          emptyText: recall.isError ? t('protection.recall.loadFailed') : t('protection.recall.empty'),
        }}
      />
    </section>
  );
}
