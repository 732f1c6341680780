import { CopyOutlined, SyncOutlined } from '@ant-design/icons';
import {
  formatTime,
  type AdminDepositView,
  type AdminWithdrawalView,
  type DepositMethodSnapshot,
  type DepositStatus,
  type WithdrawalStatus,
} from '@fairround/shared';
import { App, Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';

const STATUS_COLOURS: Record<DepositStatus | WithdrawalStatus, string> = {
  pending: 'gold',
  approved: 'green',
  paid: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export function CashierStatusTag({ status }: { status: DepositStatus | WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} className="nowrap" data-testid={`status-${status}`}>
      {t(`cashier.statuses.${status}`)}
    </Tag>
  );
}

/**
 * A value with a copy button that copies exactly the text shown next to it, nothing else
 * (PRODUCT.md §0.3). The toast repeats what was copied so the operator can check it.
 */
export function CopyText({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('cashier.common.copied', { text }));
    } catch {
      void message.warning(t('cashier.common.copyFailed'));
    }
  };
  return (
    <span className="copy-text">
      <span className="mono copy-text__value">{text}</span>
      <Button
        size="small"
        type="text"
        icon={<CopyOutlined />}
        aria-label={t('cashier.common.copyLabel', { label })}
        title={t('cashier.common.copyLabel', { label })}
        onClick={() => void copy()}
      />
    </span>
  );
}

/**
 * Where a deposit was to be sent: the method's label and the bank or chain details players saw.
 * `compact` (table rows) puts the details on one line; the confirmation shows them one per line.
 */
export function DepositMethodDetails({
  method,
  compact = false,
}: {
  method: DepositMethodSnapshot;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const lines: [string, string][] =
    method.kind === 'bank'
      ? [
          [t('cashier.methods.bankName'), method.bankName ?? ''],
          [t('cashier.methods.accountName'), method.accountName ?? ''],
          [t('cashier.methods.accountNumber'), method.accountNumber ?? ''],
        ]
      : [
          [t('cashier.methods.chain'), method.chain ?? ''],
          [t('cashier.methods.address'), method.address ?? ''],
        ];
  const shown = lines.filter(([, value]) => value !== '');
  if (compact)
    return (
      <div className="cell-stack">
        <Typography.Text strong>{method.label}</Typography.Text>
        <span className="cell-note mono">{shown.map(([, value]) => value).join(' · ')}</span>
      </div>
    );
  return (
    <div className="cell-stack">
      <Typography.Text strong>{method.label}</Typography.Text>
      <dl className="detail-lines">
        {shown.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className="mono">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * What finance matches a deposit by: its reference and, for a crypto method, the transaction id
 * the player claims; each copyable exactly as shown.
 */
export function DepositReferenceCell({ deposit }: { deposit: AdminDepositView }) {
  const { t } = useTranslation();
  return (
    <div className="cell-stack" data-testid="deposit-reference">
      <CopyText text={deposit.reference} label={t('cashier.deposits.reference')} />
      {deposit.txHash ? (
        <span className="cell-note">
          <CopyText text={deposit.txHash} label={t('cashier.deposits.txHash')} />
        </span>
      ) : null}
    </div>
  );
}

/** Where a withdrawal goes: bank details or the chain and address, each copyable exactly as shown. */
export function WithdrawalDestination({ account }: { account: AdminWithdrawalView['account'] }) {
  const { t } = useTranslation();
  if (account.type !== 'Bank') {
    return (
      <div className="cell-stack" data-testid="withdrawal-destination">
        <Tag color="blue" bordered={false}>
          {account.type}
        </Tag>
        <CopyText text={account.address} label={t('cashier.withdrawals.address')} />
      </div>
    );
  }
  const lines: [string, string, boolean][] = [
    [t('cashier.withdrawals.bank'), account.bank, false],
    [t('cashier.withdrawals.accountNumber'), account.account, true],
    [t('cashier.withdrawals.holder'), account.username, true],
    [t('cashier.withdrawals.branch'), account.area, false],
  ];
  return (
    <dl className="detail-lines" data-testid="withdrawal-destination">
      {lines
        .filter(([, value]) => value !== '')
        .map(([label, value, copyable]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{copyable ? <CopyText text={value} label={label} /> : value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** When a polled screen last read the server, so staff can tell the polling is alive. */
export function RefreshNote({
  updatedAt,
  fetching,
  seconds,
}: {
  updatedAt: number;
  fetching: boolean;
  seconds: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!updatedAt) return null;
  const time = formatTime(updatedAt, language, undefined, 'seconds');
  return (
    <Typography.Text type="secondary" className="nowrap" data-testid="cashier-refresh-note">
      <SyncOutlined spin={fetching} aria-hidden /> {t('cashier.common.autoRefresh', { num: seconds, time })}
    </Typography.Text>
  );
}
