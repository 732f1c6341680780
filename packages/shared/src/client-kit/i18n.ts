import { useSyncExternalStore } from 'react';
import { ErrorCode } from '../errors/error-codes.js';
import { fillTemplate } from '../i18n/catalogue.js';
import {
  DEFAULT_UI_LANGUAGE,
  UI_LANGUAGES,
  isUiLanguage,
  toApiLanguage,
  type ApiLanguage,
  type UiLanguage,
} from '../i18n/languages.js';

/**
 * The part of an i18next instance the kit uses. The app creates the instance (with react-i18next's
 * plugin), so its type, with the app's own typed keys, stays the app's.
 */
export type I18nInstance = {
  readonly language: string;
  init(options: object): unknown;
  on(event: 'languageChanged', listener: (language: string) => void): void;
  off(event: 'languageChanged', listener: (language: string) => void): void;
  changeLanguage(language: string): Promise<unknown>;
  getResource(language: string, namespace: string, key: string): unknown;
};

/** Catalogue texts by namespace and language, in i18next's shape. */
export type CatalogueResources = Partial<Record<UiLanguage, Record<string, object>>>;

export type AppI18nOptions = {
  /** Where this app keeps the language chosen on this device (localStorage). */
  storageKey: string;
  /** The app's namespaces in the shared catalogues, its own first (the default), `errors` among them. */
  namespaces: readonly [string, ...string[]];
  /** Catalogues known at start; an app that downloads them later adds them with `addResourceBundle`. */
  resources: CatalogueResources;
  fallbackLng: false | UiLanguage;
  /** Runs for the start language and on every change, after the document's `lang` is set. */
  onLanguageChanged?: (language: string) => void;
};

export type AppI18n = {
  /** The language chosen on this device, or null when none was (or storage is unavailable). */
  readStoredLanguage(): UiLanguage | null;
  storeLanguage(language: UiLanguage): void;
  currentLanguage(): UiLanguage;
  currentApiLanguage(): ApiLanguage;
  /** Remembers the choice on this device and switches every screen at once. */
  setLanguage(language: UiLanguage): Promise<void>;
  /** The on-screen language; re-renders when it changes. */
  useLanguage(): UiLanguage;
  /** The catalogue message of an error code in the current language, `{num}`-style params filled. */
  errorText(code: number, params?: Record<string, string | number>): string;
};

function languageStorage(key: string) {
  return {
    read(): UiLanguage | null {
      try {
        const value = window.localStorage.getItem(key);
        return isUiLanguage(value) ? value : null;
      } catch {
        return null;
      }
    },
    store(language: UiLanguage): void {
      try {
        window.localStorage.setItem(key, language);
      } catch {
        // Without storage the choice lasts for this visit only.
      }
    },
  };
}

/**
 * Sets an app's i18next instance up over the shared catalogues, which use `{name}` placeholders
 * like the server (hence the custom interpolation markers). The language is the one stored on
 * this device, else Vietnamese (seed §3); the document's `lang` follows it.
 */
export function setupAppI18n(i18n: I18nInstance, options: AppI18nOptions): AppI18n {
  const storage = languageStorage(options.storageKey);
  void i18n.init({
    resources: options.resources,
    lng: storage.read() ?? DEFAULT_UI_LANGUAGE,
    fallbackLng: options.fallbackLng,
    supportedLngs: [...UI_LANGUAGES],
    load: 'currentOnly',
    ns: [...options.namespaces],
    defaultNS: options.namespaces[0],
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    initAsync: false,
  });

  function applyLanguage(language: string): void {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    options.onLanguageChanged?.(language);
  }
  applyLanguage(i18n.language);
  i18n.on('languageChanged', applyLanguage);

  const currentLanguage = (): UiLanguage =>
    isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;
  const subscribe = (onChange: () => void) => {
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  };
  const errorMessage = (code: number) => i18n.getResource(currentLanguage(), 'errors', String(code));

  return {
    readStoredLanguage: storage.read,
    storeLanguage: storage.store,
    currentLanguage,
    currentApiLanguage: () => toApiLanguage(currentLanguage()),
    async setLanguage(language) {
      storage.store(language);
      await i18n.changeLanguage(language);
    },
    useLanguage: () => useSyncExternalStore(subscribe, currentLanguage, currentLanguage),
    errorText(code, params = {}) {
      // A code the catalogue lacks reads as "unknown error"; before any catalogue is in, the code itself.
      const message = errorMessage(code) ?? errorMessage(ErrorCode.UnknownError);
      return typeof message === 'string' ? fillTemplate(message, params) : String(code);
    },
  };
}
