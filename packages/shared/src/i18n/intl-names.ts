import type { UiLanguage } from './languages.js';

/**
 * The Intl locale of each UI language. Vietnamese names its region so every runtime picks the
 * same conventions (day first, 24-hour clock); the other tags already carry theirs.
 */
const LOCALES: Record<UiLanguage, string> = {
  vi: 'vi-VN',
  'en-US': 'en-US',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
};

export function localeOf(language: UiLanguage): string {
  return LOCALES[language];
}
