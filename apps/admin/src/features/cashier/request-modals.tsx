import type { AdminCashierRejectInput } from '@fairround/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Descriptions, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeCell } from '../../components/cells';
import {
  ConfirmSummary,
  MoneyActionError,
  TwoFactorMissing,
  type TwoFactorState,
} from '../../components/money-action';
import { Money } from '../../components/money';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { RejectModal } from './reject-modal';

/** What a deposit's or withdrawal's confirmation shows of it. */
type DecidedRequest = {
  id: string;
  userId: string;
  username: string | null;
  amount: string;
  createdAt: string;
};

/**
 * What is being decided: who and how much, then the kind's own rows (`children`: where the
 * money came from or goes to), then when it was requested.
 */
export function RequestSummary({
  request,
  testId,
  children,
}: {
  request: DecidedRequest;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  return (
    <ConfirmSummary data-testid={testId}>
      <Descriptions.Item label={t('cashier.common.player')}>
        <Typography.Text strong>{request.username ?? request.userId}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.common.amount', { currency: currencyLabel(currency) })}>
        <Money value={request.amount} strong />
      </Descriptions.Item>
      {children}
      <Descriptions.Item label={t('cashier.common.requested')}>
        <TimeCell at={request.createdAt} />
      </Descriptions.Item>
    </ConfirmSummary>
  );
}

/**
 * The approval dialog of a queue: the summary, what approving will do (`explanation`), then the
 * missing two-factor or the last refusal, and the form (`children`, with the code field).
 * OK submits that form; it stays off while two-factor is missing or `blocked`.
 */
export function ApproveRequestModal({
  title,
  okText,
  blocked = false,
  twoFactor,
  pending,
  error,
  width,
  summary,
  explanation,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  okText: string;
  blocked?: boolean;
  twoFactor: TwoFactorState;
  pending: boolean;
  error: unknown;
  width: number;
  summary: ReactNode;
  explanation: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ disabled: twoFactor.missing || blocked }}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={onSubmit}
      onCancel={onClose}
      destroyOnHidden
      width={width}
    >
      {summary}
      {explanation}
      {twoFactor.missing ? <TwoFactorMissing /> : <MoneyActionError error={error} />}
      {children}
    </Modal>
  );
}

/** Rejecting a queued request with the reason the player will see; `doneText` is the toast. */
export function RejectRequestModal({
  id,
  title,
  text,
  summary,
  reject,
  doneText,
  onClose,
}: {
  id: string;
  title: string;
  text: string;
  summary: ReactNode;
  reject: UseMutationResult<unknown, Error, AdminCashierRejectInput>;
  doneText: string;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  return (
    <RejectModal
      open
      title={title}
      text={text}
      summary={summary}
      pending={reject.isPending}
      error={reject.error}
      onClose={onClose}
      onReject={(reason) =>
        reject.mutate(
          { id, reason },
          {
            onSuccess: () => {
              void message.success(doneText);
              onClose();
            },
          },
        )
      }
    />
  );
}
