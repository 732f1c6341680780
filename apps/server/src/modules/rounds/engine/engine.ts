import type { Clock } from '../../../platform/clock.js';
import type { Database, Leadership } from '../../../platform/db/database.js';
import type { Metrics } from '../../../platform/metrics/metrics.js';
import type { VipService } from '../../accounts/vip/vip.service.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import type { RoundsEvents } from '../rounds.events.js';
import { lockRoundsBetting } from '../rounds.locks.js';
import { createRoundsRepository, type RoundRow } from '../rounds.repository.js';
import { effectiveTiming, type TimingOverrides } from './schedule.js';
import { scheduleRoomType } from './scheduler.js';
import { drawAndSettle, type RoundSettlement } from './settlement.js';

export type EngineLogger = { info(object: object, message: string): void; error(object: object, message: string): void };

export type RoundsEngineDeps = {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  vip: VipService;
  events: RoundsEvents;
  timing: TimingOverrides;
  timeZone: string;
  logger?: EngineLogger;
  /** Which instance runs the timer; without one, this instance always does (tests, PGlite). */
  leadership?: Leadership;
  /** Where settlement durations and counts are recorded (the app's /metrics). */
  metrics?: Pick<Metrics, 'settlementDuration' | 'settledOrders'>;
};

export type TickReport = { created: number; locked: number; settled: RoundSettlement[]; opened: number };

/** Rounds that exist past `now` at all times: the current one and the next. */
const ROUNDS_AHEAD = 2;
/** Publish the next chain while the current one still has this many elements left. */
const CHAIN_RESERVE = 50;
const TICK_MS = 1_000;

const quietLogger: EngineLogger = { info: () => {}, error: () => {} };

/**
 * The round engine. Each tick: create rounds ahead (and publish chains) per enabled room type,
 * lock rounds whose lock time came, draw and settle rounds whose draw time came (overdue ones on
 * the first tick after a restart), and announce rounds that opened. Every step is a conditional
 * database transition, so any number of instances may tick at once; the timer only decides how
 * soon things happen, never whether they happen twice. Events go out after each commit.
 */
export function createRoundsEngine(deps: RoundsEngineDeps) {
  const logger = deps.logger ?? quietLogger;
  /** Per room type: when scheduling is next needed and the last round announced as open. */
  const scheduleAgainAt = new Map<number, number>();
  const announced = new Map<number, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickReport> | null = null;
  /** The timer's current pass (asking for leadership, then ticking), awaited by `stop`. */
  let pass: Promise<void> | null = null;

  async function scheduleDue(now: Date): Promise<number> {
    const repository = createRoundsRepository({ db: deps.db });
    let created = 0;
    for (const type of await repository.roomTypes()) {
      if (!type.enabled) continue;
      if ((scheduleAgainAt.get(type.roomType) ?? 0) > now.getTime()) continue;
      let result: Awaited<ReturnType<typeof scheduleRoomType>>;
      try {
        result = await scheduleRoomType(deps.db, type.roomType, effectiveTiming(type, deps.timing), type.chainLength, now, {
          roundsAhead: ROUNDS_AHEAD,
          chainReserve: CHAIN_RESERVE,
          timeZone: deps.timeZone,
        });
      } catch (error) {
        // One room type's bad timing or a lost race must not stop the others.
        logger.error({ err: error, roomType: type.roomType }, 'scheduling rounds failed');
        continue;
      }
      created += result.created.length;
      for (const chain of result.publishedChains) {
        logger.info({ roomType: chain.roomType, chainId: chain.id, length: chain.length }, 'fairness chain published');
      }
      const current = await repository.currentRound(type.roomType, now);
      // Nothing to schedule until the current round draws (then one more is needed ahead).
      scheduleAgainAt.set(type.roomType, current ? current.drawsAt.getTime() : now.getTime() + TICK_MS);
    }
    return created;
  }

  async function announceOpen(now: Date): Promise<number> {
    const repository = createRoundsRepository({ db: deps.db });
    let opened = 0;
    for (const type of await repository.roomTypes()) {
      const current = await repository.currentRound(type.roomType, now);
      if (!current || current.state !== 'open' || current.opensAt > now) continue;
      if (announced.get(type.roomType) === current.id) continue;
      announced.set(type.roomType, current.id);
      await deps.events.round(current, 'open');
      opened += 1;
    }
    return opened;
  }

  async function publishSettlement(settlement: RoundSettlement): Promise<void> {
    const { round } = settlement;
    await deps.events.round(round, 'drawn');
    await deps.events.round(round, 'settled');
    for (const [playerId, { cash, award }] of settlement.players) {
      await deps.events.balance(playerId, 'settlement', cash, { roundId: round.id, award });
    }
  }

  /**
   * Moves every open round whose lock time has come to `locked`, each under its betting lock
   * taken exclusive (`rounds.locks.ts`): orders still in flight in those rounds finish first.
   */
  async function lockDue(now: Date): Promise<RoundRow[]> {
    const due = await createRoundsRepository({ db: deps.db }).lockDueIds(now);
    if (due.length === 0) return [];
    return deps.db.transaction(async (tx) => {
      await lockRoundsBetting(tx, due);
      return createRoundsRepository({ db: tx }).lockDue(due, now);
    });
  }

  /** Draws and settles one due round; null when another instance has it or it failed (retried next tick). */
  async function settleDue(round: RoundRow): Promise<RoundSettlement | null> {
    const startedMs = performance.now();
    let settlement: RoundSettlement | null;
    try {
      settlement = await drawAndSettle(deps, round.id, { skipIfBusy: true });
    } catch (error) {
      // Rolled back as a whole; the next tick tries again.
      logger.error({ err: error, roundId: round.id }, 'settling a round failed');
      return null;
    }
    if (!settlement) return null;
    const durationMs = performance.now() - startedMs;
    const labels = { room_type: String(round.roomType) };
    deps.metrics?.settlementDuration.observe(labels, durationMs / 1000);
    deps.metrics?.settledOrders.inc(labels, settlement.orderCount);
    logger.info({ roomType: round.roomType, seqno: round.seqno, orders: settlement.orderCount, durationMs: Math.round(durationMs) }, 'round settled');
    await publishSettlement(settlement);
    return settlement;
  }

  /**
   * One pass of the engine at the clock's time; tests call it directly instead of the timer.
   * Locking and settling come first, so a draw is paid before any scheduling work; rounds of
   * different room types settle side by side (each its own transaction), one type's rounds in
   * draw order.
   */
  async function tick(): Promise<TickReport> {
    const now = deps.clock.now();
    const repository = createRoundsRepository({ db: deps.db });
    const locked = await lockDue(now);
    for (const round of locked) await deps.events.round(round, 'locked');
    const dueByType = new Map<number, RoundRow[]>();
    for (const round of await repository.dueRounds(now)) {
      if (round.drawsAt > now) continue;
      dueByType.set(round.roomType, [...(dueByType.get(round.roomType) ?? []), round]);
    }
    const perType = await Promise.all(
      [...dueByType.values()].map(async (due) => {
        const settledOfType: RoundSettlement[] = [];
        for (const round of due) {
          const settlement = await settleDue(round);
          if (settlement) settledOfType.push(settlement);
        }
        return settledOfType;
      }),
    );
    const created = await scheduleDue(now);
    const opened = await announceOpen(now);
    return { created, locked: locked.length, settled: perType.flat(), opened };
  }

  /** How long the timer waits: until the next lock or draw, at most a tick, never negative. */
  async function delayUntilNextDue(): Promise<number> {
    const now = deps.clock.now();
    const next = await createRoundsRepository({ db: deps.db }).nextDueAt(now);
    if (!next) return TICK_MS;
    return Math.max(0, Math.min(TICK_MS, next.getTime() - now.getTime()));
  }

  /** Runs ticks one at a time: a slow tick (a big settlement) delays the next, never overlaps it. */
  function runTick(): Promise<TickReport> {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    tick: runTick,

    /**
     * Starts the timer; the first tick runs at once (drawing and settling overdue rounds). Only
     * the instance holding the leadership ticks, so events go out once; the others keep asking
     * and take over within a tick when the leader stops or loses its database connection.
     * Correctness never depends on this: every step is a conditional transition anyway.
     */
    start(): void {
      if (timer) return;
      const leadership = deps.leadership;
      const tickIfLeader = async () => {
        if (leadership && !(await leadership.acquire())) return;
        await runTick();
      };
      const loop = () => {
        let delayMs = TICK_MS;
        pass = tickIfLeader()
          .then(async () => {
            delayMs = await delayUntilNextDue();
          })
          .catch((error: unknown) => logger.error({ err: error }, 'round engine tick failed'))
          .finally(() => {
            pass = null;
            if (timer) timer = setTimeout(loop, delayMs);
          });
      };
      timer = setTimeout(loop, 0);
    },

    /** Stops the timer, waits for a tick in progress to finish and gives up the leadership. */
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
      await running?.catch(() => undefined);
      await deps.leadership?.release();
    },

    /** Forgets the per-instance caches (tests that reset the database between cases). */
    reset(): void {
      scheduleAgainAt.clear();
      announced.clear();
    },
  };
}

export type RoundsEngine = ReturnType<typeof createRoundsEngine>;
