import type { Catalogue } from './catalogue.js';
import type { UiLanguage } from './languages.js';

/** The namespaces the player app uses: its own texts, error messages, game and ledger names. */
export type PlayerCatalogue = Pick<Catalogue, 'web' | 'errors' | 'game' | 'ledger'>;

/**
 * One loader per language. Each is a dynamic import, so a bundler makes every language its own
 * chunk and the player app downloads only the language on screen. The server imports
 * `CATALOGUES` (every language, every namespace) instead.
 */
export const PLAYER_CATALOGUE_LOADERS: Record<UiLanguage, () => Promise<PlayerCatalogue>> = {
  vi: async () => (await import('./player/vi.js')).catalogue,
  'en-US': async () => (await import('./player/en-US.js')).catalogue,
  'zh-CN': async () => (await import('./player/zh-CN.js')).catalogue,
  'zh-TW': async () => (await import('./player/zh-TW.js')).catalogue,
};
