import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, confirmDialog, FormAlert, showSuccess } from '../../../components/ui';
import { useVerificationSubmitMutation } from '../api/verification';
import { failureText } from '../lib/failure-text';

/**
 * Sends the draft to finance, after a dialog that says who looks at the photos and that they are
 * deleted after the check (the operator sets how long; the page does not know the number).
 */
export function SendButton({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const submit = useVerificationSubmitMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    setProblem(null);
    const confirmed = await confirmDialog({
      title: t('verification.confirmTitle'),
      content: t('verification.confirmBody'),
      confirmText: t('verification.confirmSend'),
      cancelText: t('verification.cancel'),
    });
    if (!confirmed) return;
    try {
      await submit.mutateAsync();
      showSuccess(t('verification.sent'));
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  return (
    <div className="fr-verification-send">
      {!ready && <p className="fr-note">{t('verification.sendHint')}</p>}
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button
        variant="primary"
        size="large"
        block
        disabled={!ready}
        loading={submit.isPending}
        onClick={() => void send()}
      >
        {t('verification.send')}
      </Button>
    </div>
  );
}
