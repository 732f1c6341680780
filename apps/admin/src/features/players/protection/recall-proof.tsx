import type { RecallRound } from '@fairround/shared';
import { Descriptions, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEpochFormat } from './format';

/**
 * What a player (or staff) needs to check the draw on the fairness page: the round's room type
 * and number, and what was drawn. Rows the round does not have yet (no result) are left out.
 */
export function RecallProof({ round }: { round: RecallRound }) {
  const { t } = useTranslation();
  const formatTime = useEpochFormat();
  const { result } = round;
  const items: DescriptionsProps['items'] = [
    {
      key: 'roundId',
      label: t('protection.recall.roundId'),
      children: <span className="mono">{round.roundId}</span>,
    },
    {
      key: 'roomType',
      label: t('protection.recall.roomType'),
      children: <span className="mono">{round.roomType}</span>,
    },
    {
      key: 'seqno',
      label: t('protection.recall.seqno'),
      children: <span className="mono">{round.seqno}</span>,
    },
    { key: 'drawsAt', label: t('protection.recall.drawsAt'), children: formatTime(round.drawsAt) },
  ];
  if (result?.nums) {
    items.push({
      key: 'numbers',
      label: t('protection.recall.numbers'),
      children: <span className="mono">{result.nums.join(' ')}</span>,
    });
  }
  if (result?.sum !== null && result?.sum !== undefined) {
    items.push({
      key: 'sum',
      label: t('protection.recall.sum'),
      children: <span className="mono">{result.sum}</span>,
    });
  }
  if (result?.order) {
    items.push({
      key: 'order',
      label: t('protection.recall.order'),
      children: <span className="mono">{result.order.join(' ')}</span>,
    });
  }
  if (result)
    items.push({
      key: 'wins',
      label: t('protection.recall.wins'),
      children: result.text || t('common.none'),
    });
  if (round.settledAt !== null) {
    items.push({
      key: 'settledAt',
      label: t('protection.recall.settledAt'),
      children: formatTime(round.settledAt),
    });
  }
  return (
    <div className="recall-proof" data-testid={`recall-proof-${round.roundId}`}>
      <Descriptions size="small" column={3} title={t('protection.recall.proof')} items={items} />
      <Typography.Text type="secondary">
        {t('protection.recall.proofHint', { roomType: round.roomType, seqno: round.seqno })}
      </Typography.Text>
    </div>
  );
}
