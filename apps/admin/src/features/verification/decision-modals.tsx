import {
  VERIFICATION_NOTE_MAX_LENGTH,
  VERIFICATION_REJECT_REASONS,
  type AdminVerification,
  type VerificationRejectReason,
} from '@fairround/shared';
import { App, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { OtpField, TwoFactorMissing, otpOf, useTwoFactorState } from '../../components/money-action';
import { useDecideVerification } from './api';
import { markWrongCode, refusalBesidesCode } from './wrong-code';

type ModalProps = { row: AdminVerification; onClose: () => void; onDone: () => void };
type ApproveForm = { otp?: string };
type RejectForm = { reason: VerificationRejectReason; note?: string; otp?: string };

/** The decision call with its toast, the code's form state and the wrong-code handling. */
function useDecision(row: AdminVerification, onDone: () => void) {
  const { message } = App.useApp();
  const twoFactor = useTwoFactorState();
  const decide = useDecideVerification();
  const send = (
    body: { decision: 'approve' | 'reject'; reason?: VerificationRejectReason; note?: string },
    otp: string | undefined,
    doneText: string,
    onError: (error: unknown) => void,
  ) =>
    decide.mutate(
      { id: row.id, ...body, ...otpOf(twoFactor, otp) },
      {
        onSuccess: () => {
          void message.success(doneText);
          onDone();
        },
        onError,
      },
    );
  return { twoFactor, decide, send };
}

/** Approving: what it does for the player, then the step-up code. */
export function ApproveModal({ row, onClose, onDone }: ModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApproveForm>();
  const { twoFactor, decide, send } = useDecision(row, onDone);
  const submit = ({ otp }: ApproveForm) =>
    send({ decision: 'approve' }, otp, t('verification.approve.done'), (error) => markWrongCode(form, error));
  return (
    <FormModal
      title={t('verification.approve.title')}
      okText={t('verification.approve.button')}
      busy={decide.isPending}
      error={refusalBesidesCode(decide.error)}
      onSubmit={() => form.submit()}
      onClose={onClose}
      before={
        twoFactor.missing ? (
          <TwoFactorMissing />
        ) : (
          <Typography.Paragraph>{t('verification.approve.text')}</Typography.Paragraph>
        )
      }
    >
      <Form<ApproveForm>
        name="verificationApprove"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        data-testid="verification-approve-form"
      >
        <OtpField state={twoFactor} />
      </Form>
    </FormModal>
  );
}

/** Rejecting: a reason from the closed list (translated for the player), an optional note, the code. */
export function RejectModal({ row, onClose, onDone }: ModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RejectForm>();
  const { twoFactor, decide, send } = useDecision(row, onDone);
  const submit = ({ reason, note, otp }: RejectForm) => {
    const trimmed = note?.trim();
    send(
      { decision: 'reject', reason, ...(trimmed ? { note: trimmed } : {}) },
      otp,
      t('verification.reject.done'),
      (error) => markWrongCode(form, error),
    );
  };
  const reasons = VERIFICATION_REJECT_REASONS.map((value) => ({
    value,
    label: t(`verification.reasons.${value}`),
  }));
  return (
    <FormModal
      title={t('verification.reject.title')}
      okText={t('verification.reject.button')}
      okDanger
      busy={decide.isPending}
      error={refusalBesidesCode(decide.error)}
      onSubmit={() => form.submit()}
      onClose={onClose}
      before={
        twoFactor.missing ? (
          <TwoFactorMissing />
        ) : (
          <Typography.Paragraph>{t('verification.reject.text')}</Typography.Paragraph>
        )
      }
    >
      <Form<RejectForm>
        name="verificationReject"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        data-testid="verification-reject-form"
      >
        <Form.Item
          name="reason"
          label={t('verification.reject.reason')}
          rules={[{ required: true, message: t('verification.reject.reasonRequired') }]}
        >
          <Select options={reasons} data-testid="verification-reason" />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('verification.reject.note')}
          extra={t('verification.reject.noteHelp')}
        >
          <Input.TextArea rows={3} maxLength={VERIFICATION_NOTE_MAX_LENGTH} showCount />
        </Form.Item>
        <OtpField state={twoFactor} />
      </Form>
    </FormModal>
  );
}
