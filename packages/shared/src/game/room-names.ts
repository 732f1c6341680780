import { CATALOGUES, fillTemplate } from '../i18n/catalogue.js';
import type { UiLanguage } from '../i18n/languages.js';
import { ownValue } from '../own-keys.js';

/**
 * What a room, record, recall row or console column calls a game and a room (issue #24 item 4):
 * the game's name and the tier's, in the reader's language. A room type is never shown as a
 * bare number, and a room is never named after a currency (every balance is in dollars).
 * The names are the catalogue's (`game.games`), the same as the seeded whole-game home tiles.
 */
export function gameName(language: UiLanguage, roomType: number): string {
  const texts = CATALOGUES[language].game;
  return ownValue(texts.games, String(roomType)) ?? fillTemplate(texts.unknownGame, { type: roomType });
}

/** A tier's name ("Tiêu chuẩn", "VIP"); an unknown tier shows as stored. */
export function tierName(language: UiLanguage, tier: string): string {
  return ownValue(CATALOGUES[language].game.tiers, tier) ?? tier;
}

/** A room's name: game and tier ("Ba số may mắn · Tiêu chuẩn", "Beijing Racing · VIP"). */
export function roomTitle(language: UiLanguage, roomType: number, tier: string): string {
  return fillTemplate(CATALOGUES[language].game.roomTitle, {
    game: gameName(language, roomType),
    tier: tierName(language, tier),
  });
}
