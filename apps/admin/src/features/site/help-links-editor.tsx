import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isHttpsUrl } from '@fairround/shared';
import { Alert, App, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { HELP_LINK_NAME_MAX, HELP_LINKS_MAX, useSaveHelpLinks, type HelpLink } from './help-links-api';

type Values = { links: HelpLink[] };

/** The same checks as the server, so most mistakes are named at the field before saving. */
function useRules() {
  const { t } = useTranslation();
  return {
    name: [
      {
        validator: async (_: unknown, value: string | undefined) => {
          const name = (value ?? '').trim();
          if (name === '') throw new Error(t('protection.helpLinks.nameRequired'));
          if (name.length > HELP_LINK_NAME_MAX)
            throw new Error(t('protection.helpLinks.nameTooLong', { num: HELP_LINK_NAME_MAX }));
        },
      },
    ],
    url: [
      {
        validator: async (_: unknown, value: string | undefined) => {
          if (!isHttpsUrl((value ?? '').trim())) throw new Error(t('protection.helpLinks.urlInvalid'));
        },
      },
    ],
  };
}

/**
 * The owner's editor: rows of name and https address in the order players see them; add,
 * edit, move, remove, then save the whole list at once. A refusal is shown above the button.
 */
export function HelpLinksEditor({ links }: { links: HelpLink[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveHelpLinks();
  const rules = useRules();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: Values) => {
    setFailure(null);
    const trimmed = (values.links ?? []).map((link) => ({ name: link.name.trim(), url: link.url.trim() }));
    save.mutate(trimmed, {
      onSuccess: (saved) => {
        form.setFieldsValue({ links: saved.links });
        void message.success(t('protection.helpLinks.saved'));
      },
      onError: (error) => setFailure(isApiError(error) ? error.info : String(error)),
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ links }}
      onFinish={submit}
      data-testid="help-links-editor"
    >
      <Form.List name="links">
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 ? (
              <Typography.Paragraph type="secondary">{t('protection.helpLinks.empty')}</Typography.Paragraph>
            ) : null}
            {fields.map((field, index) => {
              const num = index + 1;
              return (
                <div key={field.key} className="help-link-row" data-testid="help-link-row">
                  <Form.Item name={[field.name, 'name']} rules={rules.name} className="help-link-row__name">
                    <Input
                      aria-label={t('protection.helpLinks.rowName', { num })}
                      placeholder={t('protection.helpLinks.name')}
                      maxLength={HELP_LINK_NAME_MAX}
                      autoComplete="off"
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'url']} rules={rules.url} className="help-link-row__url">
                    <Input
                      aria-label={t('protection.helpLinks.rowUrl', { num })}
                      placeholder={t('protection.helpLinks.urlPlaceholder')}
                      maxLength={500}
                      autoComplete="off"
                      inputMode="url"
                    />
                  </Form.Item>
                  <Space.Compact className="help-link-row__actions">
                    <Button
                      icon={<ArrowUpOutlined />}
                      aria-label={t('protection.helpLinks.moveUp', { num })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      icon={<ArrowDownOutlined />}
                      aria-label={t('protection.helpLinks.moveDown', { num })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('protection.helpLinks.remove', { num })}
                      onClick={() => remove(field.name)}
                    />
                  </Space.Compact>
                </div>
              );
            })}
            <Space direction="vertical" className="help-links__add">
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= HELP_LINKS_MAX}
                onClick={() => add({ name: '', url: '' })}
              >
                {t('protection.helpLinks.add')}
              </Button>
              {fields.length >= HELP_LINKS_MAX ? (
                <Typography.Text type="secondary">
                  {t('protection.helpLinks.full', { num: HELP_LINKS_MAX })}
                </Typography.Text>
              ) : null}
            </Space>
          </>
        )}
      </Form.List>
      {failure ? (
        <Alert type="error" showIcon role="alert" message={failure} className="help-links__notice" />
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('protection.helpLinks.save')}
      </Button>
    </Form>
  );
}
