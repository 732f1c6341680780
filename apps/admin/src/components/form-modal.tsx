import { Alert, Modal, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';

/** A console call's refusal in the reader's language, for an alert in the dialog; else null. */
export function refusalText(error: unknown): string | null {
  return error && isApiError(error) ? error.info : null;
}

/**
 * The console's dialog around one form: OK submits the form (its own rules run first), Cancel
 * closes, and the call's refusal shows above the fields (`before` is what the operator reads
 * first: a summary or a warning). The form itself stays with the caller.
 */
export function FormModal({
  open = true,
  title,
  okText,
  okDanger = false,
  busy,
  error,
  onSubmit,
  onClose,
  before,
  width,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  okText: string;
  okDanger?: boolean;
  busy: boolean;
  /** The failed call's error, if any (a refusal shows its text; anything else stays with the client's toast). */
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  before?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const failure = refusalText(error);
  const okButtonProps: ButtonProps | undefined = okDanger ? { danger: true } : undefined;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={okButtonProps}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={onSubmit}
      onCancel={onClose}
      width={width}
      destroyOnHidden
    >
      {before}
      {failure ? (
        <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      {children}
    </Modal>
  );
}
