import { CATALOGUES, formatMoney, formatOdds, isRaceRoomType, optionKeysOf, ownValue, type UiLanguage } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../platform/clock.js';
import { queryRows, type Database, type Executor } from '../../platform/db/database.js';
import type { Realtime } from '../../platform/ws/realtime.js';
import type { VipService } from '../accounts/vip/vip.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { TimingOverrides } from './engine/schedule.js';
import type { RoomRow, RoundRow } from './rounds.repository.js';

/** What the rounds module's services share. */
export type RoundsContext = {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  vip: VipService;
  realtime: Realtime;
  minorDigits: number;
  timeZone: string;
  timing: TimingOverrides;
};

/**
 * The time that decides whether an order is before the lock. In production the database's
 * clock (one clock for every instance); tests inject a clock and the engine follows it.
 */
export async function boundaryNow(context: Pick<RoundsContext, 'clock'>, tx: Executor): Promise<Date> {
  if (context.clock !== systemClock) return context.clock.now();
  const [row] = await queryRows<{ now: string | Date }>(tx, sql`select clock_timestamp() as now`);
  return new Date(row!.now);
}

/** The boundary time from the database's clock read in the caller's statement (or the test clock). */
export function boundaryAt(context: Pick<RoundsContext, 'clock'>, databaseNow: Date): Date {
  return context.clock === systemClock ? databaseNow : context.clock.now();
}

/**
 * The odds a round is played at in a room: odds the console changed apply only to rounds that
 * open at or after the change took effect, so a round already open keeps its odds.
 */
export function ratesFor(room: Pick<RoomRow, 'rates' | 'pendingRates' | 'pendingFrom'>, round: Pick<RoundRow, 'opensAt'> | null): number[] {
  if (room.pendingRates && room.pendingFrom && round && round.opensAt >= room.pendingFrom) return room.pendingRates;
  return room.rates;
}

/** The option's name in a language ("Big Odd", "大单"). */
export function optionLabel(language: UiLanguage, roomType: number, option: number): string {
  const texts = CATALOGUES[language].game;
  const key = optionKeysOf(roomType)[option];
  if (key === undefined) return String(option);
  const label = isRaceRoomType(roomType) ? ownValue(texts.raceOptions, key) : ownValue(texts.digitOptions, key);
  return label ?? String(option);
}

/** Other players' names in public feeds: first and last character only ("a***9"). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars.at(-1)}`;
}

export const moneyOf = (minorDigits: number) => (minor: number) => formatMoney(minor, minorDigits);
export const oddsText = formatOdds;
