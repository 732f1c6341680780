import {
  formatMoney,
  formatOdds,
  lateDrawSeconds,
  roomTitle,
  winningOptions,
  type GameTile,
  type RoomView,
  type RoundResult,
  type RoundResultView,
  type RoundView,
  type UiLanguage,
} from '@fairround/shared';
import { optionLabel, ratesFor } from './rounds.context.js';
import type { GameRow, RoomRow, RoundRow } from './rounds.repository.js';

/** Rows → the wire shapes of shared `game-schemas.ts` (money as decimal strings, odds "1.98"). */
export function createRoundsViews(minorDigits: number) {
  const money = (minor: number) => formatMoney(minor, minorDigits);

  /** A home tile; `periodS` is its room type's period as the engine schedules it. */
  function tile(row: GameRow, minJoin: number, periodS: number, language: UiLanguage): GameTile {
    const names = { vi: row.nameVi, en: row.nameEn, chs: row.nameChs, cht: row.nameCht };
    const name = { vi: names.vi, 'en-US': names.en, 'zh-CN': names.chs, 'zh-TW': names.cht }[language];
    return {
      id: row.id,
      type: row.kind === 2 ? 2 : 1,
      roomtype: row.roomType,
      minjoin: money(minJoin),
      icon: row.icon,
      names,
      name,
      focus: row.focus ?? null,
      periodS,
    };
  }

  /** A room with the odds of `round` (the pending odds once they apply to it). */
  function room(row: RoomRow, language: UiLanguage, round: Pick<RoundRow, 'opensAt'> | null): RoomView {
    const view: RoomView = {
      id: row.id,
      // Game and tier, never the tab's currency word: every balance is in dollars (issue #24).
      title: roomTitle(language, row.roomType, row.tier),
      tier: row.tier,
      tab: row.tab,
      type: row.roomType,
      minjoin: money(row.minJoin),
      minbuy: money(row.minBuy),
      minLevel: row.minLevel,
      enabled: row.enabled,
    };
    // The seed's flat `rate0`, `rate1`, … fields, one per option.
    const rates = ratesFor(row, round).map((odds, index) => [`rate${index}`, formatOdds(odds)]);
    return Object.assign(view, Object.fromEntries(rates));
  }

  function result(row: RoundRow, language: UiLanguage): RoundResultView {
    const drawn = (row.result as RoundResult | null) ?? null;
    const wins = drawn ? winningOptions(drawn) : [];
    const digits = drawn?.kind === 'digits' ? drawn : null;
    return {
      seqno: row.seqno,
      gametype: row.roomType,
      num1: digits ? digits.nums[0] : null,
      num2: digits ? digits.nums[1] : null,
      num3: digits ? digits.nums[2] : null,
      sum: digits ? digits.sum : null,
      order: drawn?.kind === 'race' ? drawn.order : null,
      wins,
      resultcn: wins.map((option) => optionLabel(language, row.roomType, option)).join(' '),
      drawsAt: row.drawsAt.getTime(),
      lateBySeconds: lateDrawSeconds(row.drawsAt, row.drawnAt),
    };
  }

  /** The current round at `now`: a round is open only from its `opensAt` (issue #24). */
  function round(row: RoundRow, cash: number, now: Date): RoundView {
    return {
      id: row.id,
      seqno: row.seqno,
      gametype: row.roomType,
      state: row.state === 'open' && now < row.opensAt ? 'upcoming' : row.state,
      opensAt: row.opensAt.getTime(),
      locksAt: row.locksAt.getTime(),
      drawsAt: row.drawsAt.getTime(),
      chainId: row.chainId,
      n: row.n,
      initmoney: money(cash),
    };
  }

  return { money, tile, room, result, round };
}

export type RoundsViews = ReturnType<typeof createRoundsViews>;
