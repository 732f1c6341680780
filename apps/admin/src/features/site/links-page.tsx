import { isHttpsUrl } from '@fairround/shared';
import { Alert, App, Button, Card, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { useSaveSiteLinks, useSiteLinks } from './api';
import './site.css';

type Values = { android: string; ios: string; support: string };
const FIELDS = ['android', 'ios', 'support'] as const;

/** `/admin/links`: the Android and iOS store links and the external support link (owner). */
export function LinksPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const links = useSiteLinks();
  const save = useSaveSiteLinks();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: Values) => {
    setFailure(null);
    const trimmed = {
      android: values.android.trim(),
      ios: values.ios.trim(),
      support: values.support.trim(),
    };
    save.mutate(trimmed, {
      onSuccess: () => void message.success(t('site.links.saved')),
      onError: (error) => setFailure(isApiError(error) ? error.info : String(error)),
    });
  };

  let body;
  if (links.isError) body = <Alert type="error" showIcon message={t('site.links.loadFailed')} />;
  else if (!links.data) body = <Spin />;
  else
    body = (
      <Card className="site-links">
        <Form<Values>
          layout="vertical"
          initialValues={{
            android: links.data.android ?? '',
            ios: links.data.ios ?? '',
            support: links.data.support ?? '',
          }}
          onFinish={submit}
        >
          {FIELDS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`site.links.${field}`)}
              rules={[
                {
                  validator: async (_, value: string) => {
                    const link = (value ?? '').trim();
                    if (link !== '' && !isHttpsUrl(link)) throw new Error(t('site.links.invalid'));
                  },
                },
              ]}
            >
              <Input
                placeholder={t('site.links.placeholder')}
                maxLength={500}
                autoComplete="off"
                inputMode="url"
              />
            </Form.Item>
          ))}
          {failure ? <Alert type="error" showIcon message={failure} className="site-links__failure" /> : null}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('site.links.save')}
          </Button>
        </Form>
      </Card>
    );

  return (
    <>
      <PageHeader title={t('site.links.title')} subtitle={t('site.links.subtitle')} />
      {body}
    </>
  );
}
