import {
  COUNTRIES,
  DEFAULT_QUHAO,
  DEFAULT_UI_LANGUAGE,
  UI_LANGUAGES,
  toApiLanguage,
} from '@fairround/shared';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { SettingsService } from '../settings/settings.service.js';

export const APP_VERSION = '1.0.0';

export const SUPPORT_LINK_KEY = 'support.externalUrl';
export const APP_LINKS_KEY = 'app.links';

const appLinksSchema = z.object({ android: z.string().url().nullable(), ios: z.string().url().nullable() });

/**
 * What the client needs before its first screen: languages, currency, version and links. The
 * player app shows its loading canvas until this answers.
 */
export function createAppConfigService({ config, settings }: { config: Config; settings: SettingsService }) {
  return {
    async getPublicConfig() {
      const [supportUrl, appLinks] = await Promise.all([
        settings.get(SUPPORT_LINK_KEY, z.string().url().nullable(), null),
        settings.get(APP_LINKS_KEY, appLinksSchema, { android: null, ios: null }),
      ]);
      return {
        version: APP_VERSION,
        defaultLanguage: DEFAULT_UI_LANGUAGE,
        languages: UI_LANGUAGES.map((language) => ({ ui: language, api: toApiLanguage(language) })),
        currency: {
          code: config.CURRENCY_CODE,
          symbol: config.CURRENCY_SYMBOL,
          minorDigits: config.CURRENCY_MINOR_DIGITS,
        },
        supportUrl,
        appLinks,
        /** Register/login area codes (accounts): ISO code, English name, dial code, flag emoji. */
        countries: [...COUNTRIES],
        defaultQuhao: DEFAULT_QUHAO,
        /** The operator's zone: the app shows every day and time in it (records, cashier, limits). */
        timeZone: config.TIMEZONE,
      };
    },
  };
}
