import { CheckCircleOutlined, SafetyOutlined, WarningOutlined } from '@ant-design/icons';
import { formatTime, type LedgerCheck } from '@fairround/shared';
import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useLedgerCheck } from './api';

/** The outcome of a check, with the time it ran so an old "ok" is not mistaken for a fresh one. */
function CheckResult({ result, at }: { result: LedgerCheck; at: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = formatTime(at, language, undefined, 'seconds');
  if (result.ok)
    return (
      <Alert
        type="success"
        showIcon
        icon={<CheckCircleOutlined />}
        data-testid="ledger-check-ok"
        message={t('cashier.ledgerCheck.ok')}
        description={t('cashier.ledgerCheck.checkedAt', { time })}
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      icon={<WarningOutlined />}
      role="alert"
      data-testid="ledger-check-problems"
      message={t('cashier.ledgerCheck.problemsTitle', { num: result.problems.length })}
      description={
        <>
          <Typography.Text>{t('cashier.ledgerCheck.problemsText', { time })}</Typography.Text>
          <ul className="ledger-problems">
            {result.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}

/**
 * Proves the ledger's invariants on demand (Σ debits = Σ credits, cached balances = sums of
 * transfers, no player account negative) and shows ok or every problem the server found.
 */
export function LedgerCheckCard() {
  const { t } = useTranslation();
  const check = useLedgerCheck();
  const run = () => check.mutate();
  const failure = check.error && isApiError(check.error) ? check.error.info : check.error?.message;
  return (
    <Card
      title={t('cashier.ledgerCheck.title')}
      className="detail-card"
      extra={
        <Button icon={<SafetyOutlined />} loading={check.isPending} onClick={run}>
          {t('cashier.ledgerCheck.run')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('cashier.ledgerCheck.text')}</Typography.Paragraph>
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('cashier.ledgerCheck.failed')}
          description={failure}
        />
      ) : check.data ? (
        <CheckResult result={check.data} at={check.submittedAt} />
      ) : null}
    </Card>
  );
}
