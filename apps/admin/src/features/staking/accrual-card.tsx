import type { StakingAccrualRun } from '@fairround/shared';
import { App, Button, Card, Descriptions, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { Money } from '../../components/money';
import { useStaffCan } from '../../lib/access';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { STAKING_OWNERS } from './access';
import { useAccrualStatus, useRunAccrual } from './api';
import { Pending } from './parts';

function LastRun({ run }: { run: StakingAccrualRun }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = currencyLabel(useCurrency());
  const trigger =
    run.trigger === 'manual' && run.by
      ? t('staking.accrual.triggers.manualBy', { username: run.by })
      : t(`staking.accrual.triggers.${run.trigger}`);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      data-testid="accrual-last-run"
      items={[
        { key: 'trigger', label: t('staking.accrual.trigger'), children: trigger },
        {
          key: 'time',
          label: t('staking.accrual.time'),
          children: t('staking.accrual.timeRange', {
            start: formatDateTime(run.startedAt, language),
            end: formatDateTime(run.finishedAt, language),
          }),
        },
        { key: 'positions', label: t('staking.accrual.positions'), children: run.positions },
        { key: 'days', label: t('staking.accrual.days'), children: run.days },
        {
          key: 'interest',
          label: t('staking.accrual.interest', { currency }),
          children: <Money value={run.interest} />,
        },
        { key: 'matured', label: t('staking.accrual.matured'), children: run.matured },
        {
          key: 'principal',
          label: t('staking.accrual.principalReturned', { currency }),
          children: <Money value={run.principalReturned} />,
        },
        {
          key: 'failures',
          label: t('staking.accrual.failures'),
          children:
            run.failures > 0 ? (
              <Typography.Text type="danger">
                {t('staking.accrual.failuresRetried', { num: run.failures })}
              </Typography.Text>
            ) : (
              run.failures
            ),
        },
      ]}
    />
  );
}

/** The owner's "run now": one pass at once, after a confirmation; the server audits it. */
function RunNow() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = useRunAccrual();
  const start = () =>
    run.mutate(undefined, {
      onSuccess: (result) =>
        void message.success(t('staking.accrual.ran', { days: result.days, positions: result.positions })),
      onError: (error) => void message.error(isApiError(error) ? error.info : String(error)),
    });
  return (
    <Popconfirm
      title={t('staking.accrual.runConfirmTitle')}
      description={<div className="staking-confirm">{t('staking.accrual.runConfirmText')}</div>}
      okText={t('staking.accrual.runConfirmOk')}
      cancelText={t('common.cancel')}
      onConfirm={start}
    >
      <Button type="primary" loading={run.isPending}>
        {t('staking.accrual.runNow')}
      </Button>
    </Popconfirm>
  );
}

/** The daily accrual job: its last pass, what is due now and, for the owner, "run now". */
export function AccrualCard() {
  const { t } = useTranslation();
  const status = useAccrualStatus();
  const owner = useStaffCan(STAKING_OWNERS);
  const data = status.data;
  return (
    <Card
      title={t('staking.accrual.title')}
      className="detail-card"
      data-testid="staking-accrual"
      extra={owner ? <RunNow /> : null}
    >
      {data ? (
        <>
          <Typography.Paragraph>
            <span data-testid="accrual-due">{t('staking.accrual.due', { num: data.duePositions })}</span>{' '}
            <Typography.Text type="secondary">
              {t('staking.accrual.interval', { num: data.intervalSeconds })}
            </Typography.Text>
          </Typography.Paragraph>
          {data.lastRun ? (
            <LastRun run={data.lastRun} />
          ) : (
            <Typography.Paragraph type="secondary">{t('staking.accrual.never')}</Typography.Paragraph>
          )}
          {!owner ? (
            <Typography.Paragraph type="secondary" className="staking-note">
              {t('staking.accrual.ownerOnly')}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : (
        <Pending query={status} failedText={t('staking.accrual.loadFailed')} />
      )}
    </Card>
  );
}
