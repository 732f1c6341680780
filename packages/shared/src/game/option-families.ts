import { optionKeysOf, type OptionKey } from './game-rules.js';

/**
 * Families of options a home tile can put in front (PRODUCT.md §2, issue #14): a tile such as
 * "Triple Hunt" opens its game's rooms with these options highlighted and named in the room's
 * header. Every option stays on offer; a family only says where the tile's bet is.
 */
export const OPTION_FAMILIES = {
  big_small: ['big', 'small'],
  odd_even: ['odd', 'even'],
  combo: ['big_odd', 'small_odd', 'big_even', 'small_even'],
  extreme: ['extreme_big', 'extreme_small'],
  triple: ['triple'],
} as const satisfies Record<string, readonly OptionKey[]>;

export type OptionFamily = keyof typeof OPTION_FAMILIES;
export const OPTION_FAMILY_KEYS = Object.keys(OPTION_FAMILIES) as OptionFamily[];

export function isOptionFamily(value: unknown): value is OptionFamily {
  return typeof value === 'string' && Object.hasOwn(OPTION_FAMILIES, value);
}

/**
 * The option indexes (`rateN`) of a family in a room type, ascending; empty when the room type
 * has none of them (the race has no triple), so such a family is not one of its views.
 */
export function familyOptionIndexes(roomType: number, family: OptionFamily): number[] {
  const members: readonly string[] = OPTION_FAMILIES[family];
  return optionKeysOf(roomType)
    .map((key, index) => (members.includes(key) ? index : -1))
    .filter((index) => index >= 0);
}

/** The families a room type offers every option of. */
export function familiesOf(roomType: number): OptionFamily[] {
  return OPTION_FAMILY_KEYS.filter(
    (family) => familyOptionIndexes(roomType, family).length === OPTION_FAMILIES[family].length,
  );
}
