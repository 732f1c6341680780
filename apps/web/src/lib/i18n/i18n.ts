import {
  PLAYER_CATALOGUE_LOADERS,
  UI_LANGUAGES,
  type PlayerCatalogue,
  type UiLanguage,
} from '@fairround/shared';
import { setupAppI18n } from '@fairround/shared/client-kit';
import i18next, { type i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

/**
 * The player app's i18next instance, set up by the client kit (namespaces `web` and `errors`). The chosen
 * language is stored per device (seed §3) and defaults to Vietnamese.
 *
 * Only the language on screen is downloaded: each language's catalogue is its own chunk
 * (`PLAYER_CATALOGUE_LOADERS`), loaded at start and when the player picks another language. The
 * language changes only once its catalogue is in, so no screen ever shows a raw key.
 */
export const i18n: I18n = i18next.createInstance().use(initReactI18next);

const kit = setupAppI18n(i18n, {
  storageKey: 'fairround.language',
  namespaces: ['web', 'errors'],
  resources: {},
  // Every language has every key (a shared test checks it), so there is nothing to fall back to.
  fallbackLng: false,
});

export const { readStoredLanguage, currentLanguage, currentApiLanguage, useLanguage, errorText } = kit;

const loaded = new Map<UiLanguage, PlayerCatalogue>();
const loading = new Map<UiLanguage, Promise<void>>();
const catalogueListeners = new Set<() => void>();

function addCatalogue(language: UiLanguage, catalogue: PlayerCatalogue): void {
  i18n.addResourceBundle(language, 'web', catalogue.web, true, true);
  i18n.addResourceBundle(language, 'errors', catalogue.errors, true, true);
  loaded.set(language, catalogue);
  for (const listener of catalogueListeners) listener();
}

/** Makes catalogues available at once, without a download (tests preload every language). */
export function addCatalogues(catalogues: Partial<Record<UiLanguage, PlayerCatalogue>>): void {
  for (const language of UI_LANGUAGES) {
    const catalogue = catalogues[language];
    if (catalogue) addCatalogue(language, catalogue);
  }
}

/** Downloads a language's catalogue once; a failed download can be tried again. */
export function loadLanguage(language: UiLanguage): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = PLAYER_CATALOGUE_LOADERS[language]().then(
      (catalogue) => {
        loading.delete(language);
        if (!loaded.has(language)) addCatalogue(language, catalogue);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Fetches the other languages in the background, e.g. while the language picker is open. */
export function prefetchLanguages(): void {
  for (const language of UI_LANGUAGES) loadLanguage(language).catch(() => undefined);
}

/** The catalogue of the language on screen is in (it is missing only while the app starts). */
export function translationsReady(): boolean {
  return loaded.has(currentLanguage());
}

/** Resolves once the start language's catalogue is in; rejects if it could not be downloaded. */
export function whenTranslationsReady(): Promise<void> {
  return loadLanguage(currentLanguage());
}

function subscribeTranslations(listener: () => void): () => void {
  catalogueListeners.add(listener);
  i18n.on('languageChanged', listener);
  return () => {
    catalogueListeners.delete(listener);
    i18n.off('languageChanged', listener);
  };
}

/** Re-renders when the on-screen language's catalogue arrives; see `translationsReady`. */
export function useTranslationsReady(): boolean {
  return useSyncExternalStore(subscribeTranslations, translationsReady, translationsReady);
}

// The start language's download begins as soon as the app's code runs, beside the config request.
whenTranslationsReady().catch(() => undefined);

/**
 * Switches every screen at once and remembers the choice on this device. The language changes
 * when its catalogue is in (normally a few KB, already prefetched by the picker).
 */
export async function setLanguage(language: UiLanguage): Promise<void> {
  await loadLanguage(language);
  await kit.setLanguage(language);
}

/** The operator's default language still has to replace the current one (the player never chose). */
export function defaultLanguagePending(language: UiLanguage): boolean {
  return readStoredLanguage() === null && language !== currentLanguage();
}

/** Applies the operator's default language when the player never chose one; nothing is stored. */
export async function applyDefaultLanguage(language: UiLanguage): Promise<void> {
  if (!defaultLanguagePending(language)) return;
  await loadLanguage(language);
  if (defaultLanguagePending(language)) await i18n.changeLanguage(language);
}

/**
 * The on-screen language's whole player catalogue, for texts read directly rather than through
 * i18next (`game` option names, `ledger` reasons). Screens render only once it is in.
 */
export function usePlayerCatalogue(): PlayerCatalogue {
  const language = useLanguage();
  const catalogue = loaded.get(language);
  if (!catalogue) throw new Error(`the ${language} catalogue is not loaded`);
  return catalogue;
}
