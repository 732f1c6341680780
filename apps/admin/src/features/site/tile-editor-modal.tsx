import { Alert, App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gameValuesOf,
  placeRefusal,
  TileGameFields,
  TileNameFields,
  tileViewOf,
  trimmedNames,
  type GameValues,
  type NameValues,
} from './tile-form-fields';
import {
  useCreateHomeTile,
  useSaveHomeTile,
  type AdminHomeTileView,
  type AdminTileGameView,
} from './tiles-api';

type Values = GameValues & Partial<NameValues>;

/**
 * Adds a tile (`tile` null: its game, option family, icon and four names) or changes the game,
 * option family and icon of one. The server checks again; its refusal lands on the field it
 * names (a taken name, a game switched off, a family the game lacks), else above the buttons.
 */
export function TileEditorModal({
  tile,
  all,
  games,
  displayName,
  onClose,
}: {
  tile: AdminHomeTileView | null;
  all: AdminHomeTileView[];
  games: AdminTileGameView[];
  displayName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateHomeTile();
  const save = useSaveHomeTile();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFailure(null);
    const handlers = {
      onSuccess: () => {
        void message.success(t(tile ? 'site.tiles.saved' : 'site.tiles.added'));
        onClose();
      },
      onError: (error: unknown) => setFailure(placeRefusal(form, error)),
    };
    if (tile) save.mutate({ id: tile.id, ...tileViewOf(values) }, handlers);
    else create.mutate({ ...tileViewOf(values), names: trimmedNames(values.names!) }, handlers);
  };

  return (
    <Modal
      open
      width={720}
      title={tile ? t('site.tiles.changeGameTitle', { name: displayName }) : t('site.tiles.addTitle')}
      okText={t('site.tiles.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={tile ? gameValuesOf(tile) : { focus: 'all' }}
        onFinish={() => void submit()}
      >
        <TileGameFields form={form} tile={tile} tiles={all} games={games} />
        {tile ? null : (
          <div className="site-tile__names">
            <TileNameFields id={null} tiles={all} />
          </div>
        )}
      </Form>
      {failure ? <Alert type="error" showIcon role="alert" message={failure} /> : null}
    </Modal>
  );
}
