import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The buttons of a modal that edits, then shows what it will do before doing it: Cancel and
 * Review while editing; Back and the confirming button on the review.
 */
export function ReviewFooter({
  step,
  pending,
  labels,
  onCancel,
  onReview,
  onBack,
  onConfirm,
  reviewDisabled = false,
  confirmDisabled = false,
}: {
  step: 'edit' | 'confirm';
  /** The confirmed action is on its way: Back waits, the confirming button spins. */
  pending: boolean;
  labels: { review: string; back: string; confirm: string };
  onCancel: () => void;
  onReview: () => void;
  onBack: () => void;
  onConfirm: () => void;
  reviewDisabled?: boolean;
  confirmDisabled?: boolean;
}) {
  const { t } = useTranslation();
  if (step === 'edit')
    return (
      <>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" disabled={reviewDisabled} onClick={onReview}>
          {labels.review}
        </Button>
      </>
    );
  return (
    <>
      <Button disabled={pending} onClick={onBack}>
        {labels.back}
      </Button>
      <Button type="primary" loading={pending} disabled={confirmDisabled} onClick={onConfirm}>
        {labels.confirm}
      </Button>
    </>
  );
}
