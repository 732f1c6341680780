import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined } from '@ant-design/icons';
import { API_LANGUAGES, CATALOGUES, toApiLanguage } from '@fairround/shared';
import { Alert, App, Button, Space, Spin, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { TileRenameModal } from './tile-rename-modal';
import { useHomeTiles, useReorderHomeTiles, useSaveHomeTile, type AdminHomeTileView } from './tiles-api';
import './site.css';

function useFailureToast() {
  const { message } = App.useApp();
  return (error: unknown) => void message.error(isApiError(error) ? error.info : String(error));
}

/** The tile's four names, each with its language. */
function TileNames({ tile }: { tile: AdminHomeTileView }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={2}>
      {API_LANGUAGES.map((language) => (
        <span key={language} data-testid={`tile-${tile.id}-${language}`}>
          <Tag className="site-tile__language">{t(`site.banners.languages.${language}`)}</Tag>
          {tile.names[language]}
        </span>
      ))}
    </Space>
  );
}

/** The game a tile opens, and the option family it puts in front (or all options). */
function TileGame({ tile }: { tile: AdminHomeTileView }) {
  const { t } = useTranslation();
  const families = CATALOGUES[useLanguage()].game.families;
  return (
    <Space direction="vertical" size={2}>
      <span>{t('site.tiles.roomType', { type: tile.roomType })}</span>
      <Typography.Text type="secondary">
        {t('site.tiles.focus')}: {tile.focus ? families[tile.focus] : t('site.tiles.wholeGame')}
      </Typography.Text>
    </Space>
  );
}

/** Switched on or off, and whether players really see it (its room type may be off). */
function TileStatus({ tile, name }: { tile: AdminHomeTileView; name: string }) {
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

/**
 * `/admin/tiles`: the home screen's game tiles in the players' order: rename in the four
 * languages, move up or down, show or hide. The tile → game mapping is fixed by the catalogue.
 */
export function TilesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useFailureToast();
  const language = toApiLanguage(useLanguage());
  const tiles = useHomeTiles();
  const reorder = useReorderHomeTiles();
  const [renaming, setRenaming] = useState<AdminHomeTileView | null>(null);
  const list = tiles.data ?? [];
  const nameOf = (tile: AdminHomeTileView) => tile.names[language];

  const move = (index: number, offset: -1 | 1) => {
    const ids = list.map((tile) => tile.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    reorder.mutate(ids, {
      onSuccess: () => void message.success(t('site.tiles.reordered')),
      onError: failed,
    });
  };

  const columns: TableColumnsType<AdminHomeTileView> = [
    {
      title: t('site.tiles.order'),
      key: 'order',
      width: 96,
      render: (_, tile, index) => (
        <Space>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('site.tiles.moveUp', { name: nameOf(tile) })}
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(index, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('site.tiles.moveDown', { name: nameOf(tile) })}
            disabled={index === list.length - 1 || reorder.isPending}
            onClick={() => move(index, 1)}
          />
        </Space>
      ),
    },
    { title: t('site.tiles.name'), key: 'names', render: (_, tile) => <TileNames tile={tile} /> },
    { title: t('site.tiles.game'), key: 'game', render: (_, tile) => <TileGame tile={tile} /> },
    {
      title: t('site.tiles.period'),
      key: 'period',
      render: (_, tile) => <span className="mono">{t('site.tiles.periodValue', { num: tile.periodS })}</span>,
    },
    {
      title: t('site.tiles.status'),
      key: 'status',
      render: (_, tile) => <TileStatus tile={tile} name={nameOf(tile)} />,
    },
    {
      title: t('site.tiles.actions'),
      key: 'actions',
      render: (_, tile) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('site.tiles.renameTitle', { name: nameOf(tile) })}
          onClick={() => setRenaming(tile)}
        >
          {t('site.tiles.rename')}
        </Button>
      ),
    },
  ];

  let body;
  if (tiles.isError) body = <Alert type="error" showIcon role="alert" message={t('site.tiles.loadFailed')} />;
  else if (!tiles.data) body = <Spin />;
  else
    body = (
      <Table<AdminHomeTileView>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: t('site.tiles.empty') }}
        data-testid="home-tiles"
        onRow={(tile) => ({ 'data-testid': `tile-row-${tile.id}` }) as HTMLAttributes<HTMLElement>}
      />
    );

  return (
    <>
      <PageHeader title={t('site.tiles.title')} subtitle={t('site.tiles.subtitle')} />
      {body}
      {renaming ? (
        <TileRenameModal
          tile={renaming}
          all={list}
          displayName={nameOf(renaming)}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </>
  );
}
