import { DeleteOutlined, EditOutlined, SwapOutlined } from '@ant-design/icons';
import { API_LANGUAGES, CATALOGUES, gameName } from '@fairround/shared';
import { App, Button, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { TileGlyph } from './tile-glyph';
import { useDeleteHomeTile, useSaveHomeTile, type AdminHomeTileView } from './tiles-api';

/** A failed change in the server's words, as a toast (the cells of `/admin/tiles` below). */
export function useFailureToast() {
  const { message } = App.useApp();
  return (error: unknown) => void message.error(isApiError(error) ? error.info : String(error));
}

/** The tile's four names, each with its language, and whether the console added it. */
export function TileNames({ tile }: { tile: AdminHomeTileView }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={2}>
      {tile.added ? <Tag color="blue">{t('site.tiles.addedTag')}</Tag> : null}
      {API_LANGUAGES.map((language) => (
        <span key={language} data-testid={`tile-${tile.id}-${language}`}>
          <Tag className="site-tile__language">{t(`site.banners.languages.${language}`)}</Tag>
          {tile.names[language]}
        </span>
      ))}
    </Space>
  );
}

/** The game a tile opens, the option family it puts in front (or all options) and its icon. */
export function TileGame({ tile }: { tile: AdminHomeTileView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const families = CATALOGUES[language].game.families;
  return (
    <Space direction="vertical" size={2}>
      <Space size={6}>
        <TileGlyph icon={tile.icon} />
        <span>
          {t('site.tiles.roomType', { game: gameName(language, tile.roomType) })} ·{' '}
          {t(`site.tiles.kinds.${tile.kind}`)}
        </span>
      </Space>
      <Typography.Text type="secondary">
        {t('site.tiles.focus')}: {tile.focus ? families[tile.focus] : t('site.tiles.wholeGame')}
      </Typography.Text>
    </Space>
  );
}

/** Switched on or off, and whether players really see it (its room type may be off). */
export function TileStatus({ tile, name }: { tile: AdminHomeTileView; name: string }) {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const save = useSaveHomeTile();
  return (
    <Space direction="vertical" size={4}>
      <Space>
        <Switch
          checked={tile.enabled}
          loading={save.isPending}
          aria-label={t('site.tiles.toggle', { name })}
          onChange={(enabled) => save.mutate({ id: tile.id, enabled }, { onError: failed })}
        />
        <Tag color={tile.shown ? 'green' : 'default'}>
          {t(tile.shown ? 'site.tiles.shown' : 'site.tiles.hidden')}
        </Tag>
      </Space>
      {tile.enabled && !tile.shown ? (
        <Typography.Text type="warning">{t('site.tiles.notShown')}</Typography.Text>
      ) : null}
    </Space>
  );
}

/** Rename, change the game, and delete for a tile the console added (a seeded one is hidden instead). */
export function TileActions({
  tile,
  name,
  onRename,
  onChangeGame,
}: {
  tile: AdminHomeTileView;
  name: string;
  onRename: (tile: AdminHomeTileView) => void;
  onChangeGame: (tile: AdminHomeTileView) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useFailureToast();
  const remove = useDeleteHomeTile();
  return (
    <Space wrap>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={t('site.tiles.renameTitle', { name })}
        onClick={() => onRename(tile)}
      >
        {t('site.tiles.rename')}
      </Button>
      <Button
        size="small"
        icon={<SwapOutlined />}
        aria-label={t('site.tiles.changeGameTitle', { name })}
        onClick={() => onChangeGame(tile)}
      >
        {t('site.tiles.changeGame')}
      </Button>
      {tile.added ? (
        <Popconfirm
          title={t('site.tiles.deleteConfirm', { name })}
          okText={t('site.tiles.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            remove
              .mutateAsync(tile.id)
              .then(() => void message.success(t('site.tiles.deleted')))
              .catch(failed)
          }
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('site.tiles.deleteTitle', { name })}
            loading={remove.isPending}
          >
            {t('site.tiles.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
