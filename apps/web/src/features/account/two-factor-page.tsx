import type { PlayerTwoFactorSetup, PlayerTwoFactorStatus } from '@fairround/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertIcon,
  Button,
  Card,
  CopyField,
  ErrorState,
  FormAlert,
  InfoIcon,
  LoadingState,
  Page,
  PasswordField,
  showSuccess,
  TextField,
} from '../../components/ui';
import { focusField, useForm, type FieldProblems } from '../../lib/forms';
import {
  useTwoFactorDisableMutation,
  useTwoFactorEnableMutation,
  useTwoFactorSetupMutation,
  useTwoFactorStatus,
} from './api/two-factor';
import './account.css';
import './two-factor.css';

type CodeValues = { code: string };
type DisableValues = { code: string; passwd: string };

const IDS = {
  enableCode: 'two-factor-code',
  disableCode: 'two-factor-disable-code',
  passwd: 'two-factor-password',
};

const codeProblems = (values: CodeValues): FieldProblems<CodeValues> => ({
  code: values.code.trim() === '' ? 'enterOtp' : null,
});
const disableProblems = (values: DisableValues): FieldProblems<DisableValues> => ({
  code: values.code.trim() === '' ? 'enterOtp' : null,
  passwd: values.passwd === '' ? 'enterPassword' : null,
});

/** The pending key as text and as the otpauth link; each copy button copies exactly what it shows. */
function SetupKeys({ setup }: { setup: PlayerTwoFactorSetup }) {
  const { t } = useTranslation();
  const copyTexts = (text: string) => ({
    buttonText: t('account.twoFactor.copy'),
    copiedMessage: t('account.twoFactor.copied', { text }),
    failedMessage: t('account.twoFactor.copyFailed'),
  });
  return (
    <>
      <p className="fr-icon-note">
        <InfoIcon size={18} />
        <span>{t('account.twoFactor.addStep')}</span>
      </p>
      <dl className="fr-two-factor__keys">
        <CopyField
          label={t('account.twoFactor.secret')}
          value={setup.secret}
          buttonLabel={t('account.twoFactor.secretLabel')}
          {...copyTexts(setup.secret)}
        />
        <CopyField
          label={t('account.twoFactor.link')}
          value={setup.otpauthUri}
          buttonLabel={t('account.twoFactor.linkLabel')}
          {...copyTexts(setup.otpauthUri)}
        />
      </dl>
      {/* An authenticator app on this phone opens otpauth links; elsewhere the key is typed in. */}
      <a
        className="fr-link-button fr-link-button--secondary fr-link-button--medium fr-link-button--block"
        href={setup.otpauthUri}
      >
        {t('account.twoFactor.openApp')}
      </a>
    </>
  );
}

/** Off: start enrolment, then confirm the shown key with the app's first code. */
function EnrolCard({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetupMutation();
  const enable = useTwoFactorEnableMutation();
  const form = useForm<CodeValues>({ initial: { code: '' }, validate: codeProblems });

  async function start() {
    try {
      await setup.mutateAsync();
    } catch (error) {
      form.showApiError(error, {});
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (form.firstProblem()) return focusField(IDS.enableCode);
    try {
      const { recoveryCodes } = await enable.mutateAsync(form.values.code.trim());
      onEnabled(recoveryCodes);
    } catch (error) {
      if (form.showApiError(error, { code: 'code' })) focusField(IDS.enableCode);
    }
  }

  if (!setup.data) {
    return (
      <>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Button variant="primary" size="large" block loading={setup.isPending} onClick={() => void start()}>
          {t('account.twoFactor.start')}
        </Button>
      </>
    );
  }
  return (
    <form
      className="fr-form"
      noValidate
      onSubmit={(event) => void confirm(event)}
      data-testid="two-factor-enrol"
    >
      <SetupKeys setup={setup.data} />
      <p className="fr-icon-note">
        <InfoIcon size={18} />
        <span>{t('account.twoFactor.codeStep')}</span>
      </p>
      <TextField
        id={IDS.enableCode}
        label={t('account.twoFactor.code')}
        value={form.values.code}
        onChange={(value) => form.setValue('code', value)}
        onBlur={() => form.touch('code')}
        error={form.errorOf('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" variant="primary" size="large" block loading={enable.isPending}>
        {t('account.twoFactor.turnOn')}
      </Button>
    </form>
  );
}

/** Shown once, right after enabling: the server keeps only hashes, so this is the only look. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className="fr-two-factor"
      aria-labelledby="two-factor-recovery-title"
      data-testid="two-factor-recovery"
    >
      <h2 id="two-factor-recovery-title">{t('account.twoFactor.recoveryTitle')}</h2>
      <p className="fr-two-factor__warning" role="alert">
        <AlertIcon size={20} />
        <span>{t('account.twoFactor.recoveryWarning')}</span>
      </p>
      <ol className="fr-two-factor__codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button variant="primary" size="large" block onClick={onDone}>
        {t('account.twoFactor.recoverySaved')}
      </Button>
    </section>
  );
}

/** On: turning it off takes a code (or a recovery code) and the login password. */
function DisableForm() {
  const { t } = useTranslation();
  const disable = useTwoFactorDisableMutation();
  const form = useForm<DisableValues>({ initial: { code: '', passwd: '' }, validate: disableProblems });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = form.firstProblem();
    if (problem) return focusField(problem === 'code' ? IDS.disableCode : IDS.passwd);
    try {
      await disable.mutateAsync({ code: form.values.code.trim(), passwd: form.values.passwd });
      showSuccess(t('account.twoFactor.turnedOff'));
    } catch (error) {
      const field = form.showApiError(error, { code: 'code', passwd: 'passwd' });
      if (field) focusField(field === 'code' ? IDS.disableCode : IDS.passwd);
    }
  }

  return (
    <form
      className="fr-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="two-factor-disable"
    >
      <h2>{t('account.twoFactor.disableTitle')}</h2>
      <p className="fr-icon-note">
        <InfoIcon size={18} />
        <span>{t('account.twoFactor.disableNote')}</span>
      </p>
      <TextField
        id={IDS.disableCode}
        label={t('account.twoFactor.disableCode')}
        value={form.values.code}
        onChange={(value) => form.setValue('code', value)}
        onBlur={() => form.touch('code')}
        error={form.errorOf('code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        maxLength={32}
      />
      <PasswordField
        id={IDS.passwd}
        label={t('account.twoFactor.password')}
        value={form.values.passwd}
        onChange={(value) => form.setValue('passwd', value)}
        onBlur={() => form.touch('passwd')}
        error={form.errorOf('passwd')}
        autoComplete="current-password"
        maxLength={128}
      />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" variant="secondary" size="large" block loading={disable.isPending}>
        {t('account.twoFactor.turnOff')}
      </Button>
    </form>
  );
}

function StatusCard({ status }: { status: PlayerTwoFactorStatus }) {
  const { t } = useTranslation();
  return (
    <Card className="fr-card--stack">
      <dl className="fr-two-factor__status">
        <dt>{t('account.twoFactor.status')}</dt>
        <dd data-testid="two-factor-status">
          {status.enabled ? t('account.twoFactor.statusOn') : t('account.twoFactor.statusOff')}
        </dd>
      </dl>
      {status.enabled && (
        <p className="fr-icon-note">
          <InfoIcon size={18} />
          <span>{t('account.twoFactor.recoveryLeft', { count: status.recoveryCodesLeft })}</span>
        </p>
      )}
    </Card>
  );
}

/**
 * `/my_2fa`: optional two-factor sign-in (issue #25). Off: set up with an authenticator app (the
 * key as text and as an otpauth link, each with a copy button) and confirm with its first code;
 * the recovery codes are then shown once. On: turn it off with a code and the login password.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let content;
  if (recoveryCodes) {
    content = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (status.isError) {
    content = (
      <ErrorState
        title={t('account.twoFactor.loadFailed')}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else if (!status.data) {
    content = <LoadingState label={t('account.twoFactor.loading')} />;
  } else {
    content = (
      <div className="fr-two-factor">
        <p className="fr-note">{t('account.twoFactor.intro')}</p>
        <StatusCard status={status.data} />
        {status.data.enabled ? (
          <DisableForm />
        ) : (
          <EnrolCard
            onEnabled={(codes) => {
              showSuccess(t('account.twoFactor.turnedOn'));
              setRecoveryCodes(codes);
            }}
          />
        )}
      </div>
    );
  }
  return <Page title={t('account.twoFactor.title')}>{content}</Page>;
}
