import { roundsAdminEndpoints } from '@fairround/shared';
import type { AdminRoomTypeView } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ok } from '../../../test/http.js';
import { seedAccountsForTest } from '../../../test/players.js';
import { buildRoundsHarness, type RoundsHarness, seedRoundsForTest } from '../../../test/rounds.js';
import { createStaffForTest } from '../../../test/staff.js';
import { auditLog } from '../../admin/admin.tables.js';

/**
 * The room types list shows the timing rounds really run at: the stored one with the
 * environment's ROUND_* overrides on top, and which fields are overridden (docs/rounds.md).
 */
type Setup = { database: TestDatabase; harness: RoundsHarness };
const setups: Setup[] = [];

async function setUp(env: Record<string, string>): Promise<Setup> {
  const database = await createTestDatabase();
  const harness = await buildRoundsHarness(database, env);
  await database.reset();
  await seedAccountsForTest(database, harness.clock);
  await seedRoundsForTest(database);
  const setup = { database, harness };
  setups.push(setup);
  return setup;
}

let overridden: Setup;

beforeAll(async () => {
  overridden = await setUp({ ROUND_PERIOD_S: '45', ROUND_DRAW_DELAY_S: '3' });
});

afterAll(async () => {
  for (const { harness, database } of setups) {
    await harness.app.close();
    await database.close();
  }
});

async function roomTypesOf({ database, harness }: Setup) {
  const support = await createStaffForTest(database, { role: 'support', clock: harness.clock });
  return (
    await ok<{ list: AdminRoomTypeView[] }>(harness.app, roundsAdminEndpoints.roomTypes.path, {
      token: support.token,
    })
  ).list;
}

describe('effective room type timing', () => {
  it('applies the environment overrides on top of each stored timing and names the overridden fields', async () => {
    const list = await roomTypesOf(overridden);
    const first = list.find((type) => type.roomType === 1)!;
    expect(first.effective).toEqual({ periodS: 45, lockS: first.lockS, drawDelayS: 3 });
    expect(first.overridden).toEqual(['periodS', 'drawDelayS']);
    expect(list.every((type) => type.effective.periodS === 45 && type.effective.drawDelayS === 3)).toBe(true);
    expect(list.every((type) => type.effective.lockS === type.lockS)).toBe(true);
  });

  it('keeps the stored timing in the answer and the audit row when an owner changes the period', async () => {
    const { database, harness } = overridden;
    const owner = await createStaffForTest(database, { role: 'owner', clock: harness.clock });
    const saved = await ok<AdminRoomTypeView>(harness.app, roundsAdminEndpoints.updateRoomType.path, {
      token: owner.token,
      roomType: 1,
      periodS: 120,
    });
    expect([saved.periodS, saved.effective.periodS, saved.overridden]).toEqual([
      120,
      45,
      ['periodS', 'drawDelayS'],
    ]);
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rounds.room_type.update'));
    expect((row!.after as Record<string, unknown>).periodS).toBe(120);
    expect(row!.after).not.toHaveProperty('effective');
  });

  it('flags nothing when no override is set: the effective timing is the stored one', async () => {
    const list = await roomTypesOf(await setUp({}));
    for (const type of list) {
      expect(type.overridden).toEqual([]);
      expect(type.effective).toEqual({
        periodS: type.periodS,
        lockS: type.lockS,
        drawDelayS: type.drawDelayS,
      });
    }
  });
});
