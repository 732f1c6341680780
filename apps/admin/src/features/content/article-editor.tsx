import {
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_IMAGE_MAX_LENGTH,
  ARTICLE_SORT_MAX,
  ARTICLE_SORT_MIN,
  ARTICLE_TITLE_MAX_LENGTH,
  type AdminArticle,
  type ArticleDraft,
} from '@fairround/shared';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { usePreview, useSaveArticle } from './api';

/** The four languages of an article, in the order the tabs show them, with their field names. */
const LANGUAGES = [
  { key: 'vi', title: 'titleVi', content: 'contentVi' },
  { key: 'en', title: 'titleEn', content: 'contentEn' },
  { key: 'chs', title: 'titleChs', content: 'contentChs' },
  { key: 'cht', title: 'titleCht', content: 'contentCht' },
] as const;

const EMPTY: ArticleDraft = {
  category: 9,
  titleVi: '',
  titleEn: '',
  titleChs: '',
  titleCht: '',
  contentVi: '',
  contentEn: '',
  contentChs: '',
  contentCht: '',
  img: null,
  sort: 0,
};

function fieldsOf(article: AdminArticle | null): ArticleDraft {
  if (!article) return EMPTY;
  const {
    category,
    titleVi,
    titleEn,
    titleChs,
    titleCht,
    contentVi,
    contentEn,
    contentChs,
    contentCht,
    img,
    sort,
  } = article;
  return {
    category,
    titleVi,
    titleEn,
    titleChs,
    titleCht,
    contentVi,
    contentEn,
    contentChs,
    contentCht,
    img,
    sort,
  };
}

/**
 * Creates or edits an article: category, sort, image and the four languages' title and HTML body.
 * The preview asks the server to sanitise the body, so it shows exactly what players will get.
 */
export function ArticleEditor({ article, onClose }: { article: AdminArticle | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ArticleDraft>();
  const save = useSaveArticle();
  const preview = usePreview();
  const [tab, setTab] = useState<(typeof LANGUAGES)[number]['key']>('vi');

  async function submit() {
    const values = await form.validateFields();
    save.mutate(
      { id: article?.id ?? null, fields: { ...EMPTY, ...values, img: values.img ? values.img : null } },
      { onSuccess: onClose },
    );
  }

  function showPreview() {
    const language = LANGUAGES.find((each) => each.key === tab) ?? LANGUAGES[0];
    preview.mutate(String(form.getFieldValue(language.content) ?? ''));
  }

  return (
    <Modal
      open
      width={760}
      title={article ? t('content.editor.editTitle', { id: article.id }) : t('content.editor.newTitle')}
      okText={t('content.editor.save')}
      cancelText={t('content.editor.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={fieldsOf(article)} requiredMark={false}>
        <Space wrap size="large">
          <Form.Item name="category" label={t('content.fields.category')}>
            <Select
              style={{ width: 200 }}
              options={[
                { value: 9, label: t('content.category.news') },
                { value: 14, label: t('content.category.announcement') },
              ]}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('content.fields.sort')} tooltip={t('content.fields.sortHelp')}>
            <InputNumber min={ARTICLE_SORT_MIN} max={ARTICLE_SORT_MAX} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item
          name="img"
          label={t('content.fields.img')}
          rules={[{ pattern: /^(https:\/\/|\/)/, message: t('content.fields.imgRule') }]}
        >
          <Input placeholder="https://…" maxLength={ARTICLE_IMAGE_MAX_LENGTH} allowClear />
        </Form.Item>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as typeof tab);
            preview.reset();
          }}
          items={LANGUAGES.map((language) => ({
            key: language.key,
            label: t(`content.languages.${language.key}`),
            forceRender: true,
            children: (
              <>
                <Form.Item name={language.title} label={t('content.fields.title')}>
                  <Input maxLength={ARTICLE_TITLE_MAX_LENGTH} />
                </Form.Item>
                <Form.Item
                  name={language.content}
                  label={t('content.fields.content')}
                  extra={t('content.fields.contentHelp')}
                >
                  <Input.TextArea
                    rows={10}
                    maxLength={ARTICLE_CONTENT_MAX_LENGTH}
                    style={{ fontFamily: 'monospace' }}
                  />
                </Form.Item>
              </>
            ),
          }))}
        />
        <Button onClick={showPreview} loading={preview.isPending}>
          {t('content.editor.preview')}
        </Button>
        {preview.data ? (
          // Server-sanitised HTML only (the preview call runs the players' allow-list).
          <div className="content-preview" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        ) : null}
        {save.isError ? (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            message={isApiError(save.error) ? save.error.info : String(save.error)}
          />
        ) : null}
      </Form>
    </Modal>
  );
}
