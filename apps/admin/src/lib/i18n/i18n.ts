import {
  CATALOGUES,
  DEFAULT_UI_LANGUAGE,
  UI_LANGUAGES,
  fillTemplate,
  isUiLanguage,
  toApiLanguage,
  type ApiLanguage,
  type UiLanguage,
} from '@fairround/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * The console's i18next instance over the shared catalogues (`admin` and `errors` namespaces),
 * which use `{name}` placeholders like the server. The choice is kept per browser; default vi.
 */
const LANGUAGE_KEY = 'fairround.admin.language';

const DAYJS_LOCALES: Record<UiLanguage, string> = {
  vi: 'vi',
  'en-US': 'en',
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
};

function readStoredLanguage(): UiLanguage | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isUiLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

const resources = Object.fromEntries(
  UI_LANGUAGES.map((language) => [
    language,
    { admin: CATALOGUES[language].admin, errors: CATALOGUES[language].errors },
  ]),
);

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage() ?? DEFAULT_UI_LANGUAGE,
  fallbackLng: 'en-US',
  supportedLngs: [...UI_LANGUAGES],
  load: 'currentOnly',
  ns: ['admin', 'errors'],
  defaultNS: 'admin',
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
});

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  dayjs.locale(isUiLanguage(language) ? DAYJS_LOCALES[language] : 'en');
}

applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;
}

export function currentApiLanguage(): ApiLanguage {
  return toApiLanguage(currentLanguage());
}

export async function setLanguage(language: UiLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  await i18n.changeLanguage(language);
}

export function useLanguage(): UiLanguage {
  const { i18n: instance } = useTranslation();
  return isUiLanguage(instance.language) ? instance.language : DEFAULT_UI_LANGUAGE;
}

/** The catalogue message of an error code in the current language. */
export function errorText(code: number, params: Record<string, string | number> = {}): string {
  const messages = CATALOGUES[currentLanguage()].errors as Record<number, string | undefined>;
  return fillTemplate(messages[code] ?? messages[2002] ?? String(code), params);
}

/** Dates and times in the console's language and the browser's time zone. */
export function formatDateTime(iso: string, language: UiLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}
