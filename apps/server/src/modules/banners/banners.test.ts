import {
  BANNER_IMAGE_MAX_BYTES,
  ErrorCode,
  bannersAdminEndpoints,
  bannersEndpoints,
} from '@fairround/shared';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postApi } from '../../test/test-app.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { auditLog } from '../admin/admin.tables.js';
import { call, ok, refused } from '../../test/http.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';

let database: TestDatabase;
let app: FastifyInstance;
let editor: TestStaff;

type Slide = { id: number; img: string; link: string | null; lang: string; sort: number };
type ConsoleBanner = {
  id: number;
  link: string | null;
  sort: number;
  enabled: boolean;
  images: Record<string, { url: string; mime: string; sizeBytes: number } | null>;
};

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
  editor = await createStaffForTest(database, { role: 'content' });
});

/** Files whose first bytes say what they are; `tag` makes each one's content (and hash) unique. */
const PNG = (tag: string) =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from(tag)]);
const JPEG = (tag: string) => Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.from(tag)]);
const WEBP = (tag: string) =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x20, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.from(tag),
  ]);
const b64 = (bytes: Buffer) => bytes.toString('base64');

async function createBanner(body: Record<string, unknown> = {}): Promise<ConsoleBanner> {
  return ok<ConsoleBanner>(app, bannersAdminEndpoints.create.path, { token: editor.token, ...body });
}

async function upload(id: number, lang: string, bytes: Buffer): Promise<ConsoleBanner> {
  return ok<ConsoleBanner>(app, bannersAdminEndpoints.setImage.path, {
    token: editor.token,
    id,
    language: lang,
    data: b64(bytes),
  });
}

async function slides(lang?: string): Promise<Slide[]> {
  return (await ok<{ list: Slide[] }>(app, bannersEndpoints.slides.path, lang ? { lang } : {})).list;
}

describe('image uploads', () => {
  it('reads the type from the bytes, whatever the file was called', async () => {
    const banner = await createBanner();
    expect((await upload(banner.id, 'vi', PNG('a'))).images.vi?.mime).toBe('image/png');
    expect((await upload(banner.id, 'en', JPEG('b'))).images.en?.mime).toBe('image/jpeg');
    expect((await upload(banner.id, 'chs', WEBP('c'))).images.chs?.mime).toBe('image/webp');
    // `language` names the image; the envelope's `lang` (the console's own language) does not.
    const withReplyLanguage = await ok<ConsoleBanner>(app, bannersAdminEndpoints.setImage.path, {
      token: editor.token,
      lang: 'en',
      id: banner.id,
      language: 'cht',
      data: b64(PNG('d')),
    });
    expect(withReplyLanguage.images.cht?.mime).toBe('image/png');
    expect(withReplyLanguage.images.en?.mime).toBe('image/jpeg');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    await ok(app, bannersAdminEndpoints.removeImage.path, {
      token: editor.token,
      id: banner.id,
      language: 'cht',
    });
    for (const bytes of [svg, html, Buffer.from('GIF89a....')]) {
      const failure = await refused(
        app,
        bannersAdminEndpoints.setImage.path,
        { token: editor.token, id: banner.id, language: 'cht', data: b64(bytes) },
        ErrorCode.ImageTypeUnsupported,
      );
      expect(failure.field).toBe('data');
    }
  });

  it('refuses an image over the limit with 3050, and a far larger body with 1001', async () => {
    const banner = await createBanner();
    const atLimit = Buffer.concat([PNG('x'), Buffer.alloc(BANNER_IMAGE_MAX_BYTES - PNG('x').length)]);
    await upload(banner.id, 'vi', atLimit);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const answer = await call<{ errCode: number }>(app, bannersAdminEndpoints.setImage.path, {
      token: editor.token,
      id: banner.id,
      language: 'vi',
      data: b64(over),
    });
    expect(answer.code).toBe(0);
    expect(answer.data.errCode).toBe(ErrorCode.ImageTooLarge);
    expect(answer.info).toContain(String(BANNER_IMAGE_MAX_BYTES / 1024));
    const huge = Buffer.concat([PNG('y'), Buffer.alloc(3 * BANNER_IMAGE_MAX_BYTES)]);
    const response = await postApi<{ errCode: number }>(app, bannersAdminEndpoints.setImage.path, {
      token: editor.token,
      id: banner.id,
      language: 'vi',
      data: b64(huge),
    });
    expect(response.body.code).toBe(0);
    expect(response.body.data.errCode).toBe(ErrorCode.IncompleteParameters);
  });

  it('serves the image by content hash with a year of caching, and a new URL for new content', async () => {
    const banner = await createBanner();
    const first = (await upload(banner.id, 'vi', PNG('first'))).images.vi!.url;
    expect(first).toMatch(/^\/media\/banners\/[0-9a-f]{64}\.png$/);
    const response = await app.inject({ method: 'GET', url: first });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self'");
    expect(response.rawPayload.equals(PNG('first'))).toBe(true);
    const second = (await upload(banner.id, 'vi', PNG('second'))).images.vi!.url;
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/media/banners/${first.slice(15, 79)}.svg` })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/media/banners/..%2F..%2Fpackage.json' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/media/banners/${'0'.repeat(64)}.png` })).statusCode,
    ).toBe(404);
  });
});

describe(bannersEndpoints.slides.path, () => {
  it('is empty on a fresh install', async () => {
    expect(await slides()).toEqual([]);
  });

  it('answers each language its own image, else another language’s', async () => {
    const banner = await createBanner({ link: '/activity/1' });
    await upload(banner.id, 'en', PNG('en'));
    const [onlyEnglish] = await slides('cht');
    expect(onlyEnglish).toMatchObject({ id: banner.id, lang: 'en', link: '/activity/1' });
    await upload(banner.id, 'chs', PNG('chs'));
    await upload(banner.id, 'vi', PNG('vi'));
    expect((await slides('cht'))[0]!.lang).toBe('chs');
    expect((await slides('vi'))[0]!.lang).toBe('vi');
    expect((await slides())[0]!.lang).toBe('vi');
    expect((await slides('en'))[0]!.lang).toBe('en');
    await ok(app, bannersAdminEndpoints.removeImage.path, {
      token: editor.token,
      id: banner.id,
      language: 'vi',
    });
    expect((await slides('vi'))[0]!.lang).toBe('en');
  });

  it('leaves out disabled banners and banners without an image, in the console’s order', async () => {
    const first = await createBanner({ link: '/info/1000' });
    const second = await createBanner({ link: 'https://example.org/promo' });
    const third = await createBanner();
    const imageless = await createBanner();
    for (const banner of [first, second, third]) await upload(banner.id, 'vi', PNG(`b${banner.id}`));
    expect((await slides()).map((slide) => slide.id)).toEqual([first.id, second.id, third.id]);

    await ok(app, bannersAdminEndpoints.update.path, {
      token: editor.token,
      id: second.id,
      link: second.link,
      enabled: false,
    });
    expect((await slides()).map((slide) => slide.id)).toEqual([first.id, third.id]);

    await ok(app, bannersAdminEndpoints.reorder.path, {
      token: editor.token,
      ids: [third.id, imageless.id, second.id, first.id],
    });
    expect((await slides()).map((slide) => slide.id)).toEqual([third.id, first.id]);
    const all = await ok<{ list: ConsoleBanner[] }>(app, bannersAdminEndpoints.list.path, {
      token: editor.token,
    });
    expect(all.list.map((banner) => [banner.id, banner.enabled])).toEqual([
      [third.id, true],
      [imageless.id, true],
      [second.id, false],
      [first.id, true],
    ]);

    await ok(app, bannersAdminEndpoints.remove.path, { token: editor.token, id: third.id });
    expect((await slides()).map((slide) => slide.id)).toEqual([first.id]);
    await refused(
      app,
      bannersAdminEndpoints.remove.path,
      { token: editor.token, id: third.id },
      ErrorCode.NotFound,
    );
  });
});

describe('links', () => {
  it('accepts paths of the app and https addresses, nothing else', async () => {
    for (const link of [
      '/activity/1',
      '/room_list/3?x=1',
      '/info/1000',
      '/help/26#top',
      'https://t.me/fairround',
      '',
    ]) {
      const banner = await createBanner({ link });
      expect(banner.link).toBe(link || null);
    }
    const bad = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'http://example.org',
      'data:text/html,<script>alert(1)</script>',
      'https://user:pw@example.org',
      'activity/1',
      '/a b',
      '/<script>',
    ];
    for (const link of bad) {
      const failure = await refused(
        app,
        bannersAdminEndpoints.create.path,
        { token: editor.token, link },
        ErrorCode.IncompleteParameters,
      );
      expect(failure.field, link).toBe('link');
    }
  });
});

describe('authorisation and audit', () => {
  it('lets owners and the content role manage banners, and no other role', async () => {
    const owner = await createStaffForTest(database, { role: 'owner' });
    await ok(app, bannersAdminEndpoints.create.path, { token: owner.token });
    for (const role of ['finance', 'support'] as const) {
      const staff = await createStaffForTest(database, { role });
      await refused(app, bannersAdminEndpoints.list.path, { token: staff.token }, ErrorCode.Forbidden);
      await refused(app, bannersAdminEndpoints.create.path, { token: staff.token }, ErrorCode.Forbidden);
    }
    const visitor = await call(app, bannersAdminEndpoints.list.path, {});
    expect(visitor.code).toBe(409);
  });

  it('audits every change with the acting staff member', async () => {
    const banner = await createBanner({ link: '/activity/1' });
    await upload(banner.id, 'vi', PNG('audit'));
    await ok(app, bannersAdminEndpoints.update.path, {
      token: editor.token,
      id: banner.id,
      link: '/activity/2',
      enabled: false,
    });
    await ok(app, bannersAdminEndpoints.reorder.path, { token: editor.token, ids: [banner.id] });
    await ok(app, bannersAdminEndpoints.removeImage.path, {
      token: editor.token,
      id: banner.id,
      language: 'vi',
    });
    await ok(app, bannersAdminEndpoints.remove.path, { token: editor.token, id: banner.id });
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'site.banner.%'))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'site.banner.create',
      'site.banner.image_upload',
      'site.banner.update',
      'site.banner.reorder',
      'site.banner.image_remove',
      'site.banner.delete',
    ]);
    expect(rows.every((row) => row.actorUsername === editor.username)).toBe(true);
    const update = rows[2]!;
    expect(update.before).toMatchObject({ link: '/activity/1', enabled: true });
    expect(update.after).toMatchObject({ link: '/activity/2', enabled: false });
    expect(rows[1]!.after).toMatchObject({ lang: 'vi', mime: 'image/png' });
    expect(JSON.stringify(rows[1]!.after)).not.toContain(b64(PNG('audit')));
    const [deleted] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.banner.delete'));
    expect(deleted!.before).toMatchObject({ link: '/activity/2' });
  });
});
