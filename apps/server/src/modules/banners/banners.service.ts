import { toApiLanguage, type ApiLanguage, type Slide, type UiLanguage } from '@fairround/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { fallbackOrder } from '../content/article-language.js';
import { imageUrl } from './banner-image.js';
import { bannerImages, banners } from './banners.tables.js';

type ImageMeta = { bannerId: number; lang: string; mime: string; sha256: string };

/** Image metadata (never the bytes) of the given banners. */
export async function imagesOf(db: Database, bannerIds: number[]): Promise<ImageMeta[]> {
  if (bannerIds.length === 0) return [];
  return db
    .select({
      bannerId: bannerImages.bannerId,
      lang: bannerImages.lang,
      mime: bannerImages.mime,
      sha256: bannerImages.sha256,
    })
    .from(bannerImages)
    .where(inArray(bannerImages.bannerId, bannerIds));
}

/** The image a reader of `language` sees: their own, else the article fallback order. */
function pickImage(images: ImageMeta[], language: UiLanguage): ImageMeta | undefined {
  for (const candidate of fallbackOrder(language)) {
    const found = images.find((image) => image.lang === toApiLanguage(candidate));
    if (found) return found;
  }
  return undefined;
}

export function createBannersService({ db }: { db: Database }) {
  return {
    /** Enabled banners in display order; a banner with no image in any language is left out. */
    async slides(language: UiLanguage): Promise<{ list: Slide[] }> {
      const rows = await db
        .select()
        .from(banners)
        .where(eq(banners.enabled, true))
        .orderBy(asc(banners.sort), asc(banners.id));
      const images = await imagesOf(
        db,
        rows.map((row) => row.id),
      );
      const list = rows.flatMap((row) => {
        const image = pickImage(
          images.filter((candidate) => candidate.bannerId === row.id),
          language,
        );
        if (!image) return [];
        return [
          {
            id: row.id,
            img: imageUrl(image),
            link: row.link,
            lang: image.lang as ApiLanguage,
            sort: row.sort,
          },
        ];
      });
      return { list };
    },

    /** The bytes behind a content-hash URL, whichever banner holds them. */
    async image(sha256: string): Promise<{ mime: string; bytes: Buffer } | null> {
      const [row] = await db
        .select({ mime: bannerImages.mime, bytes: bannerImages.bytes })
        .from(bannerImages)
        .where(eq(bannerImages.sha256, sha256))
        .limit(1);
      return row ?? null;
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
