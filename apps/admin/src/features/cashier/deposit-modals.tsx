import { type AdminDepositView, type MoneyActionOtp } from '@fairround/shared';
import { App, Descriptions, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OtpField, otpOf, showOtpError, useTwoFactorState } from '../../components/money-action';
import { useApproveDeposit, useRejectDeposit } from './api';
import { DepositMethodDetails } from './parts';
import type { QueueDecision } from './queue-page';
import { ApproveRequestModal, RejectRequestModal, RequestSummary } from './request-modals';

/** What is being decided: who, how much, from whom and where to. */
function DepositSummary({ deposit }: { deposit: AdminDepositView }) {
  const { t } = useTranslation();
  return (
    <RequestSummary request={deposit} testId="deposit-summary">
      <Descriptions.Item label={t('cashier.deposits.reference')}>
        <span className="mono">{deposit.reference}</span>
      </Descriptions.Item>
      {deposit.txHash ? (
        <Descriptions.Item label={t('cashier.deposits.txHash')}>
          <span className="mono copy-text__value">{deposit.txHash}</span>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('cashier.deposits.payerName')}>{deposit.payerName}</Descriptions.Item>
      <Descriptions.Item label={t('cashier.deposits.method')}>
        <DepositMethodDetails method={deposit.method} />
      </Descriptions.Item>
    </RequestSummary>
  );
}

/** Approving credits the player at once, so it asks for confirmation and the two-factor code. */
function ApproveDepositModal({ deposit, onClose }: { deposit: AdminDepositView; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MoneyActionOtp>();
  const twoFactor = useTwoFactorState();
  const approve = useApproveDeposit();
  const submit = ({ otp }: MoneyActionOtp) =>
    approve.mutate(
      { id: deposit.id, ...otpOf(twoFactor, otp) },
      {
        onSuccess: () => {
          void message.success(
            t('cashier.deposits.approveDone', {
              amount: deposit.amount,
              username: deposit.username ?? deposit.userId,
            }),
          );
          onClose();
        },
        onError: (error) => showOtpError(form, error),
      },
    );
  return (
    <ApproveRequestModal
      title={t('cashier.deposits.approveTitle')}
      okText={t('cashier.deposits.approveSubmit')}
      twoFactor={twoFactor}
      pending={approve.isPending}
      error={approve.error}
      width={560}
      summary={<DepositSummary deposit={deposit} />}
      explanation={<Typography.Paragraph>{t('cashier.deposits.approveText')}</Typography.Paragraph>}
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
      <Form<MoneyActionOtp> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <OtpField state={twoFactor} />
      </Form>
    </ApproveRequestModal>
  );
}

/** Rejecting moves no money; the player sees the reason. */
function RejectDepositModal({ deposit, onClose }: { deposit: AdminDepositView; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectDeposit();
  return (
    <RejectRequestModal
      id={deposit.id}
      title={t('cashier.deposits.rejectTitle')}
      text={t('cashier.deposits.rejectText')}
      summary={<DepositSummary deposit={deposit} />}
      reject={reject}
      doneText={t('cashier.deposits.rejectDone')}
      onClose={onClose}
    />
  );
}

/** The dialog of the deposit the operator chose to approve or reject. */
export function DepositDecisionModal({
  decision,
  onClose,
}: {
  decision: NonNullable<QueueDecision<AdminDepositView>>;
  onClose: () => void;
}) {
  return decision.kind === 'approve' ? (
    <ApproveDepositModal deposit={decision.row} onClose={onClose} />
  ) : (
    <RejectDepositModal deposit={decision.row} onClose={onClose} />
  );
}
