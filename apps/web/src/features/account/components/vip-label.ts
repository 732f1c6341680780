import { ACCOUNT_TEXTS, type UiLanguage, type VipLevelKey } from '@fairround/shared';

/** A level's name in the UI language, from the shared account texts (the server uses the same). */
export function vipLevelName(language: UiLanguage, key: VipLevelKey): string {
  return ACCOUNT_TEXTS[language].vipLevels[key];
}
