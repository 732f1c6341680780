import {
  API_LANGUAGES,
  HOME_TILE_NAME_MAX_CHARS,
  tileNameKey,
  type ApiLanguage,
  type TileNames,
} from '@fairround/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useSaveHomeTile, type AdminHomeTileView } from './tiles-api';

type Values = { names: TileNames };

/**
 * The server's checks, named at the field before saving: a name in each language, at most the
 * limit, and none another tile already uses in that language (case and spacing ignored).
 */
function useNameRules(tile: AdminHomeTileView, others: AdminHomeTileView[]) {
  const { t } = useTranslation();
  return (language: ApiLanguage) => [
    {
      validator: async (_: unknown, value: string | undefined) => {
        const name = (value ?? '').trim();
        if (name === '') throw new Error(t('site.tiles.nameRequired'));
        if (name.length > HOME_TILE_NAME_MAX_CHARS)
          throw new Error(t('site.tiles.nameTooLong', { num: HOME_TILE_NAME_MAX_CHARS }));
        const key = tileNameKey(name);
        if (others.some((other) => other.id !== tile.id && tileNameKey(other.names[language]) === key))
          throw new Error(t('site.tiles.nameDuplicate'));
      },
    },
  ];
}

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
  const [form] = Form.useForm<Values>();
  const save = useSaveHomeTile();
  const rules = useNameRules(tile, all);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    // A field that fails its rule shows its own message; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFailure(null);
    const names = Object.fromEntries(
      API_LANGUAGES.map((language) => [language, values.names[language].trim()]),
    ) as TileNames;
    save.mutate(
      { id: tile.id, names },
      {
        onSuccess: () => {
          void message.success(t('site.tiles.saved'));
          onClose();
        },
        onError: (error) => {
          const field = isApiError(error) ? /^names\.(vi|en|chs|cht)$/.exec(error.field ?? '') : null;
          const text = isApiError(error) ? error.info : String(error);
          if (field) form.setFields([{ name: ['names', field[1] as ApiLanguage], errors: [text] }]);
          else setFailure(text);
        },
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
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ names: tile.names }}
        onFinish={() => void submit()}
      >
        {API_LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={['names', language]}
            label={t('site.tiles.nameIn', { language: t(`site.banners.languages.${language}`) })}
            rules={rules(language)}
          >
            <Input maxLength={HOME_TILE_NAME_MAX_CHARS + 8} autoComplete="off" />
          </Form.Item>
        ))}
      </Form>
      {failure ? <Alert type="error" showIcon role="alert" message={failure} /> : null}
    </Modal>
  );
}
