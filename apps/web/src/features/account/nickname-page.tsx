import {
  NICKNAME_CHANGE_LIMIT,
  NICKNAME_INPUT_MAX_LENGTH,
  normalizeNickname,
  type UserInfo,
} from '@fairround/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  confirmDialog,
  ErrorState,
  FormAlert,
  InfoIcon,
  LoadingState,
  Page,
  showSuccess,
  TextField,
  useGoBack,
} from '../../components/ui';
import { focusField, useForm } from '../../lib/forms';
import { useUserInfo } from '../../lib/user-info';
import { nicknameProblems, type NicknameValues } from './account-rules';
import { useChangeNicknameMutation } from './api/profile';
import './account.css';

const FIELD_ID = 'profile-nickname';
const WIRE_FIELDS = { nickname: 'nickname' } as const;
const LIMIT = { num: NICKNAME_CHANGE_LIMIT.changes, days: NICKNAME_CHANGE_LIMIT.windowDays };

function NicknameForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const form = useForm<NicknameValues>({ initial: { nickname: user.nickname }, validate: nicknameProblems });
  const mutation = useChangeNicknameMutation();
  const nickname = normalizeNickname(form.values.nickname);
  const unchanged = nickname === user.nickname;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.firstProblem()) return focusField(FIELD_ID);
    if (unchanged) return goBack();
    const confirmed = await confirmDialog({
      title: t('account.profile.confirmTitle'),
      content: t('account.profile.confirmBody', { nickname, ...LIMIT }),
      confirmText: t('account.profile.confirm'),
      cancelText: t('account.profile.cancel'),
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync(nickname);
      showSuccess(t('account.profile.done'));
      goBack();
    } catch (error) {
      // Every refusal (rules, taken, too many changes) is about the name: shown under it.
      form.showApiError(error, WIRE_FIELDS, 'nickname');
      focusField(FIELD_ID);
    }
  }

  return (
    <form className="fr-form" noValidate onSubmit={(event) => void submit(event)} data-testid="nickname-form">
      <p className="fr-icon-note">
        <InfoIcon size={18} />
        <span>{t('account.profile.note', LIMIT)}</span>
      </p>
      <TextField
        id={FIELD_ID}
        label={t('account.profile.label')}
        hint={t('account.profile.hint')}
        value={form.values.nickname}
        onChange={(value) => form.setValue('nickname', value)}
        onBlur={() => form.touch('nickname')}
        error={form.errorOf('nickname')}
        autoComplete="nickname"
        maxLength={NICKNAME_INPUT_MAX_LENGTH}
      />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" variant="primary" size="large" block loading={mutation.isPending}>
        {t('account.profile.submit')}
      </Button>
    </form>
  );
}

/**
 * `/my_profile`: the nickname other players see (issue #25). The server applies the shared rule,
 * refuses a name another player goes by and limits the changes; the player confirms first.
 */
export default function NicknamePage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  return (
    <Page title={t('account.profile.title')}>
      {user.data ? (
        <NicknameForm user={user.data} />
      ) : user.isError ? (
        <ErrorState
          title={t('account.user.loadFailed')}
          onRetry={() => void user.refetch()}
          retrying={user.isFetching}
        />
      ) : (
        <LoadingState label={t('account.user.loading')} />
      )}
    </Page>
  );
}
