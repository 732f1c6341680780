import {
  API_LANGUAGES,
  CATALOGUES,
  gameName,
  HOME_TILE_NAME_MAX_CHARS,
  TILE_ICONS,
  tileNameKey,
  toApiLanguage,
  type ApiLanguage,
  type OptionFamily,
  type TileIcon,
  type TileNames,
  ownValue,
} from '@fairround/shared';
import { Alert, Form, Input, Radio, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { TileGlyph } from './tile-glyph';
import type { AdminHomeTileView, AdminTileGameView, TileView } from './tiles-api';

/** The family select's value for "all options" (a select cannot hold null). */
const ALL = 'all';
export type NameValues = { names: TileNames };
export type GameValues = { roomType?: number; focus: OptionFamily | typeof ALL; icon?: TileIcon };

export const gameValuesOf = (tile: AdminHomeTileView): GameValues => ({
  roomType: tile.roomType,
  focus: tile.focus ?? ALL,
  icon: (TILE_ICONS as readonly string[]).includes(tile.icon) ? (tile.icon as TileIcon) : undefined,
});
/** Validated form values as the server takes them. */
export const tileViewOf = (values: GameValues): TileView => ({
  roomType: values.roomType!,
  focus: values.focus === ALL ? null : values.focus,
  icon: values.icon!,
});
export const trimmedNames = (names: TileNames): TileNames =>
  Object.fromEntries(API_LANGUAGES.map((language) => [language, names[language].trim()])) as TileNames;

/**
 * The server's name checks, named at the field before saving: a name in each language, at most
 * the limit, and none another tile already uses in that language (case and spacing ignored).
 */
function useNameRules(id: number | null, tiles: AdminHomeTileView[]) {
  const { t } = useTranslation();
  return (language: ApiLanguage) => [
    {
      validator: async (_: unknown, value: string | undefined) => {
        const name = (value ?? '').trim();
        if (name === '') throw new Error(t('site.tiles.nameRequired'));
        if (name.length > HOME_TILE_NAME_MAX_CHARS)
          throw new Error(t('site.tiles.nameTooLong', { num: HOME_TILE_NAME_MAX_CHARS }));
        const key = tileNameKey(name);
        if (tiles.some((other) => other.id !== id && tileNameKey(other.names[language]) === key))
          throw new Error(t('site.tiles.nameDuplicate'));
      },
    },
  ];
}

/** A tile's name in each of the four languages (`id` null for a tile not added yet). */
export function TileNameFields({ id, tiles }: { id: number | null; tiles: AdminHomeTileView[] }) {
  const { t } = useTranslation();
  const rules = useNameRules(id, tiles);
  return API_LANGUAGES.map((language) => (
    <Form.Item
      key={language}
      name={['names', language]}
      label={t('site.tiles.nameIn', { language: t(`site.banners.languages.${language}`) })}
      rules={rules(language)}
    >
      <Input maxLength={HOME_TILE_NAME_MAX_CHARS + 8} autoComplete="off" />
    </Form.Item>
  ));
}

/** The games a tile may open: the enabled ones, and the tile's own game even while it is off. */
function useGameOptions(games: AdminTileGameView[], current: number | null) {
  const { t } = useTranslation();
  const language = useLanguage();
  return games.map((game) => {
    const kind = t(`site.tiles.kinds.${game.kind}`);
    return {
      value: game.roomType,
      label: game.enabled
        ? t('site.tiles.gameOption', { game: gameName(language, game.roomType), kind, num: game.periodS })
        : t('site.tiles.gameOptionOff', { game: gameName(language, game.roomType), kind }),
      disabled: !game.enabled && game.roomType !== current,
    };
  });
}

/**
 * The game a tile opens, the option family its rooms put in front (only the chosen game's
 * families: choosing another game drops a family it lacks) and its icon. Warns, without
 * refusing, when another tile already opens the same view.
 */
export function TileGameFields({
  form,
  tile,
  tiles,
  games,
}: {
  form: FormInstance<GameValues>;
  tile: AdminHomeTileView | null;
  tiles: AdminHomeTileView[];
  games: AdminTileGameView[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const familyNames = CATALOGUES[language].game.families;
  const gameOptions = useGameOptions(games, tile?.roomType ?? null);
  const roomType = Form.useWatch('roomType', form);
  const focus = Form.useWatch('focus', form) ?? ALL;
  const families = games.find((game) => game.roomType === roomType)?.families ?? [];
  const sameView = tiles.find(
    (other) => other.id !== tile?.id && other.roomType === roomType && (other.focus ?? ALL) === focus,
  );
  const keepFamily = (next: number) => {
    const offered = games.find((game) => game.roomType === next)?.families ?? [];
    if (focus !== ALL && !offered.includes(focus)) form.setFieldValue('focus', ALL);
  };

  return (
    <>
      <Form.Item
        name="roomType"
        label={t('site.tiles.game')}
        extra={t('site.tiles.gameHelp')}
        rules={[{ required: true, message: t('site.tiles.gameRequired') }]}
      >
        <Select options={gameOptions} onChange={keepFamily} />
      </Form.Item>
      <Form.Item name="focus" label={t('site.tiles.focus')}>
        <Select
          options={[
            { value: ALL, label: t('site.tiles.wholeGame') },
            ...families.map((family) => ({ value: family, label: familyNames[family] })),
          ]}
        />
      </Form.Item>
      {sameView ? (
        <Alert
          type="warning"
          showIcon
          className="site-tile__same-view"
          message={t('site.tiles.sameView', { name: sameView.names[toApiLanguage(language)] })}
        />
      ) : null}
      <Form.Item
        name="icon"
        label={t('site.tiles.icon')}
        rules={[{ required: true, message: t('site.tiles.iconRequired') }]}
      >
        <Radio.Group
          className="site-tile__icons"
          optionType="button"
          options={TILE_ICONS.map((icon) => ({
            value: icon,
            label: (
              <span className="site-tile__icon-option">
                <TileGlyph icon={icon} />
                {t(`site.tiles.icons.${icon}`)}
              </span>
            ),
          }))}
        />
      </Form.Item>
    </>
  );
}

const FIELD_PATHS: Record<string, (string | number)[]> = {
  roomType: ['roomType'],
  focus: ['focus'],
  icon: ['icon'],
  ...Object.fromEntries(API_LANGUAGES.map((language) => [`names.${language}`, ['names', language]])),
};

/**
 * Puts a server refusal under the field it names (a taken name, an unknown game, a family the
 * game lacks); answers the text to show above the form otherwise, or null when placed.
 */
export function placeRefusal(form: FormInstance, error: unknown): string | null {
  const text = isApiError(error) ? error.info : String(error);
  const path = isApiError(error) ? ownValue(FIELD_PATHS, error.field ?? '') : undefined;
  if (!path) return text;
  form.setFields([{ name: path, errors: [text] }]);
  return null;
}
