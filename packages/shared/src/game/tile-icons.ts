/**
 * The glyphs a home tile can show (`games.icon`). The player app draws them on the home grid and
 * the console previews them when an operator picks one, so both read the shapes from here; the
 * server refuses any other name when a tile is added or changed.
 */
export const TILE_ICONS = [
  'digits',
  'race',
  'classic',
  'quick',
  'sum',
  'big-small',
  'odd-even',
  'combo',
  'extreme',
  'triple',
] as const;

export type TileIcon = (typeof TILE_ICONS)[number];

export function isTileIcon(value: unknown): value is TileIcon {
  return typeof value === 'string' && (TILE_ICONS as readonly string[]).includes(value);
}

/**
 * One element of a 24×24 line glyph, stroked in the text colour (`filled` ones are filled with
 * it too). Plain data, so a React app renders it with `createElement(tag, attributes)`.
 */
export type GlyphShape =
  | { tag: 'path'; d: string }
  | { tag: 'rect'; x: number; y: number; width: number; height: number; rx: number }
  | { tag: 'circle'; cx: number; cy: number; r: number; filled?: true };

const path = (d: string): GlyphShape => ({ tag: 'path', d });
const rect = (x: number, y: number, width: number, height: number, rx: number): GlyphShape => ({
  tag: 'rect',
  x,
  y,
  width,
  height,
  rx,
});
const circle = (cx: number, cy: number, r: number): GlyphShape => ({ tag: 'circle', cx, cy, r });
const dot = (cx: number, cy: number): GlyphShape => ({ tag: 'circle', cx, cy, r: 1.2, filled: true });

export const TILE_ICON_GLYPHS: Record<TileIcon, readonly GlyphShape[]> = {
  race: [path('M4 20V5'), path('M4 5h13l-2.5 3.5L17 12H4'), path('M9 5v7M13 5v7M4 8.5h13')],
  digits: [rect(3, 6, 5, 12, 1.5), rect(9.5, 6, 5, 12, 1.5), rect(16, 6, 5, 12, 1.5)],
  sum: [path('M17 5H7l5 7-5 7h10')],
  'big-small': [path('M7 19V7M3.5 10.5 7 7l3.5 3.5'), path('M17 5v12M13.5 13.5 17 17l3.5-3.5')],
  'odd-even': [circle(8, 12, 4), rect(13, 8, 8, 8, 1.5)],
  triple: [circle(12, 7, 3), circle(7, 16, 3), circle(17, 16, 3)],
  extreme: [path('M4 18 10 8l4 6 6-10'), path('M16 4h4v4')],
  combo: [rect(4, 4, 7, 7, 1.5), rect(13, 13, 7, 7, 1.5), path('M13 7.5h4.5V11M11 16.5H6.5V13')],
  classic: [rect(4, 4, 16, 16, 3), dot(9, 9), dot(15, 15), dot(12, 12)],
  quick: [path('M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z')],
};

/** The glyph of a stored icon name; an unknown (older) name draws as the digits glyph. */
export function tileGlyph(icon: string): readonly GlyphShape[] {
  return isTileIcon(icon) ? TILE_ICON_GLYPHS[icon] : TILE_ICON_GLYPHS.digits;
}
