import type { DepositView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Button, confirmDialog, showSuccess, useMoneyText } from '../../../components/ui';
import { useCancelDeposit } from '../api/deposits';

/**
 * Cancels one of the player's pending deposit requests after a confirmation that names it
 * (amount and reference) and warns that money already sent needs support instead. A refusal
 * (the operator decided meanwhile) shows the server's text as a toast and the lists refresh.
 */
export function CancelDepositButton({ deposit }: { deposit: DepositView }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const cancel = useCancelDeposit();

  async function confirmAndCancel() {
    const confirmed = await confirmDialog({
      title: t('cashier.deposits.cancelTitle'),
      content: t('cashier.deposits.cancelBody', {
        amount: moneyText(deposit.amount),
        reference: deposit.reference,
      }),
      confirmText: t('cashier.deposits.cancelConfirm'),
      cancelText: t('cashier.deposits.cancelKeep'),
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(deposit.id);
      showSuccess(t('cashier.deposits.cancelDone'));
    } catch {
      // The API client already showed why as a toast; the lists refresh in onSettled.
    }
  }

  return (
    <Button
      variant="secondary"
      loading={cancel.isPending}
      aria-label={t('cashier.deposits.cancelLabel', { reference: deposit.reference })}
      onClick={() => void confirmAndCancel()}
    >
      {t('cashier.deposits.cancel')}
    </Button>
  );
}
