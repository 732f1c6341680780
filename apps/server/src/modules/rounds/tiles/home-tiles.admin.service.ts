import {
  API_LANGUAGES,
  familiesOf,
  isRaceRoomType,
  tileNameKey,
  type AdminHomeTilesList,
  type AdminHomeTileView,
  type OptionFamily,
  type TileIcon,
  type TileNames,
} from '@fairround/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.js';
import { recordAudit } from '../../admin/audit.service.js';
import { auditEntry } from '../../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../../platform/auth/console-actor.js';
import { invalidField } from '../../../platform/errors/app-error.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import type { TimingOverrides } from '../engine/schedule.js';
import { notFound } from '../rounds.errors.js';
import type { GameRow, RoomTypeRow } from '../rounds.repository.js';
import { games } from '../rounds.tables.js';
import {
  familyNotInGame,
  gameSwitchedOff,
  nameTaken,
  seededTileKept,
  unknownGame,
} from './home-tiles.errors.js';
import { auditShape, gameViews, namesOf, roomTypesByNumber, tileViews } from './home-tiles.views.js';

export type HomeTileDraft = {
  roomType: number;
  focus?: OptionFamily | null | undefined;
  icon: TileIcon;
  names: TileNames;
  enabled?: boolean | undefined;
};
export type HomeTileUpdate = {
  id: number;
  names?: TileNames | undefined;
  enabled?: boolean | undefined;
  roomType?: number | undefined;
  focus?: OptionFamily | null | undefined;
  icon?: TileIcon | undefined;
};

/** Gaps between sort keys, as for banners: a reorder rewrites them all anyway. */
const SORT_STEP = 10;

/** Names as stored: runs of spaces (a pasted tab, a double space) become one. */
const tidy = (names: TileNames): TileNames => ({
  vi: names.vi.trim().replace(/\s+/g, ' '),
  en: names.en.trim().replace(/\s+/g, ' '),
  chs: names.chs.trim().replace(/\s+/g, ' '),
  cht: names.cht.trim().replace(/\s+/g, ' '),
});

/**
 * Refuses a name another tile already has in the same language (case, spacing and Unicode form
 * ignored: players would not tell them apart). Hidden tiles count: they can be shown again.
 */
function checkDistinct(id: number | null, names: TileNames, all: GameRow[]): void {
  for (const language of API_LANGUAGES) {
    const key = tileNameKey(names[language]);
    const clash = all.find((row) => row.id !== id && tileNameKey(namesOf(row)[language]) === key);
    if (clash) throw nameTaken(language, names[language]);
  }
}

/**
 * Refuses a game that does not exist (1052), one switched off when the tile moves to it or is
 * added on it (1020; a tile already there keeps it), and a family the game lacks (3053).
 */
function checkGame(
  types: Map<number, RoomTypeRow>,
  view: { roomType: number; focus: OptionFamily | null },
  moving: boolean,
): void {
  const type = types.get(view.roomType);
  if (!type) throw unknownGame();
  if (moving && !type.enabled) throw gameSwitchedOff();
  if (view.focus !== null && !familiesOf(view.roomType).includes(view.focus))
    throw familyNotInGame(view.roomType);
}

const columnsOf = (values: {
  roomType: number;
  focus: OptionFamily | null;
  icon: string;
  names: TileNames;
}) => ({
  roomType: values.roomType,
  kind: isRaceRoomType(values.roomType) ? 2 : 1,
  focus: values.focus,
  icon: values.icon,
  nameVi: values.names.vi,
  nameEn: values.names.en,
  nameChs: values.names.chs,
  nameCht: values.names.cht,
});

/**
 * The console's home tiles (PRODUCT.md §2, issue #14): add, rename per language, change the game
 * and option family, reorder, hide, and delete the tiles the console added. Every change is
 * audited in its transaction; edits lock every tile row, so two operators saving at once cannot
 * both take the same name.
 */
export function createHomeTilesAdminService({ db, timing = {} }: { db: Database; timing?: TimingOverrides }) {
  const viewOf = async (executor: Executor, row: GameRow): Promise<AdminHomeTileView> =>
    (await tileViews(executor, [row], timing))[0]!;
  /** Every tile, locked for the rest of the transaction, in display order. */
  const lockAll = (tx: Executor) =>
    tx.select().from(games).orderBy(asc(games.sort), asc(games.id)).for('update');
  const audited = (
    tx: Executor,
    actor: StaffActor,
    action: string,
    targetId: number | null,
    change: { before?: unknown; after?: unknown },
  ) =>
    recordAudit(
      tx,
      auditEntry(actor, {
        action,
        targetType: 'home_tile',
        targetId: targetId === null ? null : String(targetId),
        ...change,
      }),
    );

  async function list(): Promise<AdminHomeTilesList> {
    const rows = await db.select().from(games).orderBy(asc(games.sort), asc(games.id));
    return { list: await tileViews(db, rows, timing), games: gameViews(await roomTypesByNumber(db), timing) };
  }

  return {
    list,

    /** Adds a tile at the end of the order, shown unless `enabled` is false. */
    async create(actor: StaffActor, draft: HomeTileDraft): Promise<AdminHomeTileView> {
      return inTransaction(db, async (tx) => {
        const all = await lockAll(tx);
        const names = tidy(draft.names);
        checkDistinct(null, names, all);
        const view = { roomType: draft.roomType, focus: draft.focus ?? null };
        checkGame(await roomTypesByNumber(tx), view, true);
        const [row] = await tx
          .insert(games)
          .values({
            ...columnsOf({ ...view, icon: draft.icon, names }),
            sort: Math.max(0, ...all.map((row) => row.sort)) + SORT_STEP,
            enabled: draft.enabled ?? true,
            origin: 'console',
          })
          .returning();
        await audited(tx, actor, 'site.tile.create', row!.id, { after: auditShape(row!) });
        return viewOf(tx, row!);
      });
    },

    /** Renames (all four languages at once), re-points, changes the icon of, or shows or hides one tile. */
    async update(actor: StaffActor, input: HomeTileUpdate): Promise<AdminHomeTileView> {
      const changes = [input.names, input.enabled, input.roomType, input.focus, input.icon];
      if (changes.every((value) => value === undefined)) throw invalidField('names');
      return inTransaction(db, async (tx) => {
        const all = await lockAll(tx);
        const before = all.find((row) => row.id === input.id);
        if (!before) throw notFound('id');
        const names = input.names ? tidy(input.names) : namesOf(before);
        if (input.names) checkDistinct(before.id, names, all);
        const view = {
          roomType: input.roomType ?? before.roomType,
          focus: input.focus === undefined ? before.focus : input.focus,
        };
        if (input.roomType !== undefined || input.focus !== undefined)
          checkGame(await roomTypesByNumber(tx), view, view.roomType !== before.roomType);
        const [after] = await tx
          .update(games)
          .set({
            ...columnsOf({ ...view, icon: input.icon ?? before.icon, names }),
            enabled: input.enabled ?? before.enabled,
          })
          .where(eq(games.id, before.id))
          .returning();
        await audited(tx, actor, 'site.tile.update', before.id, {
          before: auditShape(before),
          after: auditShape(after!),
        });
        return viewOf(tx, after!);
      });
    },

    /** Deletes a tile the console added; a seeded one is refused (3004): hide it instead. */
    async remove(actor: StaffActor, id: number): Promise<AdminHomeTilesList> {
      await inTransaction(db, async (tx) => {
        const all = await lockAll(tx);
        const before = all.find((row) => row.id === id);
        if (!before) throw notFound('id');
        if (before.origin !== 'console') throw seededTileKept();
        await tx.delete(games).where(eq(games.id, id));
        await audited(tx, actor, 'site.tile.delete', id, {
          before: { ...auditShape(before), sort: before.sort },
        });
      });
      return list();
    },

    /** Puts the tiles in the given order; tiles not named keep their order after them. */
    async reorder(actor: StaffActor, ids: number[]): Promise<AdminHomeTilesList> {
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
        await audited(tx, actor, 'site.tile.reorder', null, {
          before: { order: all.map((row) => row.id) },
          after: { order },
        });
      });
      return list();
    },
  };
}

export type HomeTilesAdminService = ReturnType<typeof createHomeTilesAdminService>;
