import {
  formatTime,
  RISK_REVIEWERS,
  type RiskEvidence,
  type RiskSignal,
  type RiskThresholds,
} from '@fairround/shared';
import { App, Button, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from './load-failed-alert';
import { Link } from 'react-router';
import { useStaffCan } from '../lib/access';
import { useLanguage } from '../lib/i18n';
import { useReviewSignal, type useRiskList } from '../lib/risk';
import { FormModal } from './form-modal';

const NOTE_MAX = 1000;

/** The signal's evidence, one line a fact, in the reader's language. */
function Evidence({ signal }: { signal: RiskSignal }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const e: RiskEvidence = signal.evidence;
  const at = (ms: number | undefined) => (ms === undefined ? '' : formatTime(ms, language));
  const lines: ReactNode[] = [];
  if (signal.kind === 'excluded_link') {
    if (e.via === 'ip' && e.ip) lines.push(t('risk.evidence.viaIp', { ip: e.ip }));
    if (e.via === 'account' && e.destination)
      lines.push(t('risk.evidence.viaAccount', { destination: e.destination }));
  } else {
    if (e.ip) lines.push(t('risk.evidence.ip', { ip: e.ip }));
    if (e.destination) lines.push(t('risk.evidence.destination', { destination: e.destination }));
  }
  if (e.userAgent)
    lines.push(<span className="user-agent">{t('risk.evidence.userAgent', { agent: e.userAgent })}</span>);
  if (e.depositAmount)
    lines.push(t('risk.evidence.deposit', { amount: e.depositAmount, time: at(e.depositAt) }));
  if (e.withdrawalAmount) {
    const status =
      e.withdrawalStatus === 'paid' ? t('risk.withdrawalStatus.paid') : t('risk.withdrawalStatus.pending');
    lines.push(
      t('risk.evidence.withdrawal', { amount: e.withdrawalAmount, time: at(e.withdrawalAt), status }),
    );
  }
  if (e.turnover && e.requiredTurnover)
    lines.push(t('risk.evidence.turnover', { turnover: e.turnover, required: e.requiredTurnover }));
  if (e.withdrawals !== undefined && e.withdrawnAmount)
    lines.push(t('risk.evidence.withdrawals', { num: e.withdrawals, amount: e.withdrawnAmount }));
  if (e.failureSource)
    lines.push(t('risk.evidence.failureSource', { source: t(`risk.failureSources.${e.failureSource}`) }));
  if (e.failures !== undefined)
    lines.push(t('risk.evidence.failures', { num: e.failures, peak: e.peakInWindow ?? e.failures }));
  if (e.failureKey) lines.push(t('risk.evidence.failureKey', { key: e.failureKey }));
  if (e.limit && e.raises !== undefined) {
    const [kind, period] = e.limit.split(':');
    const kindName = kind === 'loss' ? t('risk.limitNames.loss') : t('risk.limitNames.deposit');
    const periodNames = new Map([
      ['day', t('risk.limitNames.day')],
      ['week', t('risk.limitNames.week')],
      ['month', t('risk.limitNames.month')],
    ]);
    const periodName = periodNames.get(period ?? '') ?? '';
    const limit = t('risk.limitNames.name', { kind: kindName, period: periodName });
    lines.push(t('risk.evidence.limit', { limit, num: e.raises }));
  }
  return (
    <div className="risk-evidence" data-testid="risk-evidence">
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </div>
  );
}

function Players({ signal }: { signal: RiskSignal }) {
  const { t } = useTranslation();
  const more = signal.playerCount - signal.players.length;
  return (
    <Space size={[4, 4]} wrap>
      {signal.players.map((player) => (
        <span key={player.id} className="nowrap">
          <Link to={`/players/${player.id}`}>{player.username}</Link>
          {player.excluded ? (
            <Tag color="red" bordered={false} style={{ marginInlineStart: 4 }}>
              {t('risk.excludedTag')}
            </Tag>
          ) : null}
        </span>
      ))}
      {more > 0 ? <Typography.Text type="secondary">{t('risk.more', { num: more })}</Typography.Text> : null}
      {signal.playerCount === 0 ? (
        <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
      ) : null}
    </Space>
  );
}

/** The note dialog: the review is held against the evidence the operator is looking at. */
function ReviewModal({ signal, onClose }: { signal: RiskSignal; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const review = useReviewSignal();
  const submit = ({ note }: { note: string }) =>
    review.mutate(
      { key: signal.key, fingerprint: signal.fingerprint, note: note.trim() },
      {
        onSuccess: () => {
          void message.success(t('risk.review.done'));
          onClose();
        },
      },
    );
  return (
    <FormModal
      title={t('risk.review.title', { kind: t(`risk.kinds.${signal.kind}`) })}
      okText={t('risk.review.save')}
      busy={review.isPending}
      error={review.error}
      onSubmit={() => form.submit()}
      onClose={onClose}
      before={<Typography.Paragraph>{t('risk.review.text')}</Typography.Paragraph>}
    >
      <Form<{ note: string }> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="note"
          label={t('risk.review.note')}
          extra={t('risk.review.noteHelp')}
          rules={[{ required: true, whitespace: true, message: t('risk.review.noteRequired') }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={NOTE_MAX} showCount data-testid="risk-review-note" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

function ReviewCell({ signal, onReview }: { signal: RiskSignal; onReview: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const allowed = useStaffCan(RISK_REVIEWERS[signal.kind]);
  const review = signal.review;
  const status = review ? (
    <Typography.Text type={review.stale ? 'warning' : 'success'}>
      {t(review.stale ? 'risk.review.stale' : 'risk.review.reviewed', {
        by: review.by,
        time: formatTime(review.at, language),
      })}
      <br />
      <Typography.Text type="secondary">{review.note}</Typography.Text>
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">{t('risk.review.open')}</Typography.Text>
  );
  const open = !review || review.stale;
  return (
    <Space direction="vertical" size={4}>
      {status}
      {open && allowed ? (
        <Button size="small" onClick={onReview} data-testid="risk-review-button">
          {t('risk.review.button')}
        </Button>
      ) : null}
      {open && !allowed ? (
        <Typography.Text type="secondary">{t('risk.review.notAllowed')}</Typography.Text>
      ) : null}
    </Space>
  );
}

/** The threshold parameters the kind descriptions and the header line interpolate. */
export function thresholdParams(thresholds: RiskThresholds) {
  return {
    windowDays: thresholds.windowDays,
    percent: thresholds.turnoverPercent,
    burst: thresholds.failureBurst,
    minutes: thresholds.failureWindowMinutes,
    raises: thresholds.limitRaises,
    raiseDays: thresholds.limitRaiseDays,
  };
}

/**
 * Risk signals as a table: kind, players (links to their pages), evidence, first and last seen,
 * and the review with its button for the kind's reviewers.
 */
export function RiskSignalsTable({
  signals,
  loading,
  emptyText,
  thresholds,
  pageSize = 20,
}: {
  signals: RiskSignal[];
  loading: boolean;
  emptyText: string;
  thresholds: RiskThresholds | undefined;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reviewing, setReviewing] = useState<RiskSignal | null>(null);
  const params = thresholds ? thresholdParams(thresholds) : null;
  const time = (ms: number) => <span className="nowrap">{formatTime(ms, language)}</span>;
  const columns: TableColumnsType<RiskSignal> = [
    {
      title: t('risk.columns.kind'),
      dataIndex: 'kind',
      width: 200,
      render: (_, signal) => (
        <Space direction="vertical" size={2}>
          <Tag color={signal.kind === 'excluded_link' ? 'red' : 'orange'} bordered={false}>
            {t(`risk.kinds.${signal.kind}`)}
          </Tag>
          {params ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`risk.kindHelp.${signal.kind}`, params)}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { title: t('risk.columns.players'), key: 'players', render: (_, signal) => <Players signal={signal} /> },
    {
      title: t('risk.columns.evidence'),
      key: 'evidence',
      render: (_, signal) => <Evidence signal={signal} />,
    },
    { title: t('risk.columns.firstSeen'), dataIndex: 'firstSeen', render: time },
    { title: t('risk.columns.lastSeen'), dataIndex: 'lastSeen', render: time },
    {
      title: t('risk.columns.review'),
      key: 'review',
      width: 220,
      render: (_, signal) => <ReviewCell signal={signal} onReview={() => setReviewing(signal)} />,
    },
  ];
  return (
    <>
      <Table<RiskSignal>
        data-testid="risk-table"
        rowKey="key"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={signals}
        pagination={{ pageSize, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText }}
        scroll={{ x: 960 }}
      />
      {reviewing ? <ReviewModal signal={reviewing} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}

/**
 * A risk list's failure (with a retry) and its table: the risk page and the player page's panel
 * both show a `useRiskList` answer this way.
 */
export function RiskSignalsSection({
  list,
  emptyText,
  pageSize,
}: {
  list: ReturnType<typeof useRiskList>;
  emptyText: string;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError ? (
        <LoadFailedAlert
          message={t('risk.loadFailed')}
          description={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <RiskSignalsTable
        signals={list.data?.items ?? []}
        loading={list.isFetching}
        emptyText={emptyText}
        thresholds={list.data?.thresholds}
        pageSize={pageSize}
      />
    </>
  );
}
