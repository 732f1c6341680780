import {
  CATALOGUES,
  DEFAULT_UI_LANGUAGE,
  UI_LANGUAGES,
  isUiLanguage,
  toApiLanguage,
  type ApiLanguage,
  type UiLanguage,
} from '@fairround/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * The player app's i18next instance. Texts come from the shared catalogues (namespaces `web` and
 * `errors`), which use `{name}` placeholders like the server, hence the custom interpolation
 * markers. The chosen language is stored per device (seed §3) and defaults to Vietnamese.
 */
const LANGUAGE_KEY = 'fairround.language';

export function readStoredLanguage(): UiLanguage | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isUiLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: UiLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

const resources = Object.fromEntries(
  UI_LANGUAGES.map((language) => [
    language,
    { web: CATALOGUES[language].web, errors: CATALOGUES[language].errors },
  ]),
);

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage() ?? DEFAULT_UI_LANGUAGE,
  fallbackLng: 'en-US',
  supportedLngs: [...UI_LANGUAGES],
  load: 'currentOnly',
  ns: ['web', 'errors'],
  defaultNS: 'web',
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
});

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;
}

export function currentApiLanguage(): ApiLanguage {
  return toApiLanguage(currentLanguage());
}

/** Switches every screen at once and remembers the choice on this device. */
export async function setLanguage(language: UiLanguage): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/** Applies the operator's default language when the player never chose one; nothing is stored. */
export async function applyDefaultLanguage(language: UiLanguage): Promise<void> {
  if (readStoredLanguage() === null && language !== currentLanguage()) await i18n.changeLanguage(language);
}

export function useLanguage(): UiLanguage {
  const { i18n: instance } = useTranslation();
  return isUiLanguage(instance.language) ? instance.language : DEFAULT_UI_LANGUAGE;
}

/** The catalogue message of an error code in the current language, `{num}`-style params filled. */
export function errorText(code: number, params: Record<string, string | number> = {}): string {
  // Catalogue keys are numeric; a code the catalogue lacks falls back to "unknown error".
  const known = i18n.exists(String(code), { ns: 'errors' });
  return i18n.t((known ? code : 2002) as 1004, { ns: 'errors', ...params });
}
