import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_TYPES, type ApiLanguage } from '@fairround/shared';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { readAsBase64, useRemoveBannerImage, useUploadBannerImage, type ConsoleBanner } from './api';

const MAX_KB = BANNER_IMAGE_MAX_BYTES / 1024;

/**
 * One language's image of a banner: a preview at the players' 5:2 shape, then upload (or
 * replace) and remove. The browser checks size and type first for a quick answer; the server
 * checks again from the bytes.
 */
export function BannerImageSlot({ banner, lang }: { banner: ConsoleBanner; lang: ApiLanguage }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBannerImage();
  const remove = useRemoveBannerImage();
  const image = banner.images[lang];
  const language = t(`site.banners.languages.${lang}`);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > BANNER_IMAGE_MAX_BYTES)
      return void message.error(t('site.banners.tooLarge', { num: MAX_KB }));
    if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(file.type))
      return void message.error(t('site.banners.wrongType'));
    const data = await readAsBase64(file);
    upload.mutate(
      { id: banner.id, language: lang, data },
      {
        onSuccess: () => void message.success(t('site.banners.uploaded')),
        onError: (error) => void message.error(isApiError(error) ? error.info : String(error)),
      },
    );
  };

  return (
    <figure className="site-slot">
      <figcaption className="site-slot__language">{language}</figcaption>
      <div className="site-slot__frame">
        {image ? (
          <img src={image.url} alt={t('site.banners.imageAlt', { id: banner.id, language })} />
        ) : (
          <Typography.Text type="secondary" className="site-slot__empty">
            {t('site.banners.noImage')}
          </Typography.Text>
        )}
      </div>
      <Space size={4} wrap>
        <input
          ref={input}
          type="file"
          accept={BANNER_IMAGE_TYPES.join(',')}
          hidden
          aria-label={t('site.banners.uploadLabel', { id: banner.id, language })}
          data-testid={`banner-${banner.id}-file-${lang}`}
          onChange={(event) => void onFile(event)}
        />
        <Button
          size="small"
          icon={<UploadOutlined />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t(image ? 'site.banners.replace' : 'site.banners.upload')}
        </Button>
        {image ? (
          <Popconfirm
            title={t('site.banners.removeImageConfirm')}
            okText={t('site.banners.removeImage')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              remove.mutateAsync({ id: banner.id, language: lang }).catch((error: unknown) => {
                void message.error(isApiError(error) ? error.info : String(error));
              })
            }
          >
            <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
              {t('site.banners.removeImage')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </figure>
  );
}
