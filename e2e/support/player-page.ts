import type { UiLanguage } from '@fairround/shared';
import type { Page } from '@playwright/test';

/** Opens a player screen as the holder of `token`, in a language (the app keeps both per device). */
export async function openAs(page: Page, token: string, path: string, language: UiLanguage = 'vi'): Promise<void> {
  await page.goto('/languageSet');
  await page.evaluate(
    ([savedToken, lang]) => {
      window.localStorage.setItem('fairround.token', savedToken);
      window.localStorage.setItem('fairround.language', lang);
    },
    [token, language] as const,
  );
  await page.goto(path);
}

/** A message template of the catalogue as a pattern: every `{param}` matches anything. */
export function templatePattern(template: string): RegExp {
  return new RegExp(template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+'));
}
