import {
  ErrorCode,
  PAYOUT_REFERENCE_MAX_LENGTH,
  type AdminWithdrawalApproveInput,
  type AdminWithdrawalView,
  type MoneyActionOtp,
} from '@fairround/shared';
import { Alert, App, Descriptions, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OtpField, otpOf, showOtpError, useTwoFactorState } from '../../components/money-action';
import { isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useMe } from '../../lib/access';
import { formatShortDateTime } from '../../lib/dates';
import { useApproveWithdrawal, useRejectWithdrawal } from './api';
import { WithdrawalDestination } from './parts';
import type { QueueDecision } from './queue-page';
import { ApproveRequestModal, RejectRequestModal, RequestSummary } from './request-modals';

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
  return (
    <RequestSummary request={withdrawal} testId="withdrawal-summary">
      <Descriptions.Item label={t('cashier.withdrawals.destination')}>
        <WithdrawalDestination account={withdrawal.account} />
      </Descriptions.Item>
    </RequestSummary>
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
function ApproveWithdrawalModal({
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
    <ApproveRequestModal
      title={title}
      okText={okText}
      blocked={stage === 'sameOperator'}
      twoFactor={twoFactor}
      pending={approve.isPending}
      error={approve.error}
      width={600}
      summary={<WithdrawalSummary withdrawal={withdrawal} />}
      explanation={<StageExplanation stage={stage} withdrawal={withdrawal} />}
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
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
    </ApproveRequestModal>
  );
}

/** Rejecting refunds the held amount to the player's cash at once. */
function RejectWithdrawalModal({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawalView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectWithdrawal();
  const username = withdrawal.username ?? withdrawal.userId;
  return (
    <RejectRequestModal
      id={withdrawal.id}
      title={t('cashier.withdrawals.rejectTitle')}
      text={t('cashier.withdrawals.rejectText')}
      summary={<WithdrawalSummary withdrawal={withdrawal} />}
      reject={reject}
      doneText={t('cashier.withdrawals.rejectDone', { amount: withdrawal.amount, username })}
      onClose={onClose}
    />
  );
}

/** The dialog of the withdrawal the operator chose to approve or reject. */
export function WithdrawalDecisionModal({
  decision,
  onClose,
}: {
  decision: NonNullable<QueueDecision<AdminWithdrawalView>>;
  onClose: () => void;
}) {
  return decision.kind === 'approve' ? (
    <ApproveWithdrawalModal withdrawal={decision.row} onClose={onClose} />
  ) : (
    <RejectWithdrawalModal withdrawal={decision.row} onClose={onClose} />
  );
}
