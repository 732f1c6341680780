import { z } from 'zod';
import { API_LANGUAGES, UI_LANGUAGES } from '../i18n/languages.js';

/**
 * `POST /api/Index/getconfig`: everything the player app needs before its first screen
 * (languages, currency, version, links, area codes, the operator's time zone).
 */
export const appConfigSchema = z.object({
  version: z.string(),
  defaultLanguage: z.enum(UI_LANGUAGES),
  languages: z.array(z.object({ ui: z.enum(UI_LANGUAGES), api: z.enum(API_LANGUAGES) })),
  currency: z.object({ code: z.string(), symbol: z.string(), minorDigits: z.number().int() }),
  supportUrl: z.string().nullable(),
  appLinks: z.object({ android: z.string().nullable(), ios: z.string().nullable() }),
  /** Area codes of the register and login forms: ISO code, English name, dial code, flag. */
  countries: z.array(z.object({ iso: z.string(), name: z.string(), dialCode: z.string(), flag: z.string() })),
  /** The area code selected at first, e.g. "+84". */
  defaultQuhao: z.string(),
  /**
   * The operator's IANA time zone (server `TIMEZONE`, e.g. "Asia/Ho_Chi_Minh"): days and times
   * are shown in it, so a player reads the same day as the cashier's daily limits and records.
   */
  timeZone: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
