import type { AdminHomeTileView, TileNames } from '@fairround/shared';
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
  ...extra,
});

const TILES: AdminHomeTileView[] = [
  tile(2, 1, null, ['Lucky Three', 'Ba số may mắn', '幸运三码', '幸運三碼']),
  tile(9, 1, 'triple', ['Triple Hunt', 'Săn bộ ba', '豹子', '豹子']),
  tile(3, 4, null, ['Rapid Three', 'Ba số nhanh', '快速三码', '快速三碼'], { shown: false }),
];

type Sent = { path: string; body: Record<string, unknown> };

/** Plays the server: the list, updates and reorders applied to it, or `refusal` for updates. */
function stubTiles(refusal?: Envelope) {
  let list = TILES.map((entry) => ({ ...entry }));
  const sent: Sent[] = [];
  stubApi((path, body) => {
    if (path === '/api/admin/site/tiles/list') return ok({ list });
    const { lang: _lang, token: _token, ...fields } = body;
    sent.push({ path, body: fields });
    if (path === '/api/admin/site/tiles/update') {
      if (refusal) return refusal;
      list = list.map((entry) => {
        if (entry.id !== body.id) return entry;
        const enabled = (body.enabled as boolean | undefined) ?? entry.enabled;
        return {
          ...entry,
          names: (body.names as TileNames | undefined) ?? entry.names,
          enabled,
          shown: enabled && entry.shown,
        };
      });
      return ok(list.find((entry) => entry.id === body.id));
    }
    if (path === '/api/admin/site/tiles/reorder') {
      const ids = body.ids as number[];
      list = ids.map((id) => list.find((entry) => entry.id === id)!);
      return ok({ list });
    }
    return { code: 0, info: `unexpected ${path}`, data: { errCode: 2002 } };
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
    expect(rowNames(table)).toEqual(['Lucky Three', 'Triple Hunt', 'Rapid Three']);
    const triple = within(table).getByTestId('tile-row-9');
    expect(triple.textContent).toContain('Săn bộ ba');
    expect(triple.textContent).toContain('Room type 1');
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
        path: '/api/admin/site/tiles/update',
        body: { id: 9, names: { vi: 'Săn bộ ba đồng', en: 'Triple Chase', chs: '豹子', cht: '豹子' } },
      },
    ]);
  });

  it('names an empty or taken name at its field before asking the server, and shows the server’s refusal there too', async () => {
    const sent = stubTiles({
      code: 0,
      info: 'Another home tile is already called “豹子王”',
      data: { errCode: 3052, field: 'names.chs' },
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
    await waitFor(() => expect(rowNames(table)).toEqual(['Lucky Three', 'Rapid Three', 'Triple Hunt']));
    fireEvent.click(screen.getByRole('switch', { name: 'Show “Triple Hunt” on the home screen' }));
    await waitFor(() => expect(within(table).getByTestId('tile-row-9').textContent).toContain('Hidden'));
    expect(sent).toEqual([
      { path: '/api/admin/site/tiles/reorder', body: { ids: [2, 3, 9] } },
      { path: '/api/admin/site/tiles/update', body: { id: 9, enabled: false } },
    ]);
  });
});
