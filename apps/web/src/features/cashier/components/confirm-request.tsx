import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/ui';
import { ConfirmSummary } from './ConfirmSummary';

/**
 * Asks the player to confirm a deposit or withdrawal request, showing what it will do row by
 * row; resolves true when confirmed.
 */
export function useConfirmRequest() {
  const { t } = useTranslation();
  return ({
    title,
    rows,
    note,
    confirmText,
  }: {
    title: string;
    rows: { label: string; value: string }[];
    note: string;
    confirmText: string;
  }) =>
    confirmDialog({
      title,
      content: <ConfirmSummary rows={rows} note={note} />,
      confirmText,
      cancelText: t('cashier.common.cancel'),
    });
}
