import { BANNER_IMAGE_MAX_BYTES, BANNER_LANGUAGES } from '@fairround/shared';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Popconfirm, Space, Spin, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { useBanners, useDeleteBanner, useReorderBanners, useSaveBanner, type ConsoleBanner } from './api';
import { BannerEditor } from './banner-editor';
import { BannerImageSlot } from './banner-image-slot';
import './site.css';

function useFailureToast() {
  const { message } = App.useApp();
  return (error: unknown) => void message.error(isApiError(error) ? error.info : String(error));
}

/** One banner: its switch, place in the order, link and the four language images. */
function BannerCard({ banner, index, all }: { banner: ConsoleBanner; index: number; all: ConsoleBanner[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useFailureToast();
  const save = useSaveBanner();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState(false);
  const hasImage = BANNER_LANGUAGES.some((lang) => banner.images[lang]);

  const move = (offset: -1 | 1) => {
    const ids = all.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    reorder.mutate(ids, {
      onSuccess: () => void message.success(t('site.banners.reordered')),
      onError: failed,
    });
  };

  const title = (
    <Space>
      <span>{t('site.banners.banner', { id: banner.id })}</span>
      <Tag color={banner.enabled && hasImage ? 'green' : 'default'}>
        {t(banner.enabled ? 'site.banners.shown' : 'site.banners.hidden')}
      </Tag>
    </Space>
  );
  const extra = (
    <Space wrap>
      <Switch
        checked={banner.enabled}
        loading={save.isPending}
        aria-label={t('site.banners.toggle', { id: banner.id })}
        onChange={(enabled) =>
          save.mutate({ id: banner.id, draft: { link: banner.link, enabled } }, { onError: failed })
        }
      />
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('site.banners.moveUp')}
        disabled={index === 0 || reorder.isPending}
        onClick={() => move(-1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('site.banners.moveDown')}
        disabled={index === all.length - 1 || reorder.isPending}
        onClick={() => move(1)}
      />
      <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
        {t('site.banners.editLink')}
      </Button>
      <Popconfirm
        title={t('site.banners.deleteConfirm', { id: banner.id })}
        okText={t('site.banners.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          remove
            .mutateAsync(banner.id)
            .then(() => void message.success(t('site.banners.deleted')))
            .catch(failed)
        }
      >
        <Button size="small" danger icon={<DeleteOutlined />}>
          {t('site.banners.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <Card title={title} extra={extra} className="site-banner" data-testid={`banner-${banner.id}`}>
      <Typography.Paragraph className="site-banner__link">
        <Typography.Text type="secondary">{t('site.banners.link')}: </Typography.Text>
        {banner.link ? <Typography.Text code>{banner.link}</Typography.Text> : t('site.banners.noLink')}
      </Typography.Paragraph>
      {hasImage ? null : (
        <Alert
          type="warning"
          showIcon
          message={t('site.banners.noImageWarning')}
          className="site-banner__warning"
        />
      )}
      <div className="site-banner__slots">
        {BANNER_LANGUAGES.map((lang) => (
          <BannerImageSlot key={lang} banner={banner} lang={lang} />
        ))}
      </div>
      {editing ? <BannerEditor banner={banner} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

/** `/admin/banners`: the home carousel's banners — add, images per language, order, switch, delete. */
export function BannersPage() {
  const { t } = useTranslation();
  const banners = useBanners();
  const [creating, setCreating] = useState(false);
  const list = banners.data ?? [];

  let body;
  if (banners.isError) body = <Alert type="error" showIcon message={t('site.banners.loadFailed')} />;
  else if (!banners.data) body = <Spin />;
  else if (list.length === 0) body = <Empty description={t('site.banners.empty')} />;
  else
    body = (
      <div className="site-banners">
        {list.map((banner, index) => (
          <BannerCard key={banner.id} banner={banner} index={index} all={list} />
        ))}
      </div>
    );

  return (
    <>
      <PageHeader
        title={t('site.banners.title')}
        subtitle={t('site.banners.subtitle')}
        extra={
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('site.banners.create')}
          </Button>
        }
      />
      <Alert
        type="info"
        showIcon
        className="site-rules"
        message={t('site.banners.imageRules', { num: BANNER_IMAGE_MAX_BYTES / 1024 })}
      />
      {body}
      {creating ? <BannerEditor banner={null} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
