import { LANGUAGE_NATIVE_NAMES, UI_LANGUAGES, type AdminPlayerSummary, type UiLanguage } from '@fairround/shared';
import { App, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { useLanguage } from '../../lib/i18n';
import { useSendPayPasswordCode } from './api';

type LanguageForm = { language: UiLanguage };

/**
 * Support starts a player's pay-password recovery (issue #25): the server texts a code to the
 * player's registered phone in the chosen language. Staff never see the code or the password; the
 * player finishes in the app with the code and their login password. Audited on the server.
 */
export function PayPasswordCodeModal({ player, onClose }: { player: AdminPlayerSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const consoleLanguage = useLanguage();
  const [form] = Form.useForm<LanguageForm>();
  const send = useSendPayPasswordCode();
  const phone = `${player.quhao} ${player.phone}`;
  const submit = ({ language }: LanguageForm) =>
    send.mutate(
      { userId: player.id, language },
      {
        onSuccess: () => {
          void message.success(t('playerDetail.payCodeSent', { username: player.username, phone }));
          onClose();
        },
      },
    );
  return (
    <FormModal
      open
      title={t('playerDetail.payCodeTitle', { username: player.username })}
      okText={t('playerDetail.payCodeSend')}
      busy={send.isPending}
      error={send.error}
      onSubmit={() => form.submit()}
      onClose={onClose}
      before={<Typography.Paragraph>{t('playerDetail.payCodeText', { phone })}</Typography.Paragraph>}
    >
      <Form<LanguageForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ language: consoleLanguage }}
        onFinish={submit}
      >
        <Form.Item name="language" label={t('playerDetail.payCodeLanguage')}>
          <Select
            options={UI_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
