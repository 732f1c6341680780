import {
  ErrorCode,
  type AdminArticle,
  type AdminArticlesPage,
  type AdminArticlesQuery,
  type ArticleDraft,
  type ArticlePreview,
} from '@fairround/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { recordAudit } from '../admin/audit.service.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import { sanitizeArticleHtml } from './article-html.js';
import { articles } from './content.tables.js';

type ArticleRow = typeof articles.$inferSelect;

const notFound = () => new AppError(ErrorCode.NotFound, { field: 'id' });
const titleRequired = () =>
  new AppError(ErrorCode.IncompleteParameters, { field: 'titleVi', params: { field: 'title' } });

/** The console's view of a row: raw texts as saved (the editor shows what was typed). */
function toAdminView(row: ArticleRow): AdminArticle {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** A short audit record of a row: texts are summarised by length so the log stays readable. */
function auditShape(row: ArticleRow) {
  return {
    category: row.category,
    published: row.published,
    sort: row.sort,
    img: row.img,
    titles: { vi: row.titleVi, en: row.titleEn, chs: row.titleChs, cht: row.titleCht },
    contentLengths: {
      vi: row.contentVi.length,
      en: row.contentEn.length,
      chs: row.contentChs.length,
      cht: row.contentCht.length,
    },
  };
}

function hasTitle(draft: ArticleDraft): boolean {
  return [draft.titleVi, draft.titleEn, draft.titleChs, draft.titleCht].some((title) => title.trim() !== '');
}

export type ArticlesAdminDeps = { db: Database; clock: Clock };

/** Console management of articles (PRODUCT.md §7); every change is audited in its transaction. */
export function createArticlesAdminService({ db, clock }: ArticlesAdminDeps) {
  async function locked(tx: Parameters<Parameters<Database['transaction']>[0]>[0], id: number) {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  async function setPublished(actor: StaffActor, id: number, published: boolean): Promise<AdminArticle> {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      const now = clock.now();
      const [after] = await tx
        .update(articles)
        .set({
          published,
          updatedAt: now,
          publishedAt: published ? (before.publishedAt ?? now) : before.publishedAt,
        })
        .where(eq(articles.id, id))
        .returning();
      await recordAudit(
        tx,
        auditEntry(actor, {
          action: published ? 'content.article.publish' : 'content.article.unpublish',
          targetType: 'article',
          targetId: String(id),
          before: { published: before.published },
          after: { published },
        }),
      );
      return toAdminView(after!);
    });
  }

  return {
    async list(input: AdminArticlesQuery): Promise<AdminArticlesPage> {
      const filters: SQL[] = [];
      if (input.category) filters.push(eq(articles.category, input.category));
      const where = filters.length ? and(...filters) : undefined;
      const rows = await db
        .select()
        .from(articles)
        .where(where)
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      const [totals] = await db.select({ total: count() }).from(articles).where(where);
      return {
        list: rows.map(toAdminView),
        total: Number(totals?.total ?? 0),
        page: input.page,
        pageSize: input.pageSize,
      };
    },

    /** Creates a draft; it reaches players only when published. */
    async create(actor: StaffActor, draft: ArticleDraft): Promise<AdminArticle> {
      if (!hasTitle(draft)) throw titleRequired();
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .insert(articles)
          .values({ ...draft, published: false, createdAt: now, updatedAt: now })
          .returning();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'content.article.create',
            targetType: 'article',
            targetId: String(row!.id),
            after: auditShape(row!),
          }),
        );
        return toAdminView(row!);
      });
    },

    async update(actor: StaffActor, id: number, draft: ArticleDraft): Promise<AdminArticle> {
      if (!hasTitle(draft)) throw titleRequired();
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const [after] = await tx
          .update(articles)
          .set({ ...draft, updatedAt: clock.now() })
          .where(eq(articles.id, id))
          .returning();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'content.article.update',
            targetType: 'article',
            targetId: String(id),
            before: auditShape(before),
            after: auditShape(after!),
          }),
        );
        return toAdminView(after!);
      });
    },

    publish: (actor: StaffActor, id: number) => setPublished(actor, id, true),
    unpublish: (actor: StaffActor, id: number) => setPublished(actor, id, false),

    /** The HTML exactly as players will receive it, for the editor's preview. */
    preview: (html: string): ArticlePreview => ({ html: sanitizeArticleHtml(html) }),
  };
}

export type ArticlesAdminService = ReturnType<typeof createArticlesAdminService>;
