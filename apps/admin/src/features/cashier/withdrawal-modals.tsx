import {
  ErrorCode,
  PAYOUT_REFERENCE_MAX_LENGTH,
  type AdminWithdrawalApproveInput,
  type AdminWithdrawalView,
  type MoneyActionOtp,
} from '@fairround/shared';
import { Alert, App, Descriptions, Form, Input, Modal, Typography } from 'antd';
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
import { isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { TimeCell } from '../../components/cells';
import { Money } from '../../components/money';
import { useMe } from '../../lib/access';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { formatShortDateTime } from '../../lib/dates';
import { useApproveWithdrawal, useRejectWithdrawal } from './api';
import { WithdrawalDestination } from './parts';
import { RejectModal } from './reject-modal';

/**
 * Where an approval stands under the two-operator rule: below the threshold one approval pays;
 * at or above it the first approval only records who approved, and a different operator's
 * approval pays (the same operator again would be refused with 3017).
 */
export type ApprovalStage = 'single' | 'first' | 'second' | 'sameOperator';

export function approvalStage(withdrawal: AdminWithdrawalView, staffId: string | undefined): ApprovalStage {
  if (!withdrawal.requiresTwoApprovals) return 'single';
  if (!withdrawal.firstApproval) return 'first';
  return withdrawal.firstApproval.staffId === staffId ? 'sameOperator' : 'second';
}

function WithdrawalSummary({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  return (
    <ConfirmSummary data-testid="withdrawal-summary">
      <Descriptions.Item label={t('cashier.common.player')}>
        <Typography.Text strong>{withdrawal.username ?? withdrawal.userId}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.common.amount', { currency: currencyLabel(currency) })}>
        <Money value={withdrawal.amount} strong />
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.withdrawals.destination')}>
        <WithdrawalDestination account={withdrawal.account} />
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.common.requested')}>
        <TimeCell at={withdrawal.createdAt} />
      </Descriptions.Item>
    </ConfirmSummary>
  );
}

/** What this approval will do, in words, before the staff commits to it. */
function StageExplanation({ stage, withdrawal }: { stage: ApprovalStage; withdrawal: AdminWithdrawalView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const first = withdrawal.firstApproval;
  const firstParams = {
    username: first?.username ?? first?.staffId ?? '',
    time: first?.at ? formatShortDateTime(first.at, language) : '',
  };
  if (stage === 'first')
    return (
      <Alert
        type="info"
        showIcon
        className="section-alert"
        message={t('cashier.withdrawals.firstOfTwoTitle')}
        description={t('cashier.withdrawals.firstOfTwoText')}
      />
    );
  if (stage === 'sameOperator')
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        className="section-alert"
        message={t('cashier.withdrawals.sameOperatorTitle')}
        description={t('cashier.withdrawals.sameOperatorText', firstParams)}
      />
    );
  if (stage === 'second')
    return (
      <Alert
        type="info"
        showIcon
        className="section-alert"
        message={t('cashier.withdrawals.secondTitle', firstParams)}
        description={t('cashier.withdrawals.payText')}
      />
    );
  return <Typography.Paragraph>{t('cashier.withdrawals.payText')}</Typography.Paragraph>;
}

/** The approval form: what the body carries besides the withdrawal's id. */
type ApproveForm = Omit<AdminWithdrawalApproveInput, 'id'> & MoneyActionOtp;

/** Approving: first of two approvals, or paying (with the payout reference) — always with the code. */
export function ApproveWithdrawalModal({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawalView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ApproveForm>();
  const staffId = useMe().data?.staff.id;
  const twoFactor = useTwoFactorState();
  const approve = useApproveWithdrawal();
  const stage = approvalStage(withdrawal, staffId);
  const pays = stage === 'single' || stage === 'second';
  const username = withdrawal.username ?? withdrawal.userId;
  const submit = ({ payoutReference, otp }: ApproveForm) =>
    approve.mutate(
      {
        id: withdrawal.id,
        ...(pays ? { payoutReference: payoutReference?.trim() } : {}),
        ...otpOf(twoFactor, otp),
      },
      {
        onSuccess: (result) => {
          if (result.status === 'paid')
            void message.success(t('cashier.withdrawals.paidDone', { amount: result.amount, username }));
          else void message.info(t('cashier.withdrawals.firstDone'));
          onClose();
        },
        onError: (error) => {
          showOtpError(form, error);
          if (
            isApiError(error) &&
            error.errCode === ErrorCode.IncompleteParameters &&
            error.field === 'payoutReference'
          )
            form.setFields([
              { name: 'payoutReference', errors: [t('cashier.withdrawals.payoutReferenceRequired')] },
            ]);
        },
      },
    );
  const title =
    stage === 'first' ? t('cashier.withdrawals.approveFirstTitle') : t('cashier.withdrawals.approvePayTitle');
  const okText =
    stage === 'first'
      ? t('cashier.withdrawals.approveFirstSubmit')
      : t('cashier.withdrawals.approvePaySubmit');
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ disabled: twoFactor.missing || stage === 'sameOperator' }}
      cancelText={t('common.cancel')}
      confirmLoading={approve.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={600}
    >
      <WithdrawalSummary withdrawal={withdrawal} />
      <StageExplanation stage={stage} withdrawal={withdrawal} />
      {twoFactor.missing ? <TwoFactorMissing /> : <MoneyActionError error={approve.error} />}
      {stage === 'sameOperator' ? null : (
        <Form<ApproveForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          {pays ? (
            <Form.Item
              name="payoutReference"
              label={t('cashier.withdrawals.payoutReference')}
              extra={t('cashier.withdrawals.payoutReferenceHelp')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('cashier.withdrawals.payoutReferenceRequired'),
                },
              ]}
            >
              <Input maxLength={PAYOUT_REFERENCE_MAX_LENGTH} className="mono" />
            </Form.Item>
          ) : null}
          <OtpField state={twoFactor} />
        </Form>
      )}
    </Modal>
  );
}

/** Rejecting refunds the held amount to the player's cash at once. */
export function RejectWithdrawalModal({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawalView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reject = useRejectWithdrawal();
  const username = withdrawal.username ?? withdrawal.userId;
  return (
    <RejectModal
      open
      title={t('cashier.withdrawals.rejectTitle')}
      text={t('cashier.withdrawals.rejectText')}
      summary={<WithdrawalSummary withdrawal={withdrawal} />}
      pending={reject.isPending}
      error={reject.error}
      onClose={onClose}
      onReject={(reason) =>
        reject.mutate(
          { id: withdrawal.id, reason },
          {
            onSuccess: () => {
              void message.success(
                t('cashier.withdrawals.rejectDone', { amount: withdrawal.amount, username }),
              );
              onClose();
            },
          },
        )
      }
    />
  );
}
