import { Alert, App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeRefusal, TileNameFields, trimmedNames, type NameValues } from './tile-form-fields';
import { useSaveHomeTile, type AdminHomeTileView } from './tiles-api';

/** Renames one tile in the four languages at once; a refusal lands on its field, else above. */
export function TileRenameModal({
  tile,
  all,
  displayName,
  onClose,
}: {
  tile: AdminHomeTileView;
  all: AdminHomeTileView[];
  displayName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<NameValues>();
  const save = useSaveHomeTile();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    // A field that fails its rule shows its own message; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFailure(null);
    save.mutate(
      { id: tile.id, names: trimmedNames(values.names) },
      {
        onSuccess: () => {
          void message.success(t('site.tiles.saved'));
          onClose();
        },
        onError: (error) => setFailure(placeRefusal(form, error)),
      },
    );
  };

  return (
    <Modal
      open
      title={t('site.tiles.renameTitle', { name: displayName })}
      okText={t('site.tiles.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NameValues>
        form={form}
        layout="vertical"
        initialValues={{ names: tile.names }}
        onFinish={() => void submit()}
      >
        <TileNameFields id={tile.id} tiles={all} />
      </Form>
      {failure ? <Alert type="error" showIcon role="alert" message={failure} /> : null}
    </Modal>
  );
}
