import { z } from 'zod';
import { API_LANGUAGES } from '../i18n/languages.js';
import { BANNER_IMAGE_MAX_BYTES, BANNER_LANGUAGES, isBannerLink } from './site-rules.js';

const apiLanguageSchema = z.enum(API_LANGUAGES);

/** One slide of the home carousel (`/api/Game/slide`): the image in the reader's language or another. */
export const slideSchema = z.object({
  id: z.number(),
  img: z.string(),
  link: z.string().nullable(),
  lang: apiLanguageSchema,
  sort: z.number(),
});
export type Slide = z.infer<typeof slideSchema>;
export const slidesSchema = z.object({ list: z.array(slideSchema) });

/** One language's banner image as the console shows it (served from its content-hash URL). */
export const consoleBannerImageSchema = z.object({
  url: z.string(),
  mime: z.string(),
  sizeBytes: z.number(),
});
export type ConsoleBannerImage = z.infer<typeof consoleBannerImageSchema>;

/** A banner as the console's banner calls answer it: the server builds it, the console reads it. */
export const consoleBannerSchema = z.object({
  id: z.number(),
  link: z.string().nullable(),
  sort: z.number(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  images: z.object({
    vi: consoleBannerImageSchema.nullable(),
    en: consoleBannerImageSchema.nullable(),
    chs: consoleBannerImageSchema.nullable(),
    cht: consoleBannerImageSchema.nullable(),
  }),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

/** `site/banners/list` and `site/banners/reorder`: every banner, in the players' order. */
export const consoleBannersListSchema = z.object({ list: z.array(consoleBannerSchema) });
export type ConsoleBannersList = z.infer<typeof consoleBannersListSchema>;

/** What `site/banners/create` and `update` change: the link (null for none) and the switch. */
export type BannerDraft = { link: string | null; enabled: boolean };

const bannerId = z.coerce.number().int().positive().max(2_147_483_647);
/** An image's language, named `language` because `lang` is the envelope's reply language. */
const language = z.enum(BANNER_LANGUAGES as ['vi', 'en', 'chs', 'cht']);

/** A page of the app (`/activity/1`) or an https address; empty clears it. */
const link = z
  .string()
  .trim()
  .refine((value) => value === '' || isBannerLink(value), { message: 'an app path or https address' })
  .nullish()
  .transform((value) => value || null);

export const bannerDraftBodyShape = { link, enabled: z.boolean().default(true) };
export const bannerIdBodyShape = { id: bannerId };
export const bannerUpdateBodyShape = { id: bannerId, ...bannerDraftBodyShape };
export const bannerReorderBodyShape = { ids: z.array(bannerId).min(1).max(100) };

/**
 * Base64 of at most twice the image limit still reaches the service, which answers 3050 with the
 * real limit; anything longer is refused as a bad field (1001) before it is decoded.
 */
export const BANNER_IMAGE_BASE64_MAX_CHARS = Math.ceil((2 * BANNER_IMAGE_MAX_BYTES) / 3) * 4;
const imageData = z
  .string()
  .max(BANNER_IMAGE_BASE64_MAX_CHARS)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

export const bannerImageBodyShape = { id: bannerId, language, data: imageData };
export const bannerImageRemoveBodyShape = { id: bannerId, language };
