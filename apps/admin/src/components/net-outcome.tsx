import { formatMoney, groupThousands, netOutcomeOfAmounts, type OutcomeKind } from '@fairround/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../lib/currency';

const TAG_COLOR: Record<Exclude<OutcomeKind, 'pending'>, string> = {
  win: 'success',
  loss: 'error',
  even: 'default',
};

/** The server writes amounts with exactly the currency's minor digits: "60.00" has two. */
const digitsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * A settled bet's (or round's) net verdict for the console (issue #24), decided by the shared
 * `netOutcome` like every player screen: "Lost −20.40" when less came back than was staked, even
 * if some options won; "Won +19.80" only for a net win; "Break-even" for an exact return.
 */
export function NetOutcomeTag({ stake, payout }: { stake: string; payout: string }) {
  const { t } = useTranslation();
  const minorDigits = useCurrency()?.minorDigits ?? digitsOf(stake);
  const outcome = netOutcomeOfAmounts({ stake, payout }, minorDigits);
  if (!outcome || outcome.kind === 'pending') return null;
  const magnitude = groupThousands(formatMoney(Math.abs(outcome.netMinor), minorDigits));
  const net = outcome.netMinor > 0 ? `+${magnitude}` : `−${magnitude}`;
  return (
    <Tag color={TAG_COLOR[outcome.kind]} data-testid="net-outcome" data-outcome={outcome.kind}>
      {t(`common.netOutcome.${outcome.kind}`, { net })}
    </Tag>
  );
}
