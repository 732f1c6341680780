import { ROOM_TABS, type GameInfo, type GameTile, type RoomView, type UiLanguage } from '@fairround/shared';
import { requireActivePlayer } from '../../accounts/players.service.js';
import { appliedTiming, diffOf } from '../engine/schedule.js';
import type { RoundsContext } from '../rounds.context.js';
import {
  balanceBelowMinJoin,
  gameNotFound,
  roomIdEmpty,
  roomNotFound,
  tradingStopped,
  vipLevelTooLow,
} from '../rounds.errors.js';
import { createRoundsRepository, type RoomRow } from '../rounds.repository.js';
import { createRoundsViews } from '../rounds.views.js';

/** Result history shown in a room. */
const HISTORY_SIZE = 20;

/** A small positive integer id as clients send it ("1611", 1611); null otherwise. */
export function parseIntId(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The home tiles, the room lists and what a room shows on entry (seed §2, §4). */
export function createRoomsService(
  context: Pick<RoundsContext, 'db' | 'clock' | 'ledger' | 'minorDigits'> &
    Partial<Pick<RoundsContext, 'timing'>>,
) {
  const repository = createRoundsRepository({ db: context.db });
  const views = createRoundsViews(context.minorDigits);

  /** The room behind `roomid`, refused with 1026 / 1057 / 1020 as the seed's client expects. */
  async function openRoom(roomid: string): Promise<RoomRow> {
    if (roomid === '') throw roomIdEmpty();
    const id = parseIntId(roomid);
    const room = id === null ? null : await repository.room(id);
    if (!room) throw roomNotFound();
    const type = await repository.roomType(room.roomType);
    if (!room.enabled || !type?.enabled) throw tradingStopped();
    return room;
  }

  return {
    openRoom,

    /**
     * The home tiles switched on, in the console's order, each with the lowest entry balance of
     * its rooms and the period its rounds are really scheduled with (ROUND_PERIOD_S included).
     * Tiles of a disabled room type, or of one without an open room, are left out.
     */
    async games(language: UiLanguage): Promise<GameTile[]> {
      const entry = new Map<number, number>();
      for (const room of await repository.rooms()) {
        if (!room.enabled) continue;
        entry.set(room.roomType, Math.min(entry.get(room.roomType) ?? Number.MAX_SAFE_INTEGER, room.minJoin));
      }
      const periods = new Map<number, number>();
      for (const type of await repository.roomTypes())
        if (type.enabled) periods.set(type.roomType, appliedTiming(type, context.timing ?? {}).periodS);
      return (await repository.games()).flatMap((game) => {
        const minJoin = entry.get(game.roomType);
        const periodS = periods.get(game.roomType);
        return minJoin === undefined || periodS === undefined
          ? []
          : [views.tile(game, minJoin, periodS, language)];
      });
    },

    /** Rooms of a room type (`type`), optionally one tab (`roomtype`: USDT 1, BTC 2, ETH 3). */
    async rooms(language: UiLanguage, body: { type: string; roomtype: string }): Promise<RoomView[]> {
      const roomType = parseIntId(body.type);
      if (roomType === null || !(await repository.roomType(roomType))) throw gameNotFound('type');
      // A tab that is not one of the seed's (a typo, 331912) lists nothing, as an unparsable one
      // does, rather than reaching the database's small-integer column.
      const asked = body.roomtype === '' ? undefined : parseIntId(body.roomtype);
      const tab = asked === undefined ? undefined : (ROOM_TABS.find((known) => known === asked) ?? -1);
      const round = await repository.currentRound(roomType, context.clock.now());
      const rooms = await repository.rooms({ roomType, tab });
      return rooms.filter((room) => room.enabled).map((room) => views.room(room, language, round));
    },

    /**
     * Entering a room: the current round, the room with this round's odds, time to the draw and
     * the result history. Refused below the room's VIP level (2055) or minimum balance (2004).
     */
    async gameInfo(playerId: string, language: UiLanguage, roomid: string): Promise<GameInfo> {
      const room = await openRoom(roomid);
      const now = context.clock.now();
      // The busiest call of a room screen (every player, every few seconds): its reads go out
      // together instead of one after another; the checks still refuse in the same order.
      const [player, { cash }, round, type, history] = await Promise.all([
        requireActivePlayer(context.db, playerId),
        context.ledger.playerBalances(playerId),
        repository.currentRound(room.roomType, now),
        repository.roomType(room.roomType),
        repository.history(room.roomType, HISTORY_SIZE),
      ]);
      if (player.level < room.minLevel) throw vipLevelTooLow();
      if (cash < room.minJoin) throw balanceBelowMinJoin(room.minJoin);
      return {
        game: round ? views.round(round, cash, now) : null,
        room: views.room(room, language, round),
        diff: round ? diffOf(now, round.drawsAt) : { minute: 0, second: 0 },
        lockSeconds: round
          ? Math.round((round.drawsAt.getTime() - round.locksAt.getTime()) / 1000)
          : (type?.lockS ?? 0),
        serverTime: now.getTime(),
        his: history.map((row) => views.result(row, language)),
      };
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
