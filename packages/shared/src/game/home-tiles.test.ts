import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogue.js';
import { API_LANGUAGES, UI_LANGUAGES } from '../i18n/languages.js';
import { isRoomType } from './game-rules.js';
import {
  DEFAULT_HOME_TILES,
  duplicateTileName,
  HOME_TILE_NAME_MAX_CHARS,
  tileNameKey,
} from './home-tiles.js';
import { familiesOf, familyOptionIndexes, OPTION_FAMILIES, OPTION_FAMILY_KEYS } from './option-families.js';
import { isTileIcon, TILE_ICON_GLYPHS, TILE_ICONS, tileGlyph } from './tile-icons.js';

describe('the seeded home tiles', () => {
  it('never share a name in any of the four languages, even up to case and spacing', () => {
    for (const language of API_LANGUAGES) {
      expect(duplicateTileName(DEFAULT_HOME_TILES, language), language).toBeNull();
      const keys = DEFAULT_HOME_TILES.map((tile) => tileNameKey(tile.names[language]));
      expect(new Set(keys).size, language).toBe(DEFAULT_HOME_TILES.length);
    }
  });

  it('each open a view no other tile opens: one game, and at most one tile per option family of it', () => {
    const views = DEFAULT_HOME_TILES.map((tile) => `${tile.roomType}:${tile.focus ?? '*'}`);
    expect(new Set(views).size).toBe(views.length);
    for (const tile of DEFAULT_HOME_TILES) {
      expect(isRoomType(tile.roomType), `tile ${tile.id}`).toBe(true);
      if (tile.focus) expect(familiesOf(tile.roomType), `tile ${tile.id}`).toContain(tile.focus);
    }
  });

  it('keep the round length out of their names, which the app shows from the server’s schedule', () => {
    for (const tile of DEFAULT_HOME_TILES)
      for (const language of API_LANGUAGES) {
        const name = tile.names[language];
        expect(name, `tile ${tile.id} ${language}`).not.toMatch(/\d/);
        expect(name.trim().length, `tile ${tile.id} ${language}`).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(HOME_TILE_NAME_MAX_CHARS);
        expect(name).toBe(name.trim());
      }
  });

  it('have distinct ids and places in the order', () => {
    expect(new Set(DEFAULT_HOME_TILES.map((tile) => tile.id)).size).toBe(DEFAULT_HOME_TILES.length);
    expect(new Set(DEFAULT_HOME_TILES.map((tile) => tile.sort)).size).toBe(DEFAULT_HOME_TILES.length);
  });
});

describe('option families', () => {
  it('cover each digit option exactly once and only the race’s big/small and odd/even', () => {
    const digits = OPTION_FAMILY_KEYS.flatMap((family) => familyOptionIndexes(1, family)).sort(
      (a, b) => a - b,
    );
    expect(digits).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(familiesOf(16)).toEqual(['big_small', 'odd_even']);
    expect(familyOptionIndexes(16, 'triple')).toEqual([]);
    expect(familyOptionIndexes(4, 'triple')).toEqual([10]);
  });

  it('are named in every language, each name distinct', () => {
    for (const language of UI_LANGUAGES) {
      const names = OPTION_FAMILY_KEYS.map((family) => CATALOGUES[language].game.families[family]);
      expect(
        names.every((name) => name.trim() !== ''),
        language,
      ).toBe(true);
      expect(new Set(names.map(tileNameKey)).size, language).toBe(Object.keys(OPTION_FAMILIES).length);
    }
  });
});

describe('tile icons', () => {
  it('give every icon the console offers a glyph, and every seeded tile one of them', () => {
    for (const icon of TILE_ICONS) expect(TILE_ICON_GLYPHS[icon].length, icon).toBeGreaterThan(0);
    for (const tile of DEFAULT_HOME_TILES) expect(isTileIcon(tile.icon), `tile ${tile.id}`).toBe(true);
  });

  it('draw a name no longer offered as the digits glyph rather than nothing', () => {
    expect(tileGlyph('flag-of-1999')).toBe(TILE_ICON_GLYPHS.digits);
    expect(tileGlyph('triple')).toBe(TILE_ICON_GLYPHS.triple);
    expect(isTileIcon('toString')).toBe(false);
  });
});
