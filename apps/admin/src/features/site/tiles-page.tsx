import { AppstoreAddOutlined, ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { toApiLanguage } from '@fairround/shared';
import { Alert, App, Button, Space, Spin, Table, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useLanguage } from '../../lib/i18n';
import { TileActions, TileGame, TileNames, TileStatus, useFailureToast } from './tile-cells';
import { TileEditorModal } from './tile-editor-modal';
import { TileRenameModal } from './tile-rename-modal';
import { useHomeTiles, useReorderHomeTiles, type AdminHomeTileView } from './tiles-api';
import './site.css';

/**
 * `/admin/tiles`: the home screen's game tiles in the players' order, as the database holds
 * them: add a tile, rename in the four languages, change the game and option family it opens,
 * move up or down, show or hide, delete one added here.
 */
export function TilesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useFailureToast();
  const language = toApiLanguage(useLanguage());
  const tiles = useHomeTiles();
  const reorder = useReorderHomeTiles();
  const [renaming, setRenaming] = useState<AdminHomeTileView | null>(null);
  /** The tile whose game is being changed, 'new' while adding one, null when neither. */
  const [editing, setEditing] = useState<AdminHomeTileView | 'new' | null>(null);
  const list = tiles.data?.list ?? [];
  const games = tiles.data?.games ?? [];
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
        <TileActions tile={tile} name={nameOf(tile)} onRename={setRenaming} onChangeGame={setEditing} />
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
      <PageHeader
        title={t('site.tiles.title')}
        subtitle={t('site.tiles.subtitle')}
        extra={
          <Button
            type="primary"
            icon={<AppstoreAddOutlined />}
            disabled={!tiles.data}
            onClick={() => setEditing('new')}
          >
            {t('site.tiles.add')}
          </Button>
        }
      />
      {body}
      {renaming ? (
        <TileRenameModal
          tile={renaming}
          all={list}
          displayName={nameOf(renaming)}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {editing ? (
        <TileEditorModal
          tile={editing === 'new' ? null : editing}
          all={list}
          games={games}
          displayName={editing === 'new' ? '' : nameOf(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
