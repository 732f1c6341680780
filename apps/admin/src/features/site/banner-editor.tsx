import { isBannerLink } from '@fairround/shared';
import { Alert, App, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useSaveBanner, type ConsoleBanner } from './api';

type Values = { link: string; enabled: boolean };

/** Adds a banner (no `banner`) or edits one's link and switch. */
export function BannerEditor({ banner, onClose }: { banner: ConsoleBanner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveBanner();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    save.mutate(
      { id: banner?.id ?? null, draft: { link: values.link.trim() || null, enabled: values.enabled } },
      {
        onSuccess: () => {
          void message.success(t(banner ? 'site.banners.saved' : 'site.banners.editor.afterCreate'));
          onClose();
        },
        onError: (error) => setFailure(isApiError(error) ? error.info : String(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={
        banner ? t('site.banners.editor.editTitle', { id: banner.id }) : t('site.banners.editor.createTitle')
      }
      okText={t('site.banners.editor.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ link: banner?.link ?? '', enabled: banner?.enabled ?? true }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="link"
          label={t('site.banners.editor.link')}
          extra={t('site.banners.editor.linkHelp')}
          rules={[
            {
              validator: async (_, value: string) => {
                const link = (value ?? '').trim();
                if (link !== '' && !isBannerLink(link)) throw new Error(t('site.banners.editor.linkInvalid'));
              },
            },
          ]}
        >
          <Input placeholder="/activity/1" maxLength={300} autoComplete="off" />
        </Form.Item>
        <Form.Item name="enabled" label={t('site.banners.editor.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon message={failure} /> : null}
    </Modal>
  );
}
