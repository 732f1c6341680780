import type { AdminStakingReserveFundResponse, AdminStakingSummary, CurrencyConfig } from '@fairround/shared';
import { Col, Descriptions, Row, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/money';
import { useStaffCan } from '../../lib/access';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { STAKING_FUNDERS } from './access';
import { useStakingSummary } from './api';
import { Pending, ReadOnlyNotice } from './parts';
import { FundingResult, ReserveForm } from './reserve-form';
import { ReserveState } from './summary-tab';

/** The reserve as it stands: what funding can add to and what a release may take at most. */
function ReserveFacts({ summary }: { summary: AdminStakingSummary }) {
  const { t } = useTranslation();
  const currency = currencyLabel(useCurrency());
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="reserve-facts"
      items={[
        {
          key: 'reserve',
          label: t('staking.summary.reserve', { currency }),
          children: <Money value={summary.reserve} strong />,
        },
        {
          key: 'promised',
          label: t('staking.summary.promised', { currency }),
          children: <Money value={summary.promisedInterest} />,
        },
        {
          key: 'headroom',
          label: t('staking.summary.headroom', { currency }),
          children: (
            <>
              <Money value={summary.headroom} strong /> <ReserveState summary={summary} />
            </>
          ),
        },
        {
          key: 'funded',
          label: t('staking.summary.reserveFunded', { currency }),
          children: <Money value={summary.reserveFunded} />,
        },
      ]}
    />
  );
}

function FundingCard({ summary, currency }: { summary: AdminStakingSummary; currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<AdminStakingReserveFundResponse | null>(null);
  // A new form (and so a new idempotency key) after each completed funding.
  const [round, setRound] = useState(0);
  return (
    <Card title={t('staking.reserve.formTitle')} className="detail-card" data-testid="reserve-funding">
      {result ? (
        <FundingResult
          result={result}
          onAgain={() => {
            setResult(null);
            setRound((value) => value + 1);
          }}
        />
      ) : (
        <ReserveForm key={round} summary={summary} currency={currency} onDone={setResult} />
      )}
    </Card>
  );
}

/**
 * Funding (+) and releasing (−) the house reserve that pays the interest: a money action for
 * owners and finance with their two-factor code; support sees the figures only.
 */
export function ReserveTab() {
  const { t } = useTranslation();
  const canFund = useStaffCan(STAKING_FUNDERS);
  const summary = useStakingSummary();
  const currency = useCurrency();
  return (
    <>
      {!canFund ? <ReadOnlyNotice text={t('staking.reserve.readOnly')} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card title={t('staking.reserve.factsTitle')} className="detail-card">
            {summary.data ? (
              <ReserveFacts summary={summary.data} />
            ) : (
              <Pending query={summary} failedText={t('staking.summary.loadFailed')} />
            )}
          </Card>
        </Col>
        {canFund && summary.data && currency ? (
          <Col xs={24} xl={14}>
            <FundingCard summary={summary.data} currency={currency} />
          </Col>
        ) : null}
      </Row>
    </>
  );
}
