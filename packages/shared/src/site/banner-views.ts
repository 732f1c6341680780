import type { ApiLanguage } from '../i18n/languages.js';

/** One language's banner image as the console shows it (served from its content-hash URL). */
export type ConsoleBannerImage = { url: string; mime: string; sizeBytes: number };

/** A banner as the console's banner calls answer it: the server builds it, the console reads it. */
export type ConsoleBanner = {
  id: number;
  link: string | null;
  sort: number;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  images: Record<ApiLanguage, ConsoleBannerImage | null>;
};

/** `site/banners/list` and `site/banners/reorder`: every banner, in the players' order. */
export type ConsoleBannersList = { list: ConsoleBanner[] };

/** What `site/banners/create` and `update` change: the link (null for none) and the switch. */
export type BannerDraft = { link: string | null; enabled: boolean };
