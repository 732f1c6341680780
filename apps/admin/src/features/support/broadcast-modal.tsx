import {
  BROADCAST_ACTIVE_DAYS_MAX,
  BROADCAST_SCHEDULE_MAX_DAYS,
  BROADCAST_TEXT_MAX_LENGTH,
  CATALOGUES,
  LANGUAGE_NATIVE_NAMES,
  noticeText,
  operatorMessageParams,
  UI_LANGUAGES,
  type BroadcastAudience,
  type BroadcastAudienceKind,
  type BroadcastTexts,
} from '@fairround/shared';
import { App, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { formatShortDateTime } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { useAudienceSize, useCreateBroadcast } from './broadcasts-api';

type BroadcastForm = {
  audienceKind: BroadcastAudienceKind;
  minLevel?: number | null;
  days?: number | null;
  texts: BroadcastTexts;
  push: boolean;
  when: 'now' | 'later';
  sendAt?: Dayjs | null;
};

const INITIAL: BroadcastForm = { audienceKind: 'all', minLevel: 2, days: 30, texts: {}, push: false, when: 'now' };

/** The audience the form describes, or null while a number it needs is missing. */
function audienceOf(values: Partial<BroadcastForm>): BroadcastAudience | null {
  switch (values.audienceKind ?? 'all') {
    case 'vip':
      return values.minLevel ? { kind: 'vip', minLevel: values.minLevel } : null;
    case 'active':
      return values.days ? { kind: 'active', days: values.days } : null;
    default:
      return { kind: 'all' };
  }
}

/** How many players the form's audience reaches now (shared by the field and the confirmation). */
function useFormAudienceSize(form: ReturnType<typeof Form.useForm<BroadcastForm>>[0]) {
  const values = Form.useWatch([], form) as Partial<BroadcastForm> | undefined;
  return useAudienceSize(audienceOf(values ?? INITIAL));
}

/**
 * How the notice reads in each language, worded by the same `noticeText` the player's app and the
 * Web Push message use; a language left empty shows the text its readers will get instead.
 */
function BroadcastPreview({ texts }: { texts: BroadcastTexts }) {
  const { t } = useTranslation();
  const params = operatorMessageParams(texts);
  const firstWritten = UI_LANGUAGES.find((language) => texts[language]?.trim());
  if (!firstWritten) return <Typography.Text type="secondary">{t('messages.previewEmpty')}</Typography.Text>;
  return (
    <ul className="broadcast-preview" data-testid="broadcast-preview">
      {UI_LANGUAGES.map((language) => {
        const { title, body } = noticeText(
          CATALOGUES[language].web,
          { kind: 'operator_message', params },
          (value) => value,
          language,
        );
        const fallback = !texts[language]?.trim();
        return (
          <li key={language} lang={language} className="broadcast-preview__item">
            <Typography.Text type="secondary" className="broadcast-preview__language">
              {LANGUAGE_NATIVE_NAMES[language]}
              {fallback ? ` · ${t('messages.previewFallback', { language: LANGUAGE_NATIVE_NAMES[firstWritten] })}` : ''}
            </Typography.Text>
            <strong>{title}</strong>
            <span className="broadcast-preview__body">{body}</span>
          </li>
        );
      })}
    </ul>
  );
}

function AudienceFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<BroadcastForm>();
  const kind = Form.useWatch('audienceKind', form);
  const size = useFormAudienceSize(form);
  return (
    <>
      <Form.Item name="audienceKind" label={t('messages.audienceLabel')}>
        <Radio.Group
          optionType="button"
          options={(['all', 'vip', 'active'] as const).map((value) => ({ value, label: t(`messages.audienceKinds.${value}`) }))}
        />
      </Form.Item>
      {kind === 'vip' ? (
        <Form.Item name="minLevel" label={t('messages.minLevel')} rules={[{ required: true }]}>
          <InputNumber min={1} max={8} precision={0} />
        </Form.Item>
      ) : null}
      {kind === 'active' ? (
        <Form.Item name="days" label={t('messages.days')} rules={[{ required: true }]}>
          <InputNumber min={1} max={BROADCAST_ACTIVE_DAYS_MAX} precision={0} />
        </Form.Item>
      ) : null}
      <Typography.Paragraph data-testid="broadcast-recipients">
        {size.data ? t('messages.recipients', { count: size.data.recipients }) : t('messages.recipientsLoading')}
      </Typography.Paragraph>
    </>
  );
}

function TextsFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<BroadcastForm>();
  const texts = (Form.useWatch('texts', form) ?? {}) as BroadcastTexts;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('messages.textsHelp')}</Typography.Paragraph>
      {UI_LANGUAGES.map((language) => (
        <Form.Item key={language} name={['texts', language]} label={LANGUAGE_NATIVE_NAMES[language]}>
          <Input.TextArea lang={language} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={BROADCAST_TEXT_MAX_LENGTH} showCount />
        </Form.Item>
      ))}
      <Typography.Title level={5}>{t('messages.preview')}</Typography.Title>
      <BroadcastPreview texts={texts} />
    </>
  );
}

/** Support writes a broadcast: who gets it, the words in each language, push or not, now or later. */
export function BroadcastModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<BroadcastForm>();
  const when = Form.useWatch('when', form);
  const create = useCreateBroadcast();
  const size = useFormAudienceSize(form);

  const send = (values: BroadcastForm) => {
    const audience = audienceOf(values);
    if (!audience) return;
    const sendAt = values.when === 'later' && values.sendAt ? values.sendAt.toISOString() : null;
    create.mutate(
      { audience, texts: values.texts, push: values.push, sendAt },
      {
        onSuccess: (created) => {
          void message.success(
            created.status === 'sent'
              ? t('messages.sentDone', { count: created.recipients ?? 0 })
              : t('messages.scheduledDone', { time: formatShortDateTime(created.sendAt, language) }),
          );
          onClose();
        },
      },
    );
  };
  // Sending now cannot be taken back: say to how many players before it goes.
  const confirmThenSend = (values: BroadcastForm) => {
    if (values.when === 'later') return send(values);
    modal.confirm({
      title: t('messages.confirmTitle', { count: size.data?.recipients ?? 0 }),
      content: t('messages.confirmText'),
      okText: t('messages.confirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => send(values),
    });
  };

  return (
    <FormModal
      title={t('messages.newBroadcast')}
      okText={when === 'later' ? t('messages.submitLater') : t('messages.submitNow')}
      busy={create.isPending}
      error={create.error}
      onSubmit={() => form.submit()}
      onClose={onClose}
      width={720}
    >
      <Form<BroadcastForm> form={form} layout="vertical" requiredMark={false} initialValues={INITIAL} onFinish={confirmThenSend}>
        <AudienceFields />
        <TextsFields />
        <Form.Item name="push" valuePropName="checked">
          <Checkbox>{t('messages.push')}</Checkbox>
        </Form.Item>
        <Space align="start" wrap>
          <Form.Item name="when" label={t('messages.when')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'now', label: t('messages.now') },
                { value: 'later', label: t('messages.later') },
              ]}
            />
          </Form.Item>
          {when === 'later' ? (
            <Form.Item
              name="sendAt"
              label={t('messages.sendAt')}
              rules={[{ required: true, message: t('messages.sendAtRequired') }]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                disabledDate={(day) =>
                  day.isBefore(dayjs(), 'day') || day.isAfter(dayjs().add(BROADCAST_SCHEDULE_MAX_DAYS, 'day'), 'day')
                }
              />
            </Form.Item>
          ) : null}
        </Space>
      </Form>
    </FormModal>
  );
}
