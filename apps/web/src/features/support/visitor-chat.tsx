import { ErrorCode, phoneProblem, type Country } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountryPicker, defaultCountry } from '../../components/country';
import { Button, EmptyState, ErrorState, HeadsetIcon, LoadingState, Page, TextField } from '../../components/ui';
import { isApiError } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { errorText } from '../../lib/i18n';
import { clearVisitorToken, getVisitorToken, setVisitorToken } from '../../lib/support-visitor';
import { addVisitorMessage, sendVisitorMessage, startVisitorChat, useVisitorHistory } from './api/visitor-api';
import { ChatBubble, PendingBubble } from './components/ChatBubble';
import { Composer } from './components/Composer';
import { usePendingSends } from './components/use-pending-sends';
import './support.css';

const PHONE_FIELD = 'visitor-phone';
const LOGIN_HERE = `/login?${new URLSearchParams({ redirect: '/ServicePage' }).toString()}`;

/** The contact phone a visitor gives before their chat starts (checked like a registration phone). */
function StartForm({ onStarted }: { onStarted: (visitorToken: string) => void }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const [country, setCountry] = useState<Country | null>(() => defaultCountry(config.countries, config.defaultQuhao));
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const quhao = country?.dialCode ?? config.defaultQuhao;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = phoneProblem(quhao, phone);
    if (code !== null) {
      setProblem(errorText(code));
      document.getElementById(PHONE_FIELD)?.focus();
      return;
    }
    setBusy(true);
    try {
      onStarted((await startVisitorChat(quhao, phone.trim())).visitorToken);
    } catch (error) {
      setProblem(isApiError(error) ? error.info : errorText(ErrorCode.NetworkError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="fr-form fr-chat__start" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={PHONE_FIELD}
        type="tel"
        label={t('support.visitor.phoneLabel')}
        hint={t('support.visitor.phoneHint')}
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setProblem(null);
        }}
        error={problem}
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        start={country ? <CountryPicker value={country} onChange={setCountry} /> : undefined}
      />
      <Button type="submit" variant="primary" block loading={busy}>
        {t('support.visitor.start')}
      </Button>
    </form>
  );
}

/** The visitor's conversation; replies come with a reload every few seconds (no socket before login). */
function VisitorThread({ visitorToken, onEnded }: { visitorToken: string; onEnded: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useVisitorHistory(visitorToken);
  const endRef = useRef<HTMLDivElement>(null);
  const { pending, send, retry, remove } = usePendingSends(
    (content, clientKey) => sendVisitorMessage(visitorToken, content, clientKey),
    (message) => addVisitorMessage(queryClient, visitorToken, message),
  );
  const messages = history.data?.messages ?? [];
  const storedKeys = new Set(messages.map((message) => message.clientKey).filter(Boolean));
  const sending = pending.filter((message) => !storedKeys.has(message.clientKey));

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending.length]);

  // The token names no chat any more (it joined an account, or the storage is stale).
  if (isApiError(history.error) && history.error.errCode === ErrorCode.NotFound) {
    return (
      <div className="fr-chat__body">
        <p className="fr-chat__notice">{t('support.visitor.ended')}</p>
        <Button variant="primary" block onClick={onEnded}>
          {t('support.visitor.newChat')}
        </Button>
      </div>
    );
  }
  let body;
  if (history.isError && !history.data) {
    body = <ErrorState title={t('support.loadFailed')} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  } else if (!history.data) {
    body = <LoadingState />;
  } else if (messages.length === 0 && sending.length === 0) {
    body = <EmptyState icon={<HeadsetIcon size={40} />} title={t('support.emptyTitle')} description={t('support.emptyBody')} />;
  } else {
    body = (
      <ol className="fr-stack-list" aria-label={t('support.title')}>
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} />
        ))}
        {sending.map((message) => (
          <PendingBubble key={message.clientKey} message={message} onRetry={() => retry(message)} onRemove={() => remove(message.clientKey)} />
        ))}
      </ol>
    );
  }
  return (
    <>
      <div className="fr-chat__body">{body}</div>
      {history.data?.status === 'closed' && <p className="fr-chat__notice">{t('support.closed')}</p>}
      <div ref={endRef} />
      <Composer onSend={send} />
    </>
  );
}

/**
 * `/ServicePage` for a visitor (issue #25.5): the operator's external support, the help articles,
 * and a chat that starts with a contact phone. The chat's token stays on this device; logging in
 * here moves the chat into the player's own thread.
 */
export function VisitorChat() {
  const { t } = useTranslation();
  const { supportUrl } = useAppConfig();
  const [visitorToken, setToken] = useState<string | null>(getVisitorToken);
  const restart = () => {
    clearVisitorToken();
    setToken(null);
  };
  return (
    <Page title={t('support.title')} back={false}>
      <div className="fr-chat" data-testid="visitor-chat">
        <p className="fr-chat__intro">{t('support.visitor.intro')}</p>
        <ul className="fr-chat__visitor-links">
          {supportUrl && (
            <li>
              <span>{t('support.externalTitle')}</span>{' '}
              <a href={supportUrl} target="_blank" rel="noopener noreferrer" className="fr-chat__external-link">
                {t('support.externalLink')}
              </a>
            </li>
          )}
          <li>
            <Link to="/help/list">{t('support.visitor.helpArticles')}</Link>
          </li>
          <li>
            <span>{t('support.visitor.joinNote')}</span> <Link to={LOGIN_HERE}>{t('support.visitor.login')}</Link>
          </li>
        </ul>
        {visitorToken ? (
          <VisitorThread key={visitorToken} visitorToken={visitorToken} onEnded={restart} />
        ) : (
          <StartForm
            onStarted={(token) => {
              setVisitorToken(token);
              setToken(token);
            }}
          />
        )}
      </div>
    </Page>
  );
}
