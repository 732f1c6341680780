import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticApps } from './static.js';

const SCRIPT = 'console.log("fairround");'.repeat(20);
const IMMUTABLE = 'public, max-age=31536000, immutable';

let tmp: string;
let app: FastifyInstance;

function write(file: string, body: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

/** A tiny build like Vite's: index.html, a hashed asset with .br/.gz twins, one without, a service worker. */
function fakeDist(dir: string, title: string): void {
  write(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  write(path.join(dir, 'assets/x-hash.js'), SCRIPT);
  write(path.join(dir, 'assets/x-hash.js.br'), zlib.brotliCompressSync(SCRIPT));
  write(path.join(dir, 'assets/x-hash.js.gz'), zlib.gzipSync(SCRIPT));
  write(path.join(dir, 'assets/plain-hash.css'), 'body{}');
  write(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-static-'));
  fakeDist(path.join(tmp, 'web'), 'player');
  fakeDist(path.join(tmp, 'admin'), 'console');
  app = Fastify();
  await registerStaticApps(app, { webDist: path.join(tmp, 'web'), adminDist: path.join(tmp, 'admin') });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('static apps', () => {
  it('sends the brotli twin to a client that accepts br', async () => {
    const response = await app.inject({ url: '/assets/x-hash.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin to a client that accepts only gzip', async () => {
    const response = await app.inject({ url: '/assets/x-hash.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await app.inject({ url: '/assets/x-hash.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the plain file when no compressed twin exists', async () => {
    const response = await app.inject({
      url: '/assets/plain-hash.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('body{}');
  });

  it('marks hashed assets of both apps immutable for a year', async () => {
    for (const url of ['/assets/x-hash.js', '/admin/assets/x-hash.js', '/assets/plain-hash.css']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('asks browsers to revalidate index.html, the service worker and SPA routes', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/sw.js',
      '/records/today',
      '/admin/',
      '/admin',
      '/admin/players/7',
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('falls back to the right app for client-side routes', async () => {
    expect((await app.inject('/records/today')).body).toContain('<title>player</title>');
    const admin = await app.inject('/admin/players/7');
    expect(admin.headers['content-type']).toMatch(/text\/html/);
    expect(admin.body).toContain('<title>console</title>');
  });

  it('answers unknown API paths with a not-found envelope, not the app', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/Nope/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 0 });
  });
});
