import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AUDIT_ACTIONS,
  CATALOGUES,
  DEFAULT_HOME_TILES,
  ErrorCode,
  type AdminHomeTilesList,
  type AdminHomeTileView,
  type GameTile,
  homeTilesAdminEndpoints,
  gameEndpoints,
  roundsAdminEndpoints,
} from '@fairround/shared';
import { asc, eq, like, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openPglite, type DatabaseHandle } from '../../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { call, ok, refused } from '../../../test/http.js';
import { seedAccountsForTest } from '../../../test/players.js';
import { buildRoundsHarness, type RoundsHarness, seedRoundsForTest, START } from '../../../test/rounds.js';
import { createStaffForTest, type TestStaff } from '../../../test/staff.js';
import { auditLog } from '../../admin/admin.tables.js';
import { seedRoundsCatalogue } from '../rounds.seed.js';
import { games } from '../rounds.tables.js';

/**
 * Tiles the console adds and re-points (issue #14): the game must exist and be switched on, the
 * option family must be the game's, names stay distinct, only added tiles can be deleted, and
 * the player's home lists what the database says. Every change leaves an audit row.
 */
let database: TestDatabase;
let harness: RoundsHarness;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database, { ROUND_PERIOD_S: '40' });
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database, harness.clock);
  await seedRoundsForTest(database);
});

const staff = (role: 'owner' | 'content' | 'finance' | 'support'): Promise<TestStaff> =>
  createStaffForTest(database, { role, clock: harness.clock });

const NAMES = { vi: 'Đua Lẻ Chẵn', en: 'Race Odd & Even', chs: '赛车单双', cht: '賽車單雙' };
const RACE_ODD_EVEN = { roomType: 16, focus: 'odd_even', icon: 'odd-even', names: NAMES };

const create = (token: string, body: Record<string, unknown> = RACE_ODD_EVEN) =>
  ok<AdminHomeTileView>(harness.app, homeTilesAdminEndpoints.create.path, { token, ...body });
const homeTiles = async (lang = 'en') =>
  (await ok<{ list: GameTile[] }>(harness.app, gameEndpoints.gameList.path, { lang })).list;
const tileAudit = () =>
  database.db.select().from(auditLog).where(like(auditLog.action, 'site.tile.%')).orderBy(asc(auditLog.id));
const setRoomType = async (roomType: number, enabled: boolean) =>
  ok(harness.app, roundsAdminEndpoints.updateRoomType.path, {
    token: (await staff('owner')).token,
    roomType,
    enabled,
  });

describe('the console’s tile list', () => {
  it('names every game a tile can open: switched on or off, its effective period and its option families', async () => {
    await setRoomType(15, false);
    const { token } = await staff('content');
    const answer = await ok<AdminHomeTilesList>(harness.app, homeTilesAdminEndpoints.list.path, { token });
    expect(answer.games).toEqual([
      {
        roomType: 1,
        kind: 'digits',
        enabled: true,
        periodS: 40,
        families: ['big_small', 'odd_even', 'combo', 'extreme', 'triple'],
      },
      {
        roomType: 4,
        kind: 'digits',
        enabled: true,
        periodS: 40,
        families: ['big_small', 'odd_even', 'combo', 'extreme', 'triple'],
      },
      {
        roomType: 15,
        kind: 'digits',
        enabled: false,
        periodS: 40,
        families: ['big_small', 'odd_even', 'combo', 'extreme', 'triple'],
      },
      { roomType: 16, kind: 'race', enabled: true, periodS: 40, families: ['big_small', 'odd_even'] },
    ]);
    expect(answer.list.every((tile) => !tile.added)).toBe(true);
  });
});

describe('adding a tile', () => {
  it('puts it last with an id clear of the seeded ones, on the home screen with its game, family and period, audited', async () => {
    const content = await staff('content');
    const added = await create(content.token);
    expect(added).toMatchObject({
      id: 1001,
      roomType: 16,
      kind: 'race',
      focus: 'odd_even',
      icon: 'odd-even',
      names: NAMES,
      enabled: true,
      shown: true,
      added: true,
      periodS: 40,
    });
    expect(added.sort).toBeGreaterThan(Math.max(...DEFAULT_HOME_TILES.map((tile) => tile.sort)));

    const home = await homeTiles('cht');
    expect(home.at(-1)).toMatchObject({
      id: 1001,
      type: 2,
      roomtype: 16,
      focus: 'odd_even',
      name: '賽車單雙',
      periodS: 40,
    });

    const [row] = await tileAudit();
    expect(row).toMatchObject({
      action: 'site.tile.create',
      targetType: 'home_tile',
      targetId: '1001',
      actorUsername: content.username,
    });
    expect(row!.before).toBeNull();
    expect(row!.after).toEqual({
      roomType: 16,
      focus: 'odd_even',
      icon: 'odd-even',
      names: NAMES,
      enabled: true,
    });
  });

  it('takes a whole-game tile (no family), hidden when asked, and tidies its names', async () => {
    const { token } = await staff('owner');
    const added = await create(token, {
      roomType: 15,
      icon: 'quick',
      names: { ...NAMES, en: '  Turbo   Sprint ' },
      enabled: false,
    });
    expect(added).toMatchObject({ roomType: 15, focus: null, enabled: false, shown: false });
    expect(added.names.en).toBe('Turbo Sprint');
    expect((await homeTiles()).some((tile) => tile.id === added.id)).toBe(false);
  });

  it('refuses an unknown game (1052), a switched-off one (1020) and a family the game lacks (3053), writing nothing', async () => {
    const { token } = await staff('content');
    const path = homeTilesAdminEndpoints.create.path;
    expect(
      (await refused(harness.app, path, { token, ...RACE_ODD_EVEN, roomType: 7 }, ErrorCode.GameNotFound))
        .field,
    ).toBe('roomType');
    const answer = await call(harness.app, path, { token, ...RACE_ODD_EVEN, focus: 'triple', lang: 'en' });
    expect(answer.data).toEqual({ errCode: ErrorCode.TileFamilyNotInGame, field: 'focus' });
    expect(answer.info).toBe(CATALOGUES['en-US'].errors[3053].replace('{type}', '16'));
    await setRoomType(16, false);
    expect(
      (await refused(harness.app, path, { token, ...RACE_ODD_EVEN }, ErrorCode.TradingStopped)).field,
    ).toBe('roomType');
    expect(
      (
        await refused(
          harness.app,
          path,
          { token, ...RACE_ODD_EVEN, focus: 'evens' },
          ErrorCode.IncompleteParameters,
        )
      ).field,
    ).toBe('focus');
    expect(
      (
        await refused(
          harness.app,
          path,
          { token, ...RACE_ODD_EVEN, icon: 'skull' },
          ErrorCode.IncompleteParameters,
        )
      ).field,
    ).toBe('icon');
    expect(await database.db.select().from(games).where(eq(games.origin, 'console'))).toEqual([]);
    expect(await tileAudit()).toEqual([]);
  });

  it('refuses a name another tile has in any language (3052)', async () => {
    const { token } = await staff('content');
    const failure = await refused(
      harness.app,
      homeTilesAdminEndpoints.create.path,
      { token, ...RACE_ODD_EVEN, names: { ...NAMES, vi: 'đua xe  bắc kinh' } },
      ErrorCode.TileNameTaken,
    );
    expect(failure.field).toBe('names.vi');
    await create(token);
    const again = await refused(
      harness.app,
      homeTilesAdminEndpoints.create.path,
      { token, ...RACE_ODD_EVEN, names: { ...NAMES, vi: 'Other' } },
      ErrorCode.TileNameTaken,
    );
    expect(again.field).toBe('names.en');
  });
});

describe('changing the game or family of a tile', () => {
  const update = (token: string, body: Record<string, unknown>) =>
    ok<AdminHomeTileView>(harness.app, homeTilesAdminEndpoints.update.path, { token, ...body });

  it('re-points a seeded tile: the home screen opens the new game and family, audited before and after', async () => {
    const content = await staff('content');
    const moved = await update(content.token, { id: 8, roomType: 16, focus: 'big_small', icon: 'race' });
    expect(moved).toMatchObject({
      id: 8,
      roomType: 16,
      kind: 'race',
      focus: 'big_small',
      icon: 'race',
      added: false,
    });
    expect((await homeTiles()).find((tile) => tile.id === 8)).toMatchObject({
      type: 2,
      roomtype: 16,
      focus: 'big_small',
      icon: 'race',
    });
    const whole = await update(content.token, { id: 8, focus: null });
    expect(whole.focus).toBeNull();

    const rows = await tileAudit();
    expect(rows.map((row) => row.action)).toEqual(['site.tile.update', 'site.tile.update']);
    expect(rows[0]!.before).toMatchObject({ roomType: 4, focus: 'big_small', icon: 'big-small' });
    expect(rows[0]!.after).toMatchObject({ roomType: 16, focus: 'big_small', icon: 'race' });
    expect(rows[1]!.after).toMatchObject({ roomType: 16, focus: null });
  });

  it('keeps the family when only the game changes, and refuses it when the new game lacks it (3053)', async () => {
    const { token } = await staff('content');
    expect((await update(token, { id: 6, roomType: 4 })).focus).toBe('big_small');
    const failure = await refused(
      harness.app,
      homeTilesAdminEndpoints.update.path,
      { token, id: 9, roomType: 16 },
      ErrorCode.TileFamilyNotInGame,
    );
    expect(failure.field).toBe('focus');
    await refused(
      harness.app,
      homeTilesAdminEndpoints.update.path,
      { token, id: 1, focus: 'combo' },
      ErrorCode.TileFamilyNotInGame,
    );
    await refused(
      harness.app,
      homeTilesAdminEndpoints.update.path,
      { token, id: 1, roomType: 99 },
      ErrorCode.GameNotFound,
    );
    expect((await database.db.select().from(games).where(eq(games.id, 9)))[0]).toMatchObject({
      roomType: 1,
      focus: 'triple',
    });
  });

  it('refuses a move to a switched-off game, but a tile already on one can still be renamed or re-focused', async () => {
    const { token } = await staff('content');
    await setRoomType(4, false);
    await refused(
      harness.app,
      homeTilesAdminEndpoints.update.path,
      { token, id: 2, roomType: 4 },
      ErrorCode.TradingStopped,
    );
    const names = { ...DEFAULT_HOME_TILES.find((tile) => tile.id === 8)!.names, en: 'Rapid Highs & Lows' };
    expect(await update(token, { id: 8, roomType: 4, focus: 'extreme', names })).toMatchObject({
      focus: 'extreme',
      shown: false,
    });
  });
});

describe('deleting a tile', () => {
  it('removes a tile the console added, off the home screen, audited with what it was', async () => {
    const content = await staff('content');
    const added = await create(content.token);
    const answer = await ok<AdminHomeTilesList>(harness.app, homeTilesAdminEndpoints.delete.path, {
      token: content.token,
      id: added.id,
    });
    expect(answer.list.some((tile) => tile.id === added.id)).toBe(false);
    expect((await homeTiles()).some((tile) => tile.id === added.id)).toBe(false);
    const rows = await tileAudit();
    expect(rows.map((row) => row.action)).toEqual(['site.tile.create', 'site.tile.delete']);
    expect(rows[1]).toMatchObject({ targetId: String(added.id), after: null });
    expect(rows[1]!.before).toMatchObject({ roomType: 16, focus: 'odd_even', names: NAMES });
    // Ids are never reused, so an old audit row never names a newer tile.
    expect((await create(content.token)).id).toBe(added.id + 1);
  });

  it('refuses a seeded tile (3004: hide it instead) and an unknown one (3003)', async () => {
    const { token } = await staff('owner');
    expect(
      (await refused(harness.app, homeTilesAdminEndpoints.delete.path, { token, id: 9 }, ErrorCode.Forbidden))
        .field,
    ).toBe('id');
    await refused(harness.app, homeTilesAdminEndpoints.delete.path, { token, id: 4040 }, ErrorCode.NotFound);
    expect(await tileAudit()).toEqual([]);
  });

  it('a seeded tile re-pointed in the console stays as changed when the seed runs again at the next start', async () => {
    const { token } = await staff('content');
    await ok(harness.app, homeTilesAdminEndpoints.update.path, { token, id: 8, roomType: 16 });
    await seedRoundsCatalogue(database.db, START, 2);
    expect((await database.db.select().from(games).where(eq(games.id, 8)))[0]).toMatchObject({
      roomType: 16,
      origin: 'catalogue',
    });
  });
});

describe('who may change tiles', () => {
  it('owners and the content role; finance, support and visitors are refused', async () => {
    for (const role of ['finance', 'support'] as const) {
      const { token } = await staff(role);
      for (const path of ['create', 'delete'])
        await refused(
          harness.app,
          `/api/admin/site/tiles/${path}`,
          { token, id: 9, ...RACE_ODD_EVEN },
          ErrorCode.Forbidden,
        );
    }
    expect((await call(harness.app, homeTilesAdminEndpoints.create.path, RACE_ODD_EVEN)).code).toBe(409);
    expect(await database.db.select().from(games).where(eq(games.origin, 'console'))).toEqual([]);
  });

  it('records every tile action under a code the console labels in every language', async () => {
    const { token } = await staff('content');
    const added = await create(token);
    await ok(harness.app, homeTilesAdminEndpoints.update.path, { token, id: added.id, focus: 'big_small' });
    await ok(harness.app, homeTilesAdminEndpoints.reorder.path, { token, ids: [added.id] });
    await ok(harness.app, homeTilesAdminEndpoints.delete.path, { token, id: added.id });
    const actions = (await tileAudit()).map((row) => row.action);
    expect(actions).toEqual([
      'site.tile.create',
      'site.tile.update',
      'site.tile.reorder',
      'site.tile.delete',
    ]);
    for (const action of actions) {
      expect(AUDIT_ACTIONS).toContain(action);
      for (const catalogue of Object.values(CATALOGUES))
        expect(
          catalogue.admin.actions[action.replaceAll('.', '_') as keyof typeof catalogue.admin.actions],
        ).toMatch(/\S/);
    }
  });
});

/** A fresh in-memory install migrated up to (not including) the migration tagged `stopBefore`. */
async function installMigratedUpTo(stopBefore: string): Promise<DatabaseHandle> {
  const folder = mkdtempSync(path.join(tmpdir(), 'fr-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const kept = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag.startsWith(stopBefore)),
  );
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const { tag } of kept)
    copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  const handle = await openPglite();
  await migrate(handle.db as never, { migrationsFolder: folder });
  rmSync(folder, { recursive: true });
  return handle;
}

describe('upgrading an install from before tiles could be added (migration 0019)', () => {
  it('keeps every tile as it was, marks them seeded, and numbers added tiles from 1001', async () => {
    const install = await installMigratedUpTo('0019_');
    try {
      await install.db.execute(sql`
        insert into room_types (room_type, period_s, lock_s, draw_delay_s, chain_length, updated_at)
        values (1, 300, 30, 5, 1000, now()), (16, 300, 30, 5, 1000, now())`);
      await install.db.execute(sql`
        insert into games (id, room_type, kind, icon, name_vi, name_en, name_chs, name_cht, focus, sort, enabled)
        values (1, 16, 2, 'race', 'Đua xe', 'Racing', '赛车', '賽車', null, 10, true),
               (9, 1, 1, 'triple', 'Bộ ba của tôi', 'Our Triple', '豹子', '豹子', 'triple', 20, false)`);
      await install.migrate();
      const rows = await install.db.select().from(games).orderBy(asc(games.id));
      expect(
        rows.map(({ id, roomType, focus, sort, enabled, origin, nameEn }) => ({
          id,
          roomType,
          focus,
          sort,
          enabled,
          origin,
          nameEn,
        })),
      ).toEqual([
        { id: 1, roomType: 16, focus: null, sort: 10, enabled: true, origin: 'catalogue', nameEn: 'Racing' },
        {
          id: 9,
          roomType: 1,
          focus: 'triple',
          sort: 20,
          enabled: false,
          origin: 'catalogue',
          nameEn: 'Our Triple',
        },
      ]);
      const [added] = await install.db
        .insert(games)
        .values({
          roomType: 1,
          kind: 1,
          icon: 'odd-even',
          nameVi: 'a',
          nameEn: 'b',
          nameChs: 'c',
          nameCht: 'd',
          origin: 'console',
        })
        .returning();
      expect(added!.id).toBe(1001);
      // A tile must name a room type that exists.
      await expect(
        install.db.insert(games).values({
          roomType: 7,
          kind: 1,
          icon: 'digits',
          nameVi: 'e',
          nameEn: 'f',
          nameChs: 'g',
          nameCht: 'h',
        }),
      ).rejects.toThrow();
    } finally {
      await install.close();
    }
  });
});
