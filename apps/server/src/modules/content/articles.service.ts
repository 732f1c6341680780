import {
  ErrorCode,
  UI_LANGUAGES,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleItem,
  type UiLanguage,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { plainTitle, sanitizeArticleHtml } from './article-html.js';
import { textsFor } from './article-language.js';
import {
  findPublished,
  listPublished,
  markRead,
  readIdsAmong,
  unreadCounts,
  type ArticleRow,
} from './articles.repository.js';

/** The seed's field suffixes (§3) of each language, for the detail's per-language fields. */
const SEED_SUFFIX: Record<UiLanguage, 'chs' | 'yw' | 'ft' | 'vi'> = {
  'zh-CN': 'chs',
  'en-US': 'yw',
  'zh-TW': 'ft',
  vi: 'vi',
};

const notFound = () => new AppError(ErrorCode.NotFound, { field: 'id' });

export type ArticlesServiceDeps = { db: Executor; clock: Clock };

export function createArticlesService({ db, clock }: ArticlesServiceDeps) {
  function toItem(row: ArticleRow, language: UiLanguage, read: boolean | null): ArticleItem {
    const texts = textsFor(row, language);
    return {
      id: row.id,
      category: row.category,
      title: plainTitle(texts.title),
      content: sanitizeArticleHtml(texts.content),
      lang: texts.language,
      img: row.img,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      read,
    };
  }

  function toDetail(row: ArticleRow, language: UiLanguage, read: boolean | null): ArticleDetail {
    const item = toItem(row, language, read);
    const seedFields = Object.fromEntries(
      UI_LANGUAGES.flatMap((each) => {
        const texts = textsFor(row, each);
        const suffix = SEED_SUFFIX[each];
        return [
          [`title_${suffix}`, plainTitle(texts.title)],
          [`content_${suffix}`, sanitizeArticleHtml(texts.content)],
        ];
      }),
    ) as Omit<ArticleDetail, keyof ArticleItem>;
    return { ...seedFields, ...item };
  }

  /** One published article; opening it marks it read for a player. */
  async function detail(id: number, language: UiLanguage, playerId: string | null): Promise<ArticleDetail> {
    const row = await findPublished(db, id);
    if (!row) throw notFound();
    if (playerId) await markRead(db, playerId, row.id, clock.now());
    return toDetail(row, language, playerId ? true : null);
  }

  return {
    /** `getArticlelist`: a page of one category; a player also gets read markers and the unread count. */
    async list(
      input: { category: ArticleCategory; page: number; pageSize: number },
      language: UiLanguage,
      playerId: string | null,
    ) {
      const { rows, total } = await listPublished(db, input.category, {
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      });
      const readIds = playerId
        ? await readIdsAmong(
            db,
            playerId,
            rows.map((row) => row.id),
          )
        : null;
      const unread = playerId ? (await unreadCounts(db, playerId))[input.category] : null;
      return {
        list: rows.map((row) => toItem(row, language, readIds ? readIds.has(row.id) : null)),
        total,
        page: input.page,
        pageSize: input.pageSize,
        unread,
      };
    },

    /** `getArticledetail`. */
    detail,

    /** `getOneclassArticle`: the first article of a category in player order (3003 when it is empty). */
    async firstOf(
      category: ArticleCategory,
      language: UiLanguage,
      playerId: string | null,
    ): Promise<ArticleDetail> {
      const { rows } = await listPublished(db, category, { offset: 0, limit: 1 });
      const [row] = rows;
      if (!row) throw notFound();
      return detail(row.id, language, playerId);
    },

    /** Marks an article read (an item expanded on `/message`); 3003 when it is not published. */
    async markRead(playerId: string, id: number) {
      const row = await findPublished(db, id);
      if (!row) throw notFound();
      await markRead(db, playerId, row.id, clock.now());
      return { id: row.id, read: true as const };
    },

    /** Unread counts per category for the player's `/message` tabs and menu badge. */
    async unread(playerId: string) {
      const counts = await unreadCounts(db, playerId);
      return { news: counts[9], announcement: counts[14], total: counts[9] + counts[14] };
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
