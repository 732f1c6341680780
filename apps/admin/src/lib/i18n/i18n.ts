import {
  CATALOGUES,
  UI_LANGUAGES,
  formatDateTime as formatKitDateTime,
  isUiLanguage,
  type UiLanguage,
} from '@fairround/shared';
import { setupAppI18n } from '@fairround/shared/client-kit';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const DAYJS_LOCALES: Record<UiLanguage, string> = {
  vi: 'vi',
  'en-US': 'en',
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
};

/**
 * The console's i18next instance, set up by the client kit over the shared catalogues' `admin` and
 * `errors` namespaces, all languages bundled. The choice is kept per browser; default vi. The
 * date pickers (dayjs) follow the language.
 */
export const i18n: I18n = i18next.createInstance().use(initReactI18next);

const kit = setupAppI18n(i18n, {
  storageKey: 'fairround.admin.language',
  namespaces: ['admin', 'errors'],
  resources: Object.fromEntries(
    UI_LANGUAGES.map((language) => [
      language,
      { admin: CATALOGUES[language].admin, errors: CATALOGUES[language].errors },
    ]),
  ),
  fallbackLng: 'en-US',
  onLanguageChanged: (language) => dayjs.locale(isUiLanguage(language) ? DAYJS_LOCALES[language] : 'en'),
});

export const { currentLanguage, currentApiLanguage, setLanguage, useLanguage, errorText } = kit;

/**
 * Dates and times in the console's language and the browser's time zone, written by the shared
 * kit the way the player app writes them ("22/11/2026 10:55:49" is never "22 thg 11, 2026" on
 * another page).
 */
export function formatDateTime(iso: string, language: UiLanguage): string {
  return formatKitDateTime(iso, language);
}

/** The ledger's own texts (reasons, account names) in the console's language. */
export function useLedgerTexts() {
  return CATALOGUES[useLanguage()].ledger;
}
