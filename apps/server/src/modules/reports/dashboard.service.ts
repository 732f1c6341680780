import {
  DASHBOARD_SERIES_DAYS,
  formatMoney,
  ONLINE_WINDOW_MS,
  type DashboardDay,
  type DashboardOverview,
  type GgrReport,
  type QueueFigure,
  type ReportRangeQuery,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { addDays } from '../../platform/time/local-day.js';
import { emptyTally, figuresOf, tallyBy } from './gaming-figures.js';
import { addMovement, emptyMoney, type MoneyTally } from './movements.js';
import { dayBuckets, resolveRange } from './report-range.js';
import {
  activePlayers,
  balancesByType,
  movementsByDay,
  openStakingPositions,
  pendingQueues,
  playersOnline,
  settledByRoomAndDay,
  settledLinesByRoomAndDay,
  type DayBucket,
  type QueueRow,
} from './reports.queries.js';

export type ReportsDeps = { db: Database; clock: Clock; minorDigits: number; timeZone: string };

const roomKey = (row: { roomId: number }) => String(row.roomId);
const gameKey = (row: { roomType: number }) => String(row.roomType);
const dayRoomKey = (row: { day: string; roomId: number }) => `${row.day}|${row.roomId}`;

/** The settled-bet figures of some days, by room, by game, by day and in total. */
async function gamingOf(db: Database, days: DayBucket[]) {
  const [rooms, lines] = await Promise.all([settledByRoomAndDay(db, days), settledLinesByRoomAndDay(db, days)]);
  return {
    rooms,
    total: tallyBy(rooms, lines, () => 'all', () => 'all').get('all') ?? emptyTally(),
    byRoom: tallyBy(rooms, lines, roomKey, roomKey),
    byGame: tallyBy(rooms, lines, gameKey, gameKey),
    byDay: tallyBy(rooms, lines, (row) => row.day, (row) => row.day),
    byDayRoom: tallyBy(rooms, lines, dayRoomKey, dayRoomKey),
  };
}

async function moneyByDay(db: Database, days: DayBucket[]) {
  const perDay = new Map<string, MoneyTally>(days.map((bucket) => [bucket.day, emptyMoney()]));
  const total = emptyMoney();
  for (const row of await movementsByDay(db, days)) {
    addMovement(perDay.get(row.day)!, row);
    addMovement(total, row);
  }
  return { perDay, total };
}

function queueFigure(row: QueueRow, now: Date): QueueFigure {
  return {
    count: row.count,
    oldestAt: row.oldestAt?.toISOString() ?? null,
    oldestAgeSeconds: row.oldestAt ? Math.max(0, Math.floor((now.getTime() - row.oldestAt.getTime()) / 1000)) : null,
  };
}

/**
 * The dashboard (docs/reports.md): the chosen days' money, settled bets by game and room, staking,
 * players, the queues now, and one point per day for the 30 days ending on the range's last day.
 */
export function createDashboardService(deps: ReportsDeps) {
  const { db, minorDigits, timeZone } = deps;
  const money = (minor: number) => formatMoney(minor, minorDigits);

  async function series(last: { year: number; month: number; day: number }): Promise<DashboardDay[]> {
    const days = dayBuckets(addDays(last, 1 - DASHBOARD_SERIES_DAYS), last, timeZone);
    const [cash, gaming, active] = await Promise.all([moneyByDay(db, days), gamingOf(db, days), activePlayers(db, days)]);
    return days.map(({ day }) => {
      const bets = gaming.byDay.get(day) ?? emptyTally();
      const moved = cash.perDay.get(day)!;
      return {
        day,
        depositsMinor: moved.deposits,
        withdrawalsMinor: moved.withdrawals,
        stakesMinor: bets.stakes,
        payoutsMinor: bets.payouts,
        ggrMinor: bets.stakes - bets.payouts,
        interestPaidMinor: moved.interestPaid,
        stakingInMinor: moved.stakingIn,
        activePlayers: active.perDay.get(day) ?? 0,
      };
    });
  }

  return {
    async overview(input: ReportRangeQuery): Promise<DashboardOverview> {
      const now = deps.clock.now();
      const range = resolveRange(input, now, timeZone);
      const [cash, gaming, active, online, queues, balances, positions, points] = await Promise.all([
        moneyByDay(db, range.days),
        gamingOf(db, range.days),
        activePlayers(db, range.days),
        playersOnline(db, now, ONLINE_WINDOW_MS),
        pendingQueues(db),
        balancesByType(db),
        openStakingPositions(db),
        series(range.last),
      ]);
      const principal = balances
        .filter((row) => row.ownerKind === 'player' && row.type === 'staking')
        .reduce((sum, row) => sum + row.balance, 0);
      const roomInfo = new Map(gaming.rooms.map((row) => [roomKey(row), row]));
      return {
        range: range.view,
        generatedAt: now.toISOString(),
        cashier: {
          deposits: money(cash.total.deposits),
          depositCount: cash.total.depositCount,
          withdrawals: money(cash.total.withdrawals),
          withdrawalCount: cash.total.withdrawalCount,
          adjustments: money(cash.total.adjustments),
        },
        gaming: figuresOf(gaming.total, minorDigits),
        byGame: [...gaming.byGame]
          .map(([key, tally]) => ({ roomType: Number(key), ...figuresOf(tally, minorDigits) }))
          .sort((a, b) => a.roomType - b.roomType),
        byRoom: [...gaming.byRoom]
          .map(([key, tally]) => {
            const room = roomInfo.get(key)!;
            return { roomType: room.roomType, roomId: room.roomId, tab: room.tab, tier: room.tier, ...figuresOf(tally, minorDigits) };
          })
          .sort((a, b) => a.roomId - b.roomId),
        staking: {
          principalOutstanding: money(principal),
          openPositions: positions,
          stakedIn: money(cash.total.stakingIn),
          interestPaid: money(cash.total.interestPaid),
        },
        players: { active: active.total, online, onlineWindowSeconds: ONLINE_WINDOW_MS / 1000 },
        queues: {
          deposits: queueFigure(queues.deposits, now),
          withdrawals: queueFigure(queues.withdrawals, now),
          support: queueFigure(queues.support, now),
        },
        series: points,
      };
    },

    /** Daily GGR by game and room over the range: one row per day and room with settled bets. */
    async ggrReport(input: ReportRangeQuery): Promise<GgrReport> {
      const range = resolveRange(input, deps.clock.now(), timeZone);
      const gaming = await gamingOf(db, range.days);
      const rows = gaming.rooms
        .map((room) => ({
          day: room.day,
          roomType: room.roomType,
          roomId: room.roomId,
          tab: room.tab,
          tier: room.tier,
          ...figuresOf(gaming.byDayRoom.get(dayRoomKey(room))!, minorDigits),
        }))
        .sort((a, b) => a.day.localeCompare(b.day) || a.roomType - b.roomType || a.roomId - b.roomId);
      return { range: range.view, rows, total: figuresOf(gaming.total, minorDigits) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
