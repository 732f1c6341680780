import {
  ErrorCode,
  homeTilesAdminEndpoints,
  type AdminHomeTileView,
  type AdminTileGameView,
  type TileNames,
} from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, stubApi, type Envelope } from '../../test/render';
import { TilesPage } from './tiles-page';

const tile = (
  id: number,
  roomType: number,
  focus: AdminHomeTileView['focus'],
  [en, vi, chs, cht]: [string, string, string, string],
  extra: Partial<AdminHomeTileView> = {},
): AdminHomeTileView => ({
  id,
  roomType,
  kind: roomType === 16 ? 'race' : 'digits',
  focus,
  icon: 'digits',
  names: { vi, en, chs, cht },
  enabled: true,
  sort: id * 10,
  periodS: roomType === 4 ? 180 : 300,
  shown: true,
  added: false,
  ...extra,
});

const TILES: AdminHomeTileView[] = [
  tile(2, 1, null, ['Lucky Three', 'Ba số may mắn', '幸运三码', '幸運三碼']),
  tile(9, 1, 'triple', ['Triple Hunt', 'Săn bộ ba', '豹子', '豹子'], { icon: 'triple' }),
  tile(3, 4, null, ['Rapid Three', 'Ba số nhanh', '快速三码', '快速三碼'], { shown: false }),
  tile(1001, 16, 'odd_even', ['Race Odd & Even', 'Đua Lẻ Chẵn', '赛车单双', '賽車單雙'], {
    added: true,
    icon: 'odd-even',
  }),
];

const DIGIT_FAMILIES: AdminTileGameView['families'] = ['big_small', 'odd_even', 'combo', 'extreme', 'triple'];
const GAMES: AdminTileGameView[] = [
  { roomType: 1, kind: 'digits', enabled: true, periodS: 300, families: DIGIT_FAMILIES },
  { roomType: 4, kind: 'digits', enabled: false, periodS: 180, families: DIGIT_FAMILIES },
  { roomType: 15, kind: 'digits', enabled: true, periodS: 120, families: DIGIT_FAMILIES },
  { roomType: 16, kind: 'race', enabled: true, periodS: 300, families: ['big_small', 'odd_even'] },
];

type Sent = { path: string; body: Record<string, unknown> };

/** Plays the server: the list, updates and reorders applied to it, or `refusal` for updates. */
function stubTiles(refusal?: Envelope) {
  let list = TILES.map((entry) => ({ ...entry }));
  const sent: Sent[] = [];
  stubApi((path, body) => {
    if (path === homeTilesAdminEndpoints.list.path) return ok({ list, games: GAMES });
    const { lang: _lang, token: _token, ...fields } = body;
    sent.push({ path, body: fields });
    if (path === homeTilesAdminEndpoints.update.path) {
      if (refusal) return refusal;
      list = list.map((entry) => {
        if (entry.id !== body.id) return entry;
        const enabled = (body.enabled as boolean | undefined) ?? entry.enabled;
        return {
          ...entry,
          ...(body as Partial<AdminHomeTileView>),
          names: (body.names as TileNames | undefined) ?? entry.names,
          enabled,
          shown: enabled && entry.shown,
        };
      });
      return ok(list.find((entry) => entry.id === body.id));
    }
    if (path === homeTilesAdminEndpoints.create.path) {
      if (refusal) return refusal;
      const added = tile(
        1002,
        fields.roomType as number,
        fields.focus as AdminHomeTileView['focus'],
        ['', '', '', ''],
        {
          names: fields.names as TileNames,
          icon: fields.icon as string,
          added: true,
        },
      );
      list = [...list, added];
      return ok(added);
    }
    if (path === homeTilesAdminEndpoints.delete.path) {
      list = list.filter((entry) => entry.id !== body.id);
      return ok({ list, games: GAMES });
    }
    if (path === homeTilesAdminEndpoints.reorder.path) {
      const ids = body.ids as number[];
      list = ids.map((id) => list.find((entry) => entry.id === id)!);
      return ok({ list, games: GAMES });
    }
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
  return sent;
}

async function renderTiles(role: 'owner' | 'content' = 'content') {
  renderConsole(<TilesPage />, { role });
  return screen.findByTestId('home-tiles');
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByTestId(/^tile-\d+-en$/)
    .map((cell) => cell.textContent?.replace('English', ''));

describe('/tiles', () => {
  it('lists the tiles in order with their four names, game, highlighted options, round length and status', async () => {
    stubTiles();
    const table = await renderTiles();
    expect(rowNames(table)).toEqual(['Lucky Three', 'Triple Hunt', 'Rapid Three', 'Race Odd & Even']);
    const triple = within(table).getByTestId('tile-row-9');
    expect(triple.textContent).toContain('Săn bộ ba');
    expect(triple.textContent).toContain('Lucky Three');
    expect(triple.textContent).toContain('Highlighted options: Triple');
    expect(triple.textContent).toContain('300 s');
    const rapid = within(table).getByTestId('tile-row-3');
    expect(rapid.textContent).toContain('All options');
    expect(rapid.textContent).toContain('Not shown: its room type is disabled or has no open room.');
  });

  it('renames a tile in the four languages and saves the trimmed names', async () => {
    const sent = stubTiles();
    await renderTiles();
    fireEvent.click(screen.getByRole('button', { name: 'Rename “Triple Hunt”' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name in English'), {
      target: { value: '  Triple Chase ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name in Vietnamese'), {
      target: { value: 'Săn bộ ba đồng' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tile saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: homeTilesAdminEndpoints.update.path,
        body: { id: 9, names: { vi: 'Săn bộ ba đồng', en: 'Triple Chase', chs: '豹子', cht: '豹子' } },
      },
    ]);
  });

  it('names an empty or taken name at its field before asking the server, and shows the server’s refusal there too', async () => {
    const sent = stubTiles({
      code: 0,
      info: 'Another home tile is already called “豹子王”',
      data: { errCode: ErrorCode.TileNameTaken, field: 'names.chs' },
    });
    await renderTiles();
    fireEvent.click(screen.getByRole('button', { name: 'Rename “Triple Hunt”' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name in English'), {
      target: { value: ' lucky   three ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name in Traditional Chinese'), {
      target: { value: ' ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another tile is already called this')).toBeTruthy();
    expect(within(dialog).getByText('Enter a name')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name in English'), { target: { value: 'Triple King' } });
    fireEvent.change(within(dialog).getByLabelText('Name in Traditional Chinese'), {
      target: { value: '豹子王' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name in Simplified Chinese'), {
      target: { value: '豹子王' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another home tile is already called “豹子王”')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('moves a tile and hides one, sending the new order and the switch', async () => {
    const sent = stubTiles();
    const table = await renderTiles('owner');
    expect(screen.getByRole('button', { name: 'Move “Lucky Three” up' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move “Rapid Three” up' }));
    await waitFor(() =>
      expect(rowNames(table)).toEqual(['Lucky Three', 'Rapid Three', 'Triple Hunt', 'Race Odd & Even']),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Show “Triple Hunt” on the home screen' }));
    await waitFor(() => expect(within(table).getByTestId('tile-row-9').textContent).toContain('Hidden'));
    expect(sent).toEqual([
      { path: homeTilesAdminEndpoints.reorder.path, body: { ids: [2, 3, 9, 1001] } },
      { path: homeTilesAdminEndpoints.update.path, body: { id: 9, enabled: false } },
    ]);
  });

  it('adds a tile: only enabled games, only the chosen game’s option families, an icon and four names', async () => {
    const sent = stubTiles();
    await renderTiles();
    fireEvent.click(screen.getByText('Add tile'));
    const dialog = await findDialog('Add a home tile');
    // Nothing is sent until a game, an icon and four free names are given.
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Choose a game')).toBeTruthy();
    expect(within(dialog).getByText('Choose an icon')).toBeTruthy();
    expect(within(dialog).getAllByText('Enter a name')).toHaveLength(4);

    const games = await openSelect(dialog, 'Game');
    const disabled = (option: HTMLElement) => option.classList.contains('ant-select-item-option-disabled');
    expect(games.map((option) => [option.textContent, disabled(option)])).toEqual([
      ['Lucky Three · Three digits · 300 s rounds', false],
      ['Rapid Three · Three digits · switched off', true],
      ['Turbo Three · Three digits · 120 s rounds', false],
      ['Beijing Racing · Racing · 300 s rounds', false],
    ]);
    fireEvent.click(games[3]!);
    const families = await openSelect(dialog, 'Highlighted options');
    expect(families.map((option) => option.textContent)).toEqual([
      'All options',
      'Big / Small',
      'Odd / Even',
    ]);
    fireEvent.click(families[1]!);
    fireEvent.click(within(dialog).getByLabelText('Racing flag'));
    const names = { en: 'Race Big & Small', vi: 'Đua Lớn Nhỏ', chs: '赛车大小', cht: '賽車大小' };
    for (const [language, label] of Object.entries(LANGUAGE_LABELS))
      fireEvent.change(within(dialog).getByLabelText(label), {
        target: { value: ` ${names[language as keyof typeof names]} ` },
      });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('Tile added')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: homeTilesAdminEndpoints.create.path,
        body: {
          roomType: 16,
          focus: 'big_small',
          icon: 'race',
          names: { vi: 'Đua Lớn Nhỏ', en: 'Race Big & Small', chs: '赛车大小', cht: '賽車大小' },
        },
      },
    ]);
    const row = await screen.findByTestId('tile-row-1002');
    expect(row.textContent).toContain('Added here');
    expect(row.textContent).toContain('Beijing Racing · Racing');
    expect(row.textContent).toContain('Highlighted options: Big / Small');
  });

  it('names a taken name before sending, and puts the server’s family refusal on its field', async () => {
    const sent = stubTiles({
      code: 0,
      info: 'Room type 16 does not offer these options; choose one of its option families or all options',
      data: { errCode: ErrorCode.TileFamilyNotInGame, field: 'focus' },
    });
    await renderTiles();
    fireEvent.click(screen.getByText('Add tile'));
    const dialog = await findDialog('Add a home tile');
    fireEvent.click((await openSelect(dialog, 'Game'))[0]!);
    fireEvent.click(within(dialog).getByLabelText('Three balls'));
    const names = { en: 'triple  HUNT', vi: 'Bộ ba mới', chs: '新豹子', cht: '新豹子' };
    for (const [language, label] of Object.entries(LANGUAGE_LABELS))
      fireEvent.change(within(dialog).getByLabelText(label), {
        target: { value: names[language as keyof typeof names] },
      });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Another tile is already called this')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Name in English'), { target: { value: 'New Triple' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(
      await within(dialog).findByText(
        'Room type 16 does not offer these options; choose one of its option families or all options',
      ),
    ).toBeTruthy();
    expect(sent.map((entry) => entry.path)).toEqual([homeTilesAdminEndpoints.create.path]);
  });

  it('changes a tile’s game: a family the new game lacks falls back to all options, a duplicate view is named', async () => {
    const sent = stubTiles();
    await renderTiles();
    fireEvent.click(screen.getByLabelText('Game and icon of “Triple Hunt”'));
    const dialog = await findDialog('Game and icon of “Triple Hunt”');
    expect(within(dialog).getByLabelText('Three balls')).toHaveProperty('checked', true);
    fireEvent.click((await openSelect(dialog, 'Game'))[3]!);
    expect(within(dialog).getByText('All options')).toBeTruthy();
    fireEvent.click((await openSelect(dialog, 'Highlighted options'))[2]!);
    expect(
      await within(dialog).findByText(
        '“Race Odd & Even” already opens this game with these options: players would see two tiles leading to the same screen.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('Tile saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: homeTilesAdminEndpoints.update.path,
        body: { id: 9, roomType: 16, focus: 'odd_even', icon: 'triple' },
      },
    ]);
  });

  it('offers delete only for a tile added here, after a confirmation', async () => {
    const sent = stubTiles();
    const table = await renderTiles();
    expect(screen.queryByLabelText('Delete “Triple Hunt”')).toBeNull();
    fireEvent.click(screen.getByLabelText('Delete “Race Odd & Even”'));
    const question = await screen.findByText(
      'Delete the tile “Race Odd & Even”? Players stop seeing it at once; the audit log keeps what it was.',
    );
    const confirm = question.closest<HTMLElement>('.ant-popconfirm')!;
    fireEvent.click(within(confirm).getByText('Delete'));
    expect(await screen.findByText('Tile deleted')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByTestId('tile-row-1001')).toBeNull());
    expect(sent).toEqual([{ path: homeTilesAdminEndpoints.delete.path, body: { id: 1001 } }]);
  });
});

const LANGUAGE_LABELS = {
  en: 'Name in English',
  vi: 'Name in Vietnamese',
  chs: 'Name in Simplified Chinese',
  cht: 'Name in Traditional Chinese',
};

/** The open dialog, found by its title (role queries over the whole table are slow in jsdom). */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}

/** Opens an antd select by its label and answers the options of its (newest) dropdown. */
async function openSelect(dialog: HTMLElement, label: string): Promise<HTMLElement[]> {
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  return waitFor(() => {
    const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown');
    const open = [...dropdowns].find(
      (dropdown) =>
        !dropdown.classList.contains('ant-select-dropdown-hidden') &&
        dropdown.querySelector('[role="listbox"]')?.id.startsWith(within(dialog).getByLabelText(label).id),
    );
    const options = [
      ...(open ?? dropdowns[Math.max(before, dropdowns.length) - 1]!).querySelectorAll<HTMLElement>(
        '.ant-select-item-option',
      ),
    ];
    expect(options.length).toBeGreaterThan(0);
    return options;
  });
}
