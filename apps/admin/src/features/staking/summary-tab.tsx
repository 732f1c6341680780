import type { AdminStakingSummary } from '@fairround/shared';
import { Alert, Col, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/money';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { AccrualCard } from './accrual-card';
import { useStakingSummary } from './api';
import { FigureCard, Pending } from './parts';

/** Whether the reserve covers every open position's remaining interest (it always should). */
export function ReserveState({ summary }: { summary: AdminStakingSummary }) {
  const { t } = useTranslation();
  if (summary.fullyReserved)
    return (
      <Tag color="green" data-testid="fully-reserved">
        {t('staking.summary.fullyReserved')}
      </Tag>
    );
  return (
    <Tag color="red" data-testid="not-fully-reserved">
      {t('staking.summary.notFullyReserved')}
    </Tag>
  );
}

function Figures({ summary }: { summary: AdminStakingSummary }) {
  const { t } = useTranslation();
  const currency = currencyLabel(useCurrency());
  const count = (value: number) => <span className="money money--strong">{value}</span>;
  const cards = [
    {
      testId: 'staking-reserve',
      title: t('staking.summary.reserve', { currency }),
      value: <Money value={summary.reserve} strong />,
      note: t('staking.summary.reserveNote'),
    },
    {
      testId: 'staking-promised',
      title: t('staking.summary.promised', { currency }),
      value: <Money value={summary.promisedInterest} strong />,
      note: t('staking.summary.promisedNote'),
    },
    {
      testId: 'staking-headroom',
      title: t('staking.summary.headroom', { currency }),
      value: <Money value={summary.headroom} strong />,
      note: <ReserveState summary={summary} />,
    },
    {
      testId: 'staking-principal',
      title: t('staking.summary.principal', { currency }),
      value: <Money value={summary.totalPrincipal} strong />,
      note: t('staking.summary.principalNote'),
    },
    {
      testId: 'staking-open',
      title: t('staking.summary.openPositions'),
      value: count(summary.openPositions),
      note: t('staking.summary.maturedPositions', { num: summary.maturedPositions }),
    },
    {
      testId: 'staking-interest-paid',
      title: t('staking.summary.interestPaid', { currency }),
      value: <Money value={summary.interestPaid} strong />,
      note: t('staking.summary.interestPaidNote'),
    },
    {
      testId: 'staking-funded',
      title: t('staking.summary.reserveFunded', { currency }),
      value: <Money value={summary.reserveFunded} strong />,
      note: t('staking.summary.reserveFundedNote'),
    },
  ];
  return (
    <Row gutter={[16, 16]} className="staking-grid">
      {cards.map((card) => (
        <Col key={card.testId} xs={24} md={12} xl={6}>
          <FigureCard {...card} />
        </Col>
      ))}
    </Row>
  );
}

/** The pool's liabilities against its reserve, then the accrual job. */
export function SummaryTab() {
  const { t } = useTranslation();
  const summary = useStakingSummary();
  return (
    <>
      {summary.data ? (
        <>
          {!summary.data.fullyReserved ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              className="section-alert"
              message={t('staking.summary.shortTitle')}
              description={t('staking.summary.shortText')}
            />
          ) : null}
          <Figures summary={summary.data} />
        </>
      ) : (
        <Pending query={summary} failedText={t('staking.summary.loadFailed')} />
      )}
      <AccrualCard />
    </>
  );
}
