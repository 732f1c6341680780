import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from './database.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('leadership on an embedded database', () => {
  it('is always held: the data-dir lock already keeps other processes away', async () => {
    const handle = await openPglite();
    const leadership = handle.leadership(1);
    expect(await leadership.acquire()).toBe(true);
    await leadership.release();
    await handle.close();
  });
});

describe.skipIf(!serverUrl)('leadership on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  const instance = async () => {
    const handle = await openPostgres(serverUrl!, 3);
    handles.push(handle);
    return handle;
  };
  // Advisory lock keys are server-wide; a random one keeps parallel test files apart.
  const key = randomInt(1_000_000, 2_000_000_000);

  afterEach(async () => {
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
  });

  it('is held by one instance at a time and passes on when the holder releases it', async () => {
    const first = (await instance()).leadership(key);
    const second = (await instance()).leadership(key);
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    expect(await first.acquire()).toBe(true);
    await first.release();
    expect(await second.acquire()).toBe(true);
    expect(await first.acquire()).toBe(false);
    await second.release();
  });

  it('passes on when the holder’s connection dies, and the old holder learns it lost', async () => {
    const first = (await instance()).leadership(key);
    const second = (await instance()).leadership(key);
    expect(await first.acquire()).toBe(true);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = $1 and granted`,
      [key],
    );
    await admin.end();
    expect(await second.acquire()).toBe(true);
    expect(await first.acquire()).toBe(false);
    await second.release();
  });
});
