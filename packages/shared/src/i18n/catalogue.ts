import { ownValue } from '../own-keys.js';
import type { UiLanguage } from './languages.js';
import { enUS } from './locales/en-US/index.js';
import { vi } from './locales/vi/index.js';
import { zhCN } from './locales/zh-CN/index.js';
import { zhTW } from './locales/zh-TW/index.js';

/** Same keys as the English catalogue, any text: every locale is checked against it. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type Catalogue = DeepStrings<typeof enUS>;

export const CATALOGUES: Record<UiLanguage, Catalogue> = {
  vi,
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function fillTemplate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = ownValue(params, name);
    return value === undefined ? whole : String(value);
  });
}
