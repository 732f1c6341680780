import { readdirSync, readFileSync } from 'node:fs';
import { ErrorCode, contentAdminEndpoints, contentEndpoints } from '@fairround/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { call, ok, refused } from '../../test/http.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { auditLog } from '../admin/admin.tables.js';
import { seedBuiltInArticles } from './content.seed.js';
import { articles } from './content.tables.js';
import { BUILT_IN_ARTICLES } from './seed/built-in-articles.js';

let database: TestDatabase;
let app: FastifyInstance;
let editor: TestStaff;
let alice: TestPlayer;

type Item = { id: number; title: string; content: string; lang: string; read: boolean | null };
type Page = { list: Item[]; total: number; unread: number | null };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database);
  await seedBuiltInArticles(database.db, new Date());
  editor = await createStaffForTest(database, { role: 'content' });
  alice = await createPlayerForTest(database);
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  category: 14,
  titleEn: 'Maintenance on Sunday',
  contentEn: '<p>Short break.</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a>',
  ...overrides,
});

async function createPublished(body: Record<string, unknown>): Promise<number> {
  const created = await ok<{ id: number }>(app, contentAdminEndpoints.create.path, {
    token: editor.token,
    ...body,
  });
  await ok(app, contentAdminEndpoints.publish.path, { token: editor.token, id: created.id });
  return created.id;
}

describe('built-in articles', () => {
  it('serves the introduction (26) in each language, and the seed fields', async () => {
    const en = await ok<Record<string, string>>(app, contentEndpoints.detail.path, { id: 26, lang: 'en' });
    expect(en.title).toBe('Introduction to Fairround');
    expect(en.lang).toBe('en-US');
    expect(en.title_vi).toBe('Giới thiệu Fairround');
    expect(en.title_chs).toBe('Fairround 简介');
    expect(en.title_ft).toBe('Fairround 簡介');
    expect(en.content_yw).toContain('hash chain');
    const cht = await ok<Record<string, string>>(app, contentEndpoints.detail.path, {
      id: '26',
      lang: 'cht',
    });
    expect(cht.title).toBe('Fairround 簡介');
    const list = await ok<Page>(app, contentEndpoints.list.path, { category: 9, lang: 'vi' });
    expect(list.list.map((item) => item.id)).toEqual([26, 27, 28, 29, 30]);
    expect(list.unread).toBeNull();
    expect(list.list[0]!.read).toBeNull();
  });

  it('seeding again changes nothing the console edited', async () => {
    await ok(app, contentAdminEndpoints.unpublish.path, { token: editor.token, id: 27 });
    await seedBuiltInArticles(database.db, new Date());
    await refused(app, contentEndpoints.detail.path, { id: 27 }, ErrorCode.NotFound);
  });
});

type TextUpdate = { statement: string; id: number; column: string; next: string; first: string };

/** The statements of the article wording migration, with the texts each one swaps. */
function wordingUpdates(): TextUpdate[] {
  const directory = new URL('../../../migrations/', import.meta.url);
  const file = readdirSync(directory).find((name) => name.endsWith('_article_screen_names.sql'))!;
  const unquote = (text: string) => text.slice(1, -1).replace(/''/g, "'");
  return readFileSync(new URL(file, directory), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .map((statement) => {
      const match =
        /^UPDATE "articles" SET "(\w+)" = ('(?:[^']|'')*'), "updated_at" = now\(\)\nWHERE "id" = (\d+) AND "\1" = ('(?:[^']|'')*');$/.exec(
          statement,
        );
      if (!match) throw new Error(`unexpected statement: ${statement.slice(0, 80)}`);
      return {
        statement,
        column: match[1]!,
        next: unquote(match[2]!),
        id: Number(match[3]),
        first: unquote(match[4]!),
      };
    });
}

const COLUMN_LANGUAGES = {
  content_vi: 'vi',
  content_en: 'en',
  content_chs: 'chs',
  content_cht: 'cht',
} as const;

describe('upgrading an install seeded with the first article texts', () => {
  it('gives each text still as first seeded the app’s real screen and tab names, and keeps an edited one', async () => {
    const updates = wordingUpdates();
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) {
      // The migration writes exactly what a fresh install seeds.
      const article = BUILT_IN_ARTICLES.find((each) => each.id === update.id)!;
      expect(update.next).toBe(
        article[COLUMN_LANGUAGES[update.column as keyof typeof COLUMN_LANGUAGES]].html,
      );
      await database.db.execute(
        sql`update articles set ${sql.identifier(update.column)} = ${update.first} where id = ${update.id}`,
      );
    }
    const edited = '<p>Hỏi chúng tôi qua Zalo.</p>';
    await database.db.update(articles).set({ contentVi: edited }).where(eq(articles.id, 26));

    for (const update of updates) await database.db.execute(sql.raw(update.statement));
    // Running it again changes nothing.
    for (const update of updates) await database.db.execute(sql.raw(update.statement));

    const rows = await database.db.select().from(articles).where(eq(articles.category, 9));
    for (const article of BUILT_IN_ARTICLES) {
      const row = rows.find((each) => each.id === article.id)!;
      expect(row.contentVi).toBe(article.id === 26 ? edited : article.vi.html);
      expect(row.contentEn).toBe(article.en.html);
      expect(row.contentChs).toBe(article.chs.html);
      expect(row.contentCht).toBe(article.cht.html);
    }
  });
});

describe('player calls', () => {
  it('sanitises on output and falls back to a filled language', async () => {
    const id = await createPublished(draft());
    const detail = await ok<Record<string, string>>(app, contentEndpoints.detail.path, { id, lang: 'vi' });
    expect(detail.title).toBe('Maintenance on Sunday');
    expect(detail.lang).toBe('en-US');
    expect(detail.content).toBe('<p>Short break.</p><a>x</a>');
    expect(detail.content_vi).toBe(detail.content);
    const first = await ok<{ id: number }>(app, contentEndpoints.firstOf.path, { type: 14 });
    expect(first.id).toBe(id);
  });

  it('hides drafts and unpublished articles, and refuses unknown categories', async () => {
    const created = await ok<{ id: number }>(app, contentAdminEndpoints.create.path, {
      token: editor.token,
      ...draft(),
    });
    await refused(app, contentEndpoints.detail.path, { id: created.id }, ErrorCode.NotFound);
    await refused(app, contentEndpoints.firstOf.path, { type: 14 }, ErrorCode.NotFound);
    const empty = await ok<Page>(app, contentEndpoints.list.path, { category: 14 });
    expect(empty).toMatchObject({ list: [], total: 0 });
    const wrong = await call(app, contentEndpoints.list.path, { category: 10 });
    expect(wrong.code).toBe(0);
  });

  it('keeps per-player read markers and unread counts', async () => {
    const id = await createPublished(draft());
    const bob = await createPlayerForTest(database);
    expect(await ok(app, contentEndpoints.unread.path, { token: alice.token })).toEqual({
      news: 5,
      announcement: 1,
      total: 6,
    });
    let page = await ok<Page>(app, contentEndpoints.list.path, { category: 14, token: alice.token });
    expect(page.unread).toBe(1);
    expect(page.list[0]!.read).toBe(false);

    await ok(app, contentEndpoints.read.path, { token: alice.token, id });
    await ok(app, contentEndpoints.detail.path, { token: alice.token, id: 26 });
    page = await ok<Page>(app, contentEndpoints.list.path, { category: 14, token: alice.token });
    expect(page).toMatchObject({ unread: 0, list: [{ id, read: true }] });
    expect(await ok(app, contentEndpoints.unread.path, { token: alice.token })).toEqual({
      news: 4,
      announcement: 0,
      total: 4,
    });
    expect(await ok(app, contentEndpoints.unread.path, { token: bob.token })).toEqual({
      news: 5,
      announcement: 1,
      total: 6,
    });

    await refused(app, contentEndpoints.read.path, { token: alice.token, id: 99_999 }, ErrorCode.NotFound);
    expect((await call(app, contentEndpoints.unread.path, {})).code).toBe(409);
  });
});

describe('console', () => {
  it('audits create, update, publish and unpublish', async () => {
    const id = await createPublished(draft());
    await ok(app, contentAdminEndpoints.update.path, {
      token: editor.token,
      id,
      ...draft({ titleVi: 'Bảo trì' }),
    });
    await ok(app, contentAdminEndpoints.unpublish.path, { token: editor.token, id });
    const actions = (
      await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(id)))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual([
      'content.article.create',
      'content.article.publish',
      'content.article.unpublish',
      'content.article.update',
    ]);
    const list = await ok<{ list: Array<{ id: number; titleVi: string; published: boolean }> }>(
      app,
      contentAdminEndpoints.list.path,
      { token: editor.token },
    );
    expect(list.list.find((row) => row.id === id)).toMatchObject({ titleVi: 'Bảo trì', published: false });
  });

  it('refuses an article without any title, and previews as players will see it', async () => {
    await refused(
      app,
      contentAdminEndpoints.create.path,
      { token: editor.token, category: 9, contentEn: '<p>x</p>' },
      ErrorCode.IncompleteParameters,
    );
    const preview = await ok<{ html: string }>(app, contentAdminEndpoints.preview.path, {
      token: editor.token,
      html: '<p onmouseover="x()">a</p><iframe src="https://e.test"></iframe>',
    });
    expect(preview.html).toBe('<p>a</p>');
  });

  it('is closed to roles other than owner and content', async () => {
    const finance = await createStaffForTest(database, { role: 'finance' });
    const answer = await call(app, contentAdminEndpoints.create.path, {
      token: finance.token,
      ...draft(),
    });
    expect(answer.code).not.toBe(1);
    expect((await call(app, contentAdminEndpoints.list.path, { token: alice.token })).code).not.toBe(1);
  });
});
