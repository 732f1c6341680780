import { SUPPORT_MESSAGE_MAX_LENGTH } from '@fairround/shared';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';

/** Shows the counter only near the limit, where it helps. */
const COUNTER_FROM = Math.floor(SUPPORT_MESSAGE_MAX_LENGTH * 0.8);

/**
 * The message box. Enter adds a line (phones have no other way); Ctrl/Cmd+Enter or the button
 * sends. Over-long text is not cut silently: the counter turns red and sending waits.
 */
export function Composer({ onSend }: { onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const length = [...text].length;
  const tooLong = length > SUPPORT_MESSAGE_MAX_LENGTH;
  const canSend = text.trim().length > 0 && !tooLong;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form className="fr-chat__composer" onSubmit={submit}>
      <label htmlFor={id} className="fr-visually-hidden">
        {t('support.messageLabel')}
      </label>
      <textarea
        id={id}
        className="fr-chat__input"
        rows={1}
        value={text}
        placeholder={t('support.placeholder')}
        aria-invalid={tooLong}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={!canSend} className="fr-chat__send">
        {t('support.send')}
      </Button>
      {length >= COUNTER_FROM && (
        <span className={tooLong ? 'fr-chat__counter fr-chat__counter--over' : 'fr-chat__counter'} aria-live="polite">
          {t('support.counter', { count: length, max: SUPPORT_MESSAGE_MAX_LENGTH })}
        </span>
      )}
    </form>
  );
}
