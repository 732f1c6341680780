import type { ProtectionConsoleView } from '@fairround/shared';
import { Alert, Button, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlayerProtection } from './api';
import { ExclusionHistory, ExclusionInForce } from './exclusions';
import { LimitsTable } from './limits-table';
import { RecallTable } from './recall-table';
import { SessionTimes } from './session-times';
import './protection.css';

/** Says, before anything else, that nothing here can be changed by staff and that looking is audited. */
function ReadOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      className="section-alert"
      data-testid="protection-read-only"
      message={t('protection.readOnlyTitle')}
      description={
        <>
          <div>{t('protection.readOnlyBody')}</div>
          <div>{t('protection.audited')}</div>
        </>
      }
    />
  );
}

function ProtectionView({ view, readAt }: { view: ProtectionConsoleView; readAt: number }) {
  const { t } = useTranslation();
  const minutes = view.realityCheckMinutes;
  return (
    <>
      <ExclusionInForce exclusion={view.exclusion} />
      <Descriptions
        size="small"
        column={1}
        className="protection-facts"
        items={[
          {
            key: 'realityCheck',
            label: t('protection.realityCheck.title'),
            children: (
              <span data-testid="reality-check">
                {minutes > 0
                  ? t('protection.realityCheck.every', { num: minutes })
                  : t('protection.realityCheck.off')}
              </span>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary">
        {t('protection.timesNote', { timeZone: view.timeZone })}
      </Typography.Paragraph>
      <Row gutter={[24, 0]}>
        <Col xs={24} xxl={12}>
          <LimitsTable kind="deposit" limits={view.limits.deposit} />
        </Col>
        <Col xs={24} xxl={12}>
          <LimitsTable kind="loss" limits={view.limits.loss} />
        </Col>
      </Row>
      <ExclusionHistory exclusions={view.exclusions} now={readAt} />
      <SessionTimes sessions={view.sessions} />
    </>
  );
}

/**
 * A player's protection, read-only (PRODUCT.md §9): limits with pending changes, the exclusion in
 * force and past ones, the reality check, session times and the round recall. Rendered only when
 * staff open the tab, because the server records every read in the audit log.
 */
export function PlayerProtectionTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const protection = usePlayerProtection(userId);
  let body;
  if (protection.data) {
    body = <ProtectionView view={protection.data} readAt={protection.dataUpdatedAt} />;
  } else if (protection.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        className="section-alert"
        message={t('protection.loadFailed')}
        description={protection.error.message}
        action={<Button onClick={() => void protection.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else {
    body = (
      <div data-testid="protection-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  return (
    <div data-testid="player-protection">
      <ReadOnlyNotice />
      {body}
      <RecallTable userId={userId} />
    </div>
  );
}
