import { exclusionKindOf, ErrorCode, type ExclusionDuration } from '@fairround/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, Button, FormAlert, PasswordField, showSuccess } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useExclude } from '../api/exclude';
import { useTimeText } from '../lib/format-time';

/** A wrong password: the server names the field, older answers only the code. */
const PASSWORD_CODES: readonly number[] = [ErrorCode.OldPasswordWrong, ErrorCode.PasswordWrong];

export type BreakChoice = { duration: ExclusionDuration; endsAt: number };

/**
 * The last step of a time-out or self-exclusion: when it ends, what it closes and what stays
 * open, that it cannot be lifted early, and the login password to confirm.
 */
export function BreakSheet({ choice, onClose }: { choice: BreakChoice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const timeText = useTimeText();
  const mutation = useExclude();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function close() {
    setPassword('');
    setPasswordError(null);
    setFormError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    if (password === '') return setPasswordError(t('protection.breaks.passwordRequired'));
    try {
      await mutation.mutateAsync({ duration: choice.duration, password });
      showSuccess(t('protection.breaks.started'));
      close();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      if (failure.field === 'password' || PASSWORD_CODES.includes(failure.errCode))
        setPasswordError(failure.info);
      else setFormError(failure.info);
    }
  }

  const duration = choice ? t(`protection.breaks.durations.${choice.duration}`) : '';
  const title =
    choice && exclusionKindOf(choice.duration) === 'timeout'
      ? t('protection.breaks.confirmTimeoutTitle', { duration })
      : t('protection.breaks.confirmExclusionTitle', { duration });
  return (
    <BottomSheet open={choice !== null} onClose={close} title={title}>
      {choice && (
        <form className="fr-form fr-break-sheet" noValidate onSubmit={(event) => void submit(event)}>
          <p className="fr-break-sheet__ends" data-testid="break-ends">
            {t('protection.breaks.endsAt', { time: timeText(choice.endsAt) })}
          </p>
          <dl className="fr-break-sheet__facts">
            <dt>{t('protection.breaks.blocksTitle')}</dt>
            <dd>{t('protection.breaks.blocks')}</dd>
            <dt>{t('protection.breaks.allowsTitle')}</dt>
            <dd>{t('protection.breaks.allows')}</dd>
          </dl>
          <p className="fr-break-sheet__final">{t('protection.breaks.final')}</p>
          <PasswordField
            id="break-password"
            label={t('protection.breaks.password')}
            hint={t('protection.breaks.passwordHint')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(null);
              setFormError(null);
            }}
            error={passwordError}
            autoComplete="current-password"
            maxLength={128}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <div className="fr-break-sheet__actions">
            <Button type="submit" variant="primary" size="large" block loading={mutation.isPending}>
              {t('protection.breaks.confirm')}
            </Button>
            <Button variant="secondary" block disabled={mutation.isPending} onClick={close}>
              {t('protection.breaks.cancel')}
            </Button>
          </div>
        </form>
      )}
    </BottomSheet>
  );
}
