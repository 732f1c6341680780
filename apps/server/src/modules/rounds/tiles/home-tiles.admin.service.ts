import {
  API_LANGUAGES,
  ErrorCode,
  isRaceRoomType,
  tileNameKey,
  type AdminHomeTileView,
  type ApiLanguage,
  type TileNames,
} from '@fairround/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { recordAudit } from '../../admin/audit.service.js';
import { auditEntry, type StaffActor } from '../../cashier/console-actor.js';
import { incomplete } from '../../cashier/cashier.errors.js';
import { inTransaction } from '../../cashier/cashier.transaction.js';
import { appliedTiming, type TimingOverrides } from '../engine/schedule.js';
import { notFound } from '../rounds.errors.js';
import type { GameRow } from '../rounds.repository.js';
import { games, rooms, roomTypes } from '../rounds.tables.js';

export type HomeTileUpdate = { id: number; names?: TileNames | undefined; enabled?: boolean | undefined };

/** Gaps between sort keys, as for banners: a reorder rewrites them all anyway. */
const SORT_STEP = 10;

const namesOf = (row: GameRow): TileNames => ({
  vi: row.nameVi,
  en: row.nameEn,
  chs: row.nameChs,
  cht: row.nameCht,
});
/** Names as stored: runs of spaces (a pasted tab, a double space) become one. */
const tidy = (names: TileNames): TileNames => ({
  vi: names.vi.trim().replace(/\s+/g, ' '),
  en: names.en.trim().replace(/\s+/g, ' '),
  chs: names.chs.trim().replace(/\s+/g, ' '),
  cht: names.cht.trim().replace(/\s+/g, ' '),
});
const auditShape = (row: GameRow) => ({ names: namesOf(row), enabled: row.enabled });

const nameTaken = (language: ApiLanguage, name: string) =>
  new AppError(ErrorCode.TileNameTaken, { field: `names.${language}`, params: { name } });

/**
 * Refuses a name another tile already has in the same language (case, spacing and Unicode form
 * ignored: players would not tell them apart). Hidden tiles count: they can be shown again.
 */
function checkDistinct(id: number, names: TileNames, all: GameRow[]): void {
  for (const language of API_LANGUAGES) {
    const key = tileNameKey(names[language]);
    const clash = all.find((row) => row.id !== id && tileNameKey(namesOf(row)[language]) === key);
    if (clash) throw nameTaken(language, names[language]);
  }
}

/**
 * The console's home tiles (PRODUCT.md §2, issue #14): rename per language, reorder, hide. The
 * tile → game (and option family) mapping is the shared catalogue's and is not edited here.
 * Every change is audited in its transaction; edits lock every tile row, so two operators
 * renaming at once cannot both take the same name.
 */
export function createHomeTilesAdminService({ db, timing = {} }: { db: Database; timing?: TimingOverrides }) {
  async function viewsOf(executor: Executor, rows: GameRow[]): Promise<AdminHomeTileView[]> {
    const types = new Map((await executor.select().from(roomTypes)).map((type) => [type.roomType, type]));
    const open = new Set(
      (await executor.select({ roomType: rooms.roomType }).from(rooms).where(eq(rooms.enabled, true))).map(
        (room) => room.roomType,
      ),
    );
    return rows.map((row) => {
      const type = types.get(row.roomType);
      return {
        id: row.id,
        roomType: row.roomType,
        kind: isRaceRoomType(row.roomType) ? 'race' : 'digits',
        focus: row.focus ?? null,
        icon: row.icon,
        names: namesOf(row),
        enabled: row.enabled,
        sort: row.sort,
        periodS: type ? appliedTiming(type, timing).periodS : 0,
        shown: row.enabled && Boolean(type?.enabled) && open.has(row.roomType),
      };
    });
  }

  async function list(): Promise<{ list: AdminHomeTileView[] }> {
    const rows = await db.select().from(games).orderBy(asc(games.sort), asc(games.id));
    return { list: await viewsOf(db, rows) };
  }

  /** Every tile, locked for the rest of the transaction, in display order. */
  const lockAll = (tx: Executor) =>
    tx.select().from(games).orderBy(asc(games.sort), asc(games.id)).for('update');

  return {
    list,

    /** Renames (all four languages at once) and/or shows or hides one tile. */
    async update(actor: StaffActor, input: HomeTileUpdate): Promise<AdminHomeTileView> {
      if (input.names === undefined && input.enabled === undefined) throw incomplete('names');
      return inTransaction(db, async (tx) => {
        const all = await lockAll(tx);
        const before = all.find((row) => row.id === input.id);
        if (!before) throw notFound('id');
        const names = input.names ? tidy(input.names) : namesOf(before);
        if (input.names) checkDistinct(before.id, names, all);
        const [after] = await tx
          .update(games)
          .set({
            nameVi: names.vi,
            nameEn: names.en,
            nameChs: names.chs,
            nameCht: names.cht,
            enabled: input.enabled ?? before.enabled,
          })
          .where(eq(games.id, before.id))
          .returning();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'site.tile.update',
            targetType: 'home_tile',
            targetId: String(before.id),
            before: auditShape(before),
            after: auditShape(after!),
          }),
        );
        const [view] = await viewsOf(tx, [after!]);
        return view!;
      });
    },

    /** Puts the tiles in the given order; tiles not named keep their order after them. */
    async reorder(actor: StaffActor, ids: number[]): Promise<{ list: AdminHomeTileView[] }> {
      await inTransaction(db, async (tx) => {
        const all = await lockAll(tx);
        const known = new Set(all.map((row) => row.id));
        if (ids.some((id) => !known.has(id))) throw notFound('ids');
        const named = [...new Set(ids)];
        const order = [...named, ...all.map((row) => row.id).filter((id) => !named.includes(id))];
        for (const [index, id] of order.entries())
          await tx
            .update(games)
            .set({ sort: (index + 1) * SORT_STEP })
            .where(eq(games.id, id));
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'site.tile.reorder',
            targetType: 'home_tile',
            targetId: null,
            before: { order: all.map((row) => row.id) },
            after: { order },
          }),
        );
      });
      return list();
    },
  };
}

export type HomeTilesAdminService = ReturnType<typeof createHomeTilesAdminService>;
