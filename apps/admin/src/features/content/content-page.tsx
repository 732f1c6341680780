import type { AdminArticle, ArticleCategory } from '@fairround/shared';
import { Alert, App, Button, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useArticles, useSetPublished } from './api';
import { ArticleEditor } from './article-editor';
import './content.css';

type Filter = 'all' | ArticleCategory;
const PAGE_SIZE = 20;

/** The title an operator recognises: the console language's first, else any filled one. */
function displayTitle(article: AdminArticle, language: string): string {
  const preferred =
    language === 'vi'
      ? article.titleVi
      : language === 'zh-CN'
        ? article.titleChs
        : language === 'zh-TW'
          ? article.titleCht
          : article.titleEn;
  return preferred || article.titleEn || article.titleVi || article.titleChs || article.titleCht;
}

/** `/admin/articles`: news/help (9) and announcements (14) — create, edit, publish, unpublish. */
export function ContentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null);
  const articles = useArticles({
    ...(filter === 'all' ? {} : { category: filter }),
    page,
    pageSize: PAGE_SIZE,
  });
  const setPublished = useSetPublished();

  const toggle = (article: AdminArticle) =>
    setPublished.mutate(
      { id: article.id, published: !article.published },
      {
        onSuccess: (saved) =>
          void message.success(t(saved.published ? 'content.published' : 'content.unpublished')),
        onError: (error) => void message.error(isApiError(error) ? error.info : String(error)),
      },
    );

  const columns: TableColumnsType<AdminArticle> = [
    { title: t('content.columns.id'), dataIndex: 'id', width: 80 },
    { title: t('content.columns.title'), key: 'title', render: (_, row) => displayTitle(row, language) },
    {
      title: t('content.columns.category'),
      dataIndex: 'category',
      width: 160,
      render: (value: number) => t(value === 14 ? 'content.category.announcement' : 'content.category.news'),
    },
    {
      title: t('content.columns.status'),
      dataIndex: 'published',
      width: 120,
      render: (published: boolean) => (
        <Tag color={published ? 'green' : 'default'}>
          {t(published ? 'content.status.published' : 'content.status.draft')}
        </Tag>
      ),
    },
    { title: t('content.columns.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('content.columns.updatedAt'),
      dataIndex: 'updatedAt',
      width: 180,
      render: (value: string) => formatDateTime(value, language),
    },
    {
      title: t('content.columns.actions'),
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => setEditing(row)}>
            {t('content.edit')}
          </Button>
          <Button
            size="small"
            onClick={() => toggle(row)}
            loading={setPublished.isPending && setPublished.variables?.id === row.id}
          >
            {t(row.published ? 'content.unpublish' : 'content.publish')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('content.title')}
        subtitle={t('content.subtitle')}
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('content.create')}
          </Button>
        }
      />
      <Segmented<Filter>
        style={{ marginBottom: 16 }}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: t('content.category.all') },
          { value: 9, label: t('content.category.news') },
          { value: 14, label: t('content.category.announcement') },
        ]}
      />
      {articles.isError ? <Alert type="error" showIcon message={t('content.loadFailed')} /> : null}
      <Table<AdminArticle>
        rowKey="id"
        columns={columns}
        dataSource={articles.data?.list ?? []}
        loading={articles.isFetching}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: articles.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      {editing ? (
        <ArticleEditor article={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
