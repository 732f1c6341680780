import { z } from 'zod';
import type { ApiLanguage } from '../i18n/languages.js';

/**
 * Rules shared by the server, the console and the player app for the console-managed parts of
 * the site: home banners (PRODUCT.md §2, §7) and the app and support links (`/my_update`).
 */

/** Largest banner image accepted, in bytes (checked on the decoded bytes, not the upload). */
export const BANNER_IMAGE_MAX_BYTES = 1024 * 1024;

/** Image types a banner may be; the server reads the type from the file's first bytes. */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BannerImageType = (typeof BANNER_IMAGE_TYPES)[number];

/** The shape the home carousel shows images in (width ÷ height); the console tells uploaders. */
export const BANNER_ASPECT = { width: 5, height: 2 } as const;

/** Most banners kept at once: the carousel is a handful of slides, not a gallery. */
export const MAX_BANNERS = 20;

/** A banner's image languages, as the seed's API `lang` values. */
export const BANNER_LANGUAGES: readonly ApiLanguage[] = ['vi', 'en', 'chs', 'cht'];

const MAX_LINK_LENGTH = 300;

/**
 * A banner link is a page of this app (`/activity/1`, `/info/1000`, `/help/26?x=1`) or, on
 * purpose, an https address (opened in a new tab). Paths are limited to plain URL characters;
 * `//host` (protocol-relative), backslashes, `javascript:` and every other scheme are refused.
 */
export function isBannerLink(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LINK_LENGTH) return false;
  if (value.startsWith('/')) return /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#+,:@]*$/.test(value);
  return isHttpsUrl(value);
}

/** True for an absolute https URL with a host and no credentials. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 500 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** True when a banner link leaves the app (an https address) rather than naming a screen. */
export function isExternalLink(value: string): boolean {
  return !value.startsWith('/');
}

/** An operator-set https link; empty (or missing) means unset. */
export const optionalHttpsUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isHttpsUrl(value), { message: 'an https address' })
  .nullish()
  .transform((value) => (value ? value : null));

/** Body of the console's app-links update: Android, iOS and the external support link. */
export const siteLinksUpdateBodyShape = {
  android: optionalHttpsUrlSchema,
  ios: optionalHttpsUrlSchema,
  support: optionalHttpsUrlSchema,
};

/** The console's store links and external support link (null = unset). */
export const siteLinksSchema = z.object({
  android: z.string().nullable(),
  ios: z.string().nullable(),
  support: z.string().nullable(),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;
