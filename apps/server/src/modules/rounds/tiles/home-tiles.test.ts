import { readdirSync, readFileSync } from 'node:fs';
import {
  API_LANGUAGES,
  DEFAULT_HOME_TILES,
  duplicateTileName,
  ErrorCode,
  type AdminHomeTileView,
  type AuditListRow,
  type GameTile,
  gameEndpoints,
  homeTilesAdminEndpoints,
  roundsAdminEndpoints,
  adminEndpoints,
} from '@fairround/shared';
import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { call, ok, refused } from '../../../test/http.js';
import { seedAccountsForTest } from '../../../test/players.js';
import { buildRoundsHarness, type RoundsHarness, seedRoundsForTest } from '../../../test/rounds.js';
import { createStaffForTest, type TestStaff } from '../../../test/staff.js';
import { auditLog } from '../../admin/admin.tables.js';
import { games } from '../rounds.tables.js';

/**
 * The home tiles (issue #14): one view per tile, names distinct in every language, the round
 * length from the engine's real schedule, and the console's rename / reorder / hide calls.
 */
type Setup = { database: TestDatabase; harness: RoundsHarness };
let plain: Setup;
let overridden: Setup;

async function setUp(env: Record<string, string> = {}): Promise<Setup> {
  const database = await createTestDatabase();
  return { database, harness: await buildRoundsHarness(database, env) };
}

async function reset({ database, harness }: Setup): Promise<void> {
  await database.reset();
  await seedAccountsForTest(database, harness.clock);
  await seedRoundsForTest(database);
}

beforeAll(async () => {
  plain = await setUp();
  overridden = await setUp({ ROUND_PERIOD_S: '45' });
});

afterAll(async () => {
  for (const { harness, database } of [plain, overridden]) {
    await harness.app.close();
    await database.close();
  }
});

beforeEach(async () => {
  await reset(plain);
});

const staff = (role: 'owner' | 'content' | 'finance' | 'support', setup = plain): Promise<TestStaff> =>
  createStaffForTest(setup.database, { role, clock: setup.harness.clock });

async function homeTiles(lang = 'en', setup = plain): Promise<GameTile[]> {
  return (await ok<{ list: GameTile[] }>(setup.harness.app, gameEndpoints.gameList.path, { lang })).list;
}

async function consoleTiles(token: string, setup = plain): Promise<AdminHomeTileView[]> {
  return (
    await ok<{ list: AdminHomeTileView[] }>(setup.harness.app, homeTilesAdminEndpoints.list.path, { token })
  ).list;
}

const byOrder = [...DEFAULT_HOME_TILES].sort((a, b) => a.sort - b.sort);
const DEFAULT_PERIODS: Record<number, number> = { 1: 300, 4: 180, 15: 120, 16: 300 };
const post = (path: string, body: Record<string, unknown>) => call(plain.harness.app, path, body);

describe(gameEndpoints.gameList.path, () => {
  it('lists the shared catalogue in its order: one view per tile, every name distinct in every language', async () => {
    const list = await homeTiles();
    expect(list.map((tile) => tile.id)).toEqual(byOrder.map((tile) => tile.id));
    for (const tile of list) {
      const seeded = DEFAULT_HOME_TILES.find((candidate) => candidate.id === tile.id)!;
      expect(tile).toMatchObject({
        roomtype: seeded.roomType,
        type: seeded.roomType === 16 ? 2 : 1,
        focus: seeded.focus,
        names: seeded.names,
        name: seeded.names.en,
      });
    }
    expect(new Set(list.map((tile) => `${tile.roomtype}:${tile.focus}`)).size).toBe(list.length);
    for (const language of API_LANGUAGES) expect(duplicateTileName(list, language), language).toBeNull();
    const triple = list.find((tile) => tile.focus === 'triple')!;
    expect([triple.roomtype, triple.name]).toEqual([1, 'Triple Hunt']);
    expect((await homeTiles('vi')).find((tile) => tile.id === triple.id)!.name).toBe('Săn bộ ba');
  });

  it('gives each tile its room type’s period as the engine schedules it, following the console’s change', async () => {
    const list = await homeTiles();
    for (const tile of list) expect(tile.periodS, `tile ${tile.id}`).toBe(DEFAULT_PERIODS[tile.roomtype]);
    const owner = await staff('owner');
    await ok(plain.harness.app, roundsAdminEndpoints.updateRoomType.path, {
      token: owner.token,
      roomType: 4,
      periodS: 240,
    });
    const changed = await homeTiles();
    expect(changed.filter((tile) => tile.roomtype === 4).map((tile) => tile.periodS)).toEqual([
      240, 240, 240,
    ]);
    expect(
      changed
        .filter((tile) => tile.roomtype !== 4)
        .every((tile) => tile.periodS === DEFAULT_PERIODS[tile.roomtype]),
    ).toBe(true);
  });

  it('uses the ROUND_PERIOD_S override the engine runs with, on the home screen and in the console', async () => {
    await reset(overridden);
    expect((await homeTiles('en', overridden)).every((tile) => tile.periodS === 45)).toBe(true);
    const content = await staff('content', overridden);
    expect((await consoleTiles(content.token, overridden)).every((tile) => tile.periodS === 45)).toBe(true);
  });

  it('leaves out a tile the console hid and every tile of a disabled room type', async () => {
    const content = await staff('content');
    await ok(plain.harness.app, homeTilesAdminEndpoints.update.path, {
      token: content.token,
      id: 9,
      enabled: false,
    });
    expect((await homeTiles()).some((tile) => tile.id === 9)).toBe(false);
    const owner = await staff('owner');
    await ok(plain.harness.app, roundsAdminEndpoints.updateRoomType.path, {
      token: owner.token,
      roomType: 4,
      enabled: false,
    });
    expect((await homeTiles()).some((tile) => tile.roomtype === 4)).toBe(false);
    const listed = await consoleTiles(content.token);
    expect(listed.find((tile) => tile.id === 9)).toMatchObject({ enabled: false, shown: false });
    expect(listed.find((tile) => tile.id === 3)).toMatchObject({ enabled: true, shown: false });
    expect(listed.find((tile) => tile.id === 2)).toMatchObject({ enabled: true, shown: true });
  });
});

describe('console tile calls', () => {
  it('let owners and the content role in, and no other role or visitor', async () => {
    const owner = await staff('owner');
    expect(await consoleTiles(owner.token)).toHaveLength(DEFAULT_HOME_TILES.length);
    for (const role of ['finance', 'support'] as const) {
      const other = await staff(role);
      for (const path of ['list', 'update', 'reorder'])
        await refused(
          plain.harness.app,
          `/api/admin/site/tiles/${path}`,
          { token: other.token, id: 2, enabled: false, ids: [2] },
          ErrorCode.Forbidden,
        );
    }
    expect((await post(homeTilesAdminEndpoints.list.path, {})).code).toBe(409);
    expect((await homeTiles()).some((tile) => tile.id === 2)).toBe(true);
  });

  it('rename a tile in the four languages, tidy its spaces, reach the home screen and audit before and after', async () => {
    const content = await staff('content');
    const names = { vi: '  Săn   bộ ba may mắn ', en: 'Triple Chase', chs: '豹子追踪', cht: '豹子追蹤' };
    const saved = await ok<AdminHomeTileView>(plain.harness.app, homeTilesAdminEndpoints.update.path, {
      token: content.token,
      id: 9,
      names,
    });
    expect(saved).toMatchObject({
      id: 9,
      focus: 'triple',
      enabled: true,
      names: { ...names, vi: 'Săn bộ ba may mắn' },
    });
    expect((await homeTiles('cht')).find((tile) => tile.id === 9)!.name).toBe('豹子追蹤');
    const [row] = await plain.database.db.select().from(auditLog).where(like(auditLog.action, 'site.tile.%'));
    expect(row).toMatchObject({
      action: 'site.tile.update',
      targetType: 'home_tile',
      targetId: '9',
      actorUsername: content.username,
    });
    const view = { roomType: 1, focus: 'triple', icon: 'triple', enabled: true };
    expect(row!.before).toEqual({ ...view, names: DEFAULT_HOME_TILES.find((tile) => tile.id === 9)!.names });
    expect(row!.after).toEqual({ ...view, names: { ...names, vi: 'Săn bộ ba may mắn' } });

    const owner = await staff('owner');
    const audit = await ok<{ items: AuditListRow[] }>(plain.harness.app, adminEndpoints.auditList.path, {
      token: owner.token,
      lang: 'en',
    });
    expect(audit.items.find((entry) => entry.action === 'site.tile.update')!.targetName).toBe('Triple Chase');
  });

  it('refuse a name another tile has in any language, case, spacing and hidden tiles included (3052)', async () => {
    const content = await staff('content');
    await ok(plain.harness.app, homeTilesAdminEndpoints.update.path, {
      token: content.token,
      id: 6,
      enabled: false,
    });
    const mine = DEFAULT_HOME_TILES.find((tile) => tile.id === 9)!.names;
    const attempts = [
      [{ ...mine, en: 'lucky  THREE' }, 'names.en'],
      [{ ...mine, vi: 'Lớn & Nhỏ' }, 'names.vi'],
      [{ ...mine, cht: '快速 大小' }, 'names.cht'],
    ] as const;
    for (const [names, field] of attempts) {
      const failure = await refused(
        plain.harness.app,
        homeTilesAdminEndpoints.update.path,
        { token: content.token, id: 9, names },
        ErrorCode.TileNameTaken,
      );
      expect(failure.field).toBe(field);
    }
    const answer = await call(plain.harness.app, homeTilesAdminEndpoints.update.path, {
      token: content.token,
      id: 9,
      names: attempts[0][0],
      lang: 'en',
    });
    expect(answer.info).toBe('Another home tile is already called “lucky THREE”');
    // Its own names again (a hide and show, or a save without a change) are fine.
    await ok(plain.harness.app, homeTilesAdminEndpoints.update.path, {
      token: content.token,
      id: 9,
      names: mine,
    });
  });

  it('refuse empty or over-long names, unknown tiles and an update that changes nothing', async () => {
    const content = await staff('content');
    const names = DEFAULT_HOME_TILES.find((tile) => tile.id === 2)!.names;
    const update = (body: Record<string, unknown>, errCode: number) =>
      refused(
        plain.harness.app,
        homeTilesAdminEndpoints.update.path,
        { token: content.token, id: 2, ...body },
        errCode,
      );
    expect((await update({ names: { ...names, en: '   ' } }, ErrorCode.IncompleteParameters)).field).toBe(
      'names.en',
    );
    expect(
      (await update({ names: { ...names, chs: '长'.repeat(33) } }, ErrorCode.IncompleteParameters)).field,
    ).toBe('names.chs');
    expect((await update({ names: { vi: names.vi } }, ErrorCode.IncompleteParameters)).field).toBe(
      'names.en',
    );
    expect((await update({}, ErrorCode.IncompleteParameters)).field).toBe('names');
    expect((await update({ id: 4, enabled: false }, ErrorCode.NotFound)).field).toBe('id');
    expect((await update({ id: 'x', enabled: false }, ErrorCode.IncompleteParameters)).field).toBe('id');
    expect(
      await plain.database.db.select().from(auditLog).where(like(auditLog.action, 'site.tile.%')),
    ).toEqual([]);
  });

  it('reorder: the named tiles first in that order, the others after in theirs, audited', async () => {
    const content = await staff('content');
    const answer = await ok<{ list: AdminHomeTileView[] }>(
      plain.harness.app,
      homeTilesAdminEndpoints.reorder.path,
      { token: content.token, ids: [9, 1] },
    );
    const rest = byOrder.map((tile) => tile.id).filter((id) => id !== 9 && id !== 1);
    expect(answer.list.map((tile) => tile.id)).toEqual([9, 1, ...rest]);
    expect((await homeTiles()).map((tile) => tile.id)).toEqual([9, 1, ...rest]);
    await refused(
      plain.harness.app,
      homeTilesAdminEndpoints.reorder.path,
      { token: content.token, ids: [9, 404] },
      ErrorCode.NotFound,
    );
    await refused(
      plain.harness.app,
      homeTilesAdminEndpoints.reorder.path,
      { token: content.token, ids: [] },
      ErrorCode.IncompleteParameters,
    );
    const rows = await plain.database.db.select().from(auditLog).where(like(auditLog.action, 'site.tile.%'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'site.tile.reorder', actorUsername: content.username });
    expect(rows[0]!.before).toEqual({ order: byOrder.map((tile) => tile.id) });
    expect(rows[0]!.after).toEqual({ order: [9, 1, ...rest] });
  });
});

/** The seed's original 16 tiles (before issue #14): id, room type, English name. */
const ORIGINAL_TILES: [number, number, string][] = [
  [1, 16, 'Beijing Racing'],
  [2, 1, 'Lucky Three · 5 min'],
  [3, 4, 'Lucky Three · 3 min'],
  [4, 1, 'Digit Sum · 5 min'],
  [5, 16, 'Racing Sprint'],
  [6, 1, 'Big & Small · 5 min'],
  [7, 1, 'Odd & Even · 5 min'],
  [8, 4, 'Big & Small · 3 min'],
  [9, 1, 'Triple Hunt · 5 min'],
  [10, 1, 'Extreme Sum · 5 min'],
  [11, 1, 'Combo Sum · 5 min'],
  [12, 1, 'Classic Three · 5 min'],
  [13, 4, 'Odd & Even · 3 min'],
  [14, 4, 'Classic Three · 3 min'],
  [15, 15, 'Lucky Three · 2 min'],
  [16, 15, 'Quick Three · 2 min'],
];

/** The data statements of the home tiles migration (after its column changes). */
function upgradeStatements(): string[] {
  const directory = new URL('../../../../migrations/', import.meta.url);
  const file = readdirSync(directory).find((name) => name.endsWith('_home_tiles.sql'))!;
  return readFileSync(new URL(file, directory), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => /^(DELETE|UPDATE)\b/.test(statement));
}

describe('upgrading an install seeded with the original 16 tiles', () => {
  it('drops the five duplicate views and gives the rest the catalogue’s names, families and order', async () => {
    await plain.database.db.delete(games);
    await plain.database.db.insert(games).values(
      ORIGINAL_TILES.map(([id, roomType, en]) => ({
        id,
        roomType,
        kind: roomType === 16 ? 2 : 1,
        icon: 'digits',
        nameVi: `${en} (vi)`,
        nameEn: en,
        nameChs: `${en} (chs)`,
        nameCht: `${en} (cht)`,
      })),
    );
    // An operator's own name (changed in the database by hand) is kept.
    await plain.database.db.execute(sql`update games set name_en = 'Our Triple' where id = 9`);
    const statements = upgradeStatements();
    expect(statements).toHaveLength(3);
    for (const statement of statements) await plain.database.db.execute(sql.raw(statement));

    const rows = await plain.database.db.select().from(games).orderBy(asc(games.sort), asc(games.id));
    expect(rows.map((row) => row.id)).toEqual(byOrder.map((tile) => tile.id));
    for (const row of rows) {
      const seeded = DEFAULT_HOME_TILES.find((tile) => tile.id === row.id)!;
      expect([row.roomType, row.focus, row.sort]).toEqual([seeded.roomType, seeded.focus, seeded.sort]);
      if (row.id === 9) expect([row.nameEn, row.nameVi]).toEqual(['Our Triple', 'Triple Hunt · 5 min (vi)']);
      else
        expect({
          vi: row.nameVi,
          en: row.nameEn,
          chs: row.nameChs,
          cht: row.nameCht,
          icon: row.icon,
        }).toEqual({
          ...seeded.names,
          icon: seeded.icon,
        });
    }
  });
});
