import {
  supportAdminEndpoints,
  type SupportContextRequest,
  type SupportPlayerContext,
} from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '../../lib/api';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { Money } from '../../components/money';
import { currencyLabel, useCurrency } from '../../lib/currency';

const contextKey = (id: string) => ['support', 'player', id] as const;
/** Balances move with rounds, which the console hears nothing about: the panel polls for them. */
const PLAYER_CONTEXT_REFRESH_MS = 15_000;

/**
 * `POST /api/admin/support/player`: the player behind conversation `id`. Under the `support`
 * key, so the thread's live events refetch it too.
 */
export function usePlayerContext(id: string) {
  return useQuery({
    queryKey: contextKey(id),
    refetchInterval: PLAYER_CONTEXT_REFRESH_MS,
    queryFn: ({ signal }) => apiCall(supportAdminEndpoints.player, { id }, { signal, toast: false }),
  });
}

const STATUS_COLORS: Record<string, string> = {
  pending: 'processing',
  approved: 'success',
  paid: 'success',
  rejected: 'error',
};

function RequestList({
  title,
  requests,
  testId,
}: {
  title: string;
  requests: SupportContextRequest[];
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="support-context__block" data-testid={testId}>
      <Typography.Text strong>{title}</Typography.Text>
      {requests.length === 0 ? (
        <Typography.Paragraph type="secondary" className="support-context__none">
          {t('support.context.none')}
        </Typography.Paragraph>
      ) : (
        <ul className="support-context__requests">
          {requests.map((request) => (
            <li key={request.id}>
              <span className="support-context__request-top">
                <Money value={request.amount} />
                <Tag color={STATUS_COLORS[request.status] ?? 'default'} bordered={false}>
                  {t(`support.context.requestStatuses.${request.status}`, {
                    defaultValue: request.status,
                  })}
                </Tag>
              </span>
              <Typography.Text type="secondary" className="support-context__time">
                {formatDateTime(new Date(request.createdAt).toISOString(), language)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContextView({ context }: { context: SupportPlayerContext }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = currencyLabel(useCurrency());
  const { player, balances } = context;
  return (
    <>
      <header className="support-context__header">
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {player.username}
          </Typography.Title>
          <Typography.Text type="secondary">{player.nickname}</Typography.Text>
        </div>
        <Tag color={player.status === 'frozen' ? 'error' : 'green'} bordered={false}>
          {t(`support.context.statuses.${player.status}`)}
        </Tag>
      </header>
      <Typography.Text type="secondary">
        {t('support.context.level', { num: player.level })} ·{' '}
        {t('support.context.registered', {
          date: formatDateTime(new Date(player.createdAt).toISOString(), language),
        })}
      </Typography.Text>
      <Descriptions
        size="small"
        column={1}
        className="support-context__balances"
        title={
          <span className="support-context__subtitle">{t('support.context.balances', { currency })}</span>
        }
        items={[
          { key: 'cash', label: t('support.context.cash'), children: <Money value={balances.cash} /> },
          {
            key: 'hold',
            label: t('support.context.withdrawalHold'),
            children: <Money value={balances.withdrawalHold} />,
          },
          {
            key: 'escrow',
            label: t('support.context.betEscrow'),
            children: <Money value={balances.betEscrow} />,
          },
        ]}
      />
      <RequestList
        title={t('support.context.deposits')}
        requests={context.deposits}
        testId="context-deposits"
      />
      <RequestList
        title={t('support.context.withdrawals')}
        requests={context.withdrawals}
        testId="context-withdrawals"
      />
      <Link to={`/players/${player.id}`} className="support-context__profile">
        <Button block>{t('support.context.openProfile')}</Button>
      </Link>
    </>
  );
}

/** Beside a conversation: who the player is, their balances and latest cashier requests. */
export function PlayerContextPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const context = usePlayerContext(id);
  let body;
  if (context.data) body = <ContextView context={context.data} />;
  else if (context.isError)
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('support.context.loadFailed')}
        description={context.error.message}
        action={<Button onClick={() => void context.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else body = <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <aside
      className="support-context"
      aria-label={t('support.context.title')}
      data-testid="support-player-context"
    >
      {context.data || context.isError || context.isPending ? body : <Empty />}
    </aside>
  );
}
