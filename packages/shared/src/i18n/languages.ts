import { isOwnKey } from '../own-keys.js';

/** UI languages (BCP 47 tags) and the seed's API `lang` values they map to. */
export const UI_LANGUAGES = ['vi', 'en-US', 'zh-CN', 'zh-TW'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const API_LANGUAGES = ['vi', 'en', 'chs', 'cht'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

export const DEFAULT_UI_LANGUAGE: UiLanguage = 'vi';

const UI_TO_API: Record<UiLanguage, ApiLanguage> = { vi: 'vi', 'en-US': 'en', 'zh-CN': 'chs', 'zh-TW': 'cht' };
const API_TO_UI: Record<ApiLanguage, UiLanguage> = { vi: 'vi', en: 'en-US', chs: 'zh-CN', cht: 'zh-TW' };

export function toApiLanguage(language: UiLanguage): ApiLanguage {
  return UI_TO_API[language];
}

/**
 * Reads a request's `lang`; anything unknown falls back to the default language. An own-key check,
 * not `in`: `lang: "toString"` must not find Object.prototype's function (issue #23).
 */
export function fromApiLanguage(value: unknown): UiLanguage {
  return typeof value === 'string' && isOwnKey(API_TO_UI, value) ? API_TO_UI[value] : DEFAULT_UI_LANGUAGE;
}

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** Each language's own name, shown in the language picker. */
export const LANGUAGE_NATIVE_NAMES: Record<UiLanguage, string> = {
  vi: 'Tiếng Việt',
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};
