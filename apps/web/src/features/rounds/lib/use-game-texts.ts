import { optionKeysOf, isRaceRoomType, ownValue, type Catalogue } from '@fairround/shared';
import { usePlayerCatalogue } from '../../../lib/i18n';

/**
 * The shared `game` catalogue (option names, winning conditions, tiers) in the player's
 * language. It is not one of the app's i18next namespaces, so it is read directly.
 */
export function useGameTexts(): Catalogue['game'] {
  return usePlayerCatalogue().game;
}

/** Name and winning condition of every option of a room type, index = `rateN`. */
export function useOptionTexts(roomType: number): { name: string; condition: string }[] {
  const texts = useGameTexts();
  const race = isRaceRoomType(roomType);
  return optionKeysOf(roomType).map((key) => ({
    name: (race ? ownValue(texts.raceOptions, key) : ownValue(texts.digitOptions, key)) ?? key,
    condition: (race ? ownValue(texts.raceConditions, key) : ownValue(texts.digitConditions, key)) ?? '',
  }));
}
