import { type AdminDepositView, type MoneyActionOtp } from '@fairround/shared';
import { App, Descriptions, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ConfirmSummary,
  MoneyActionError,
  OtpField,
  otpOf,
  showOtpError,
  TwoFactorMissing,
  useTwoFactorState,
} from '../../components/money-action';
import { TimeCell } from '../../components/cells';
import { Money } from '../../components/money';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { useApproveDeposit, useRejectDeposit } from './api';
import { DepositMethodDetails } from './parts';
import { RejectModal } from './reject-modal';

/** What is being decided: who, how much, from whom and where to. */
function DepositSummary({ deposit }: { deposit: AdminDepositView }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  return (
    <ConfirmSummary data-testid="deposit-summary">
      <Descriptions.Item label={t('cashier.common.player')}>
        <Typography.Text strong>{deposit.username ?? deposit.userId}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.common.amount', { currency: currencyLabel(currency) })}>
        <Money value={deposit.amount} strong />
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.deposits.payerName')}>{deposit.payerName}</Descriptions.Item>
      <Descriptions.Item label={t('cashier.deposits.method')}>
        <DepositMethodDetails method={deposit.method} />
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.common.requested')}>
        <TimeCell at={deposit.createdAt} />
      </Descriptions.Item>
    </ConfirmSummary>
  );
}

/** Approving credits the player at once, so it asks for confirmation and the two-factor code. */
export function ApproveDepositModal({
  deposit,
  onClose,
}: {
  deposit: AdminDepositView;
  onClose: () => void;
}) {
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
    <Modal
      open
      title={t('cashier.deposits.approveTitle')}
      okText={t('cashier.deposits.approveSubmit')}
      okButtonProps={{ disabled: twoFactor.missing }}
      cancelText={t('common.cancel')}
      confirmLoading={approve.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <DepositSummary deposit={deposit} />
      <Typography.Paragraph>{t('cashier.deposits.approveText')}</Typography.Paragraph>
      {twoFactor.missing ? <TwoFactorMissing /> : <MoneyActionError error={approve.error} />}
      <Form<MoneyActionOtp> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <OtpField state={twoFactor} />
      </Form>
    </Modal>
  );
}

/** Rejecting moves no money; the player sees the reason. */
export function RejectDepositModal({ deposit, onClose }: { deposit: AdminDepositView; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reject = useRejectDeposit();
  return (
    <RejectModal
      open
      title={t('cashier.deposits.rejectTitle')}
      text={t('cashier.deposits.rejectText')}
      summary={<DepositSummary deposit={deposit} />}
      pending={reject.isPending}
      error={reject.error}
      onClose={onClose}
      onReject={(reason) =>
        reject.mutate(
          { id: deposit.id, reason },
          {
            onSuccess: () => {
              void message.success(t('cashier.deposits.rejectDone'));
              onClose();
            },
          },
        )
      }
    />
  );
}
