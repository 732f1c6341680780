import {
  VERIFICATION_NOTE_MAX_LENGTH,
  VERIFICATION_REJECT_REASONS,
  type AdminVerification,
  type VerificationRejectReason,
} from '@fairround/shared';
import { App, Form, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { OtpField, TwoFactorMissing, otpOf, useTwoFactorState } from '../../components/money-action';
import { useDecideVerification } from './api';
import { markWrongCode, refusalBesidesCode } from './wrong-code';

type ModalProps = { row: AdminVerification; onClose: () => void; onDone: () => void };

type DecisionBody = { decision: 'approve' | 'reject'; reason?: VerificationRejectReason; note?: string };
type DecisionForm = { reason?: VerificationRejectReason; note?: string; otp?: string };

/**
 * One decision's dialog: what it does for the player, the decision's own fields (`children`),
 * then the step-up code; `bodyOf` turns the form into the call's body. Closes on success.
 */
function DecisionModal<Values extends DecisionForm>(props: {
  row: AdminVerification;
  kind: 'approve' | 'reject';
  onClose: () => void;
  onDone: () => void;
  bodyOf: (values: Values) => DecisionBody;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const twoFactor = useTwoFactorState();
  const decide = useDecideVerification();
  const submit = (values: Values) =>
    decide.mutate(
      { id: props.row.id, ...props.bodyOf(values), ...otpOf(twoFactor, values.otp) },
      {
        onSuccess: () => {
          void message.success(t(`verification.${props.kind}.done`));
          props.onDone();
        },
        onError: (error) => markWrongCode(form, error),
      },
    );
  return (
    <FormModal
      title={t(`verification.${props.kind}.title`)}
      okText={t(`verification.${props.kind}.button`)}
      okDanger={props.kind === 'reject'}
      busy={decide.isPending}
      error={refusalBesidesCode(decide.error)}
      onSubmit={() => form.submit()}
      onClose={props.onClose}
      before={
        twoFactor.missing ? (
          <TwoFactorMissing />
        ) : (
          <Typography.Paragraph>{t(`verification.${props.kind}.text`)}</Typography.Paragraph>
        )
      }
    >
      <Form<Values>
        name={props.kind === 'approve' ? 'verificationApprove' : 'verificationReject'}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        data-testid={`verification-${props.kind}-form`}
      >
        {props.children}
        <OtpField state={twoFactor} />
      </Form>
    </FormModal>
  );
}

/** Approving: what it does for the player, then the step-up code. */
export function ApproveModal(props: ModalProps) {
  return <DecisionModal<DecisionForm> {...props} kind="approve" bodyOf={() => ({ decision: 'approve' })} />;
}

/** Rejecting: a reason from the closed list (translated for the player), an optional note, the code. */
export function RejectModal(props: ModalProps) {
  const { t } = useTranslation();
  const reasons = VERIFICATION_REJECT_REASONS.map((value) => ({
    value,
    label: t(`verification.reasons.${value}`),
  }));
  const bodyOf = ({ reason, note }: DecisionForm): DecisionBody => {
    const trimmed = note?.trim();
    return { decision: 'reject', reason, ...(trimmed ? { note: trimmed } : {}) };
  };
  return (
    <DecisionModal<DecisionForm> {...props} kind="reject" bodyOf={bodyOf}>
      <Form.Item
        name="reason"
        label={t('verification.reject.reason')}
        rules={[{ required: true, message: t('verification.reject.reasonRequired') }]}
      >
        <Select options={reasons} data-testid="verification-reason" />
      </Form.Item>
      <Form.Item name="note" label={t('verification.reject.note')} extra={t('verification.reject.noteHelp')}>
        <Input.TextArea rows={3} maxLength={VERIFICATION_NOTE_MAX_LENGTH} showCount />
      </Form.Item>
    </DecisionModal>
  );
}
