import {
  BANNER_LANGUAGES,
  ErrorCode,
  type ApiLanguage,
  type BannerDraft,
  type ConsoleBanner,
  type ConsoleBannerImage,
  type ConsoleBannersList,
} from '@fairround/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { recordAudit } from '../admin/audit.service.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import { checkUpload, imageUrl } from './banner-image.js';
import { bannerImages, banners } from './banners.tables.js';

type BannerRow = typeof banners.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the console edits on a banner besides its images. */
const notFound = () => new AppError(ErrorCode.NotFound, { field: 'id' });

/** Gaps between sort keys, so a reorder never has to squeeze between neighbours. */
const SORT_STEP = 10;

async function locked(tx: Tx, id: number): Promise<BannerRow> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const auditShape = (row: BannerRow) => ({ link: row.link, sort: row.sort, enabled: row.enabled });

export type BannersAdminDeps = { db: Database; clock: Clock };

/** Console management of home banners (PRODUCT.md §7); every change is audited in its transaction. */
export function createBannersAdminService({ db, clock }: BannersAdminDeps) {
  async function view(executor: Executor, row: BannerRow): Promise<ConsoleBanner> {
    const rows = await executor
      .select({ lang: bannerImages.lang, mime: bannerImages.mime, sha256: bannerImages.sha256, sizeBytes: bannerImages.sizeBytes })
      .from(bannerImages)
      .where(eq(bannerImages.bannerId, row.id));
    return toView(row, rows);
  }

  function toView(row: BannerRow, rows: { lang: string; mime: string; sha256: string; sizeBytes?: number }[]): ConsoleBanner {
    const images = Object.fromEntries(
      BANNER_LANGUAGES.map((lang) => {
        const image = rows.find((candidate) => candidate.lang === lang);
        return [lang, image ? { url: imageUrl(image), mime: image.mime, sizeBytes: image.sizeBytes ?? 0 } : null];
      }),
    ) as Record<ApiLanguage, ConsoleBannerImage | null>;
    return {
      id: row.id,
      link: row.link,
      sort: row.sort,
      enabled: row.enabled,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      images,
    };
  }

  async function audited(actor: StaffActor, action: string, id: number, before: unknown, after: unknown, tx: Tx) {
    await recordAudit(tx, auditEntry(actor, { action, targetType: 'banner', targetId: String(id), before, after }));
  }

  /** Every banner, disabled ones included, in display order. */
  async function list(): Promise<ConsoleBannersList> {
    const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
    const images = await db
      .select({ bannerId: bannerImages.bannerId, lang: bannerImages.lang, mime: bannerImages.mime, sha256: bannerImages.sha256, sizeBytes: bannerImages.sizeBytes })
      .from(bannerImages);
    return { list: rows.map((row) => toView(row, images.filter((image) => image.bannerId === row.id))) };
  }

  return {
    list,

    /** Adds a banner after the last one; players see it once it has an image. */
    async create(actor: StaffActor, draft: BannerDraft): Promise<ConsoleBanner> {
      return db.transaction(async (tx) => {
        const [last] = await tx.select({ max: sql<number | null>`max(${banners.sort})` }).from(banners);
        const now = clock.now();
        const [row] = await tx
          .insert(banners)
          .values({ ...draft, sort: Number(last?.max ?? 0) + SORT_STEP, createdAt: now, updatedAt: now })
          .returning();
        await audited(actor, 'site.banner.create', row!.id, undefined, auditShape(row!), tx);
        return view(tx, row!);
      });
    },

    /** Changes the link and the switch (enable/disable). */
    async update(actor: StaffActor, id: number, draft: BannerDraft): Promise<ConsoleBanner> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const [after] = await tx
          .update(banners)
          .set({ ...draft, updatedAt: clock.now() })
          .where(eq(banners.id, id))
          .returning();
        await audited(actor, 'site.banner.update', id, auditShape(before), auditShape(after!), tx);
        return view(tx, after!);
      });
    },

    /** Puts the banners in the given order; ids not named keep their place after them. */
    async reorder(actor: StaffActor, ids: number[]): Promise<ConsoleBannersList> {
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)).for('update');
        const known = new Set(rows.map((row) => row.id));
        if (ids.some((id) => !known.has(id))) throw notFound();
        const order = [...new Set(ids), ...rows.map((row) => row.id).filter((id) => !ids.includes(id))];
        const now = clock.now();
        for (const [index, id] of order.entries()) {
          await tx.update(banners).set({ sort: (index + 1) * SORT_STEP, updatedAt: now }).where(eq(banners.id, id));
        }
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'site.banner.reorder',
            targetType: 'banner',
            targetId: null,
            before: { order: rows.map((row) => row.id) },
            after: { order },
          }),
        );
      });
      return list();
    },

    /** Sets (or replaces) the image of one language; the type is read from the bytes. */
    async setImage(actor: StaffActor, id: number, lang: ApiLanguage, base64: string): Promise<ConsoleBanner> {
      const image = checkUpload(base64);
      return db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const [previous] = await tx
          .select({ sha256: bannerImages.sha256, mime: bannerImages.mime, sizeBytes: bannerImages.sizeBytes })
          .from(bannerImages)
          .where(and(eq(bannerImages.bannerId, id), eq(bannerImages.lang, lang)));
        const now = clock.now();
        const values = { mime: image.mime, sha256: image.sha256, sizeBytes: image.bytes.length, bytes: image.bytes, createdAt: now };
        await tx
          .insert(bannerImages)
          .values({ bannerId: id, lang, ...values })
          .onConflictDoUpdate({ target: [bannerImages.bannerId, bannerImages.lang], set: values });
        const [after] = await tx.update(banners).set({ updatedAt: now }).where(eq(banners.id, id)).returning();
        await audited(
          actor,
          'site.banner.image_upload',
          id,
          previous ? { lang, ...previous } : undefined,
          { lang, sha256: image.sha256, mime: image.mime, sizeBytes: image.bytes.length },
          tx,
        );
        return view(tx, after ?? row);
      });
    },

    async removeImage(actor: StaffActor, id: number, lang: ApiLanguage): Promise<ConsoleBanner> {
      return db.transaction(async (tx) => {
        await locked(tx, id);
        const [removed] = await tx
          .delete(bannerImages)
          .where(and(eq(bannerImages.bannerId, id), eq(bannerImages.lang, lang)))
          .returning({ sha256: bannerImages.sha256, mime: bannerImages.mime, sizeBytes: bannerImages.sizeBytes });
        if (!removed) throw new AppError(ErrorCode.NotFound, { field: 'language' });
        const [after] = await tx.update(banners).set({ updatedAt: clock.now() }).where(eq(banners.id, id)).returning();
        await audited(actor, 'site.banner.image_remove', id, { lang, ...removed }, undefined, tx);
        return view(tx, after!);
      });
    },

    /** Deletes a banner and its images; the audit row keeps what it was. */
    async remove(actor: StaffActor, id: number): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const images = await imagesOfTx(tx, id);
        await tx.delete(banners).where(eq(banners.id, id));
        await audited(actor, 'site.banner.delete', id, { ...auditShape(before), images }, undefined, tx);
        return { id };
      });
    },
  };
}

async function imagesOfTx(tx: Tx, id: number) {
  return tx
    .select({ lang: bannerImages.lang, sha256: bannerImages.sha256, mime: bannerImages.mime })
    .from(bannerImages)
    .where(eq(bannerImages.bannerId, id));
}

export type BannersAdminService = ReturnType<typeof createBannersAdminService>;
