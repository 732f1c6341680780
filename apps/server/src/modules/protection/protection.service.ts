import { randomUUID } from 'node:crypto';
import {
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  exclusionKindOf,
  formatMoney,
  HELP_LINKS_MAX,
  helpLinkSchema,
  type ExclusionDuration,
  type ExclusionView,
  type HelpLink,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type ProtectionConsoleView,
  type ProtectionState,
  type SessionView,
} from '@fairround/shared';
import { z } from 'zod';
import { verifyPassword } from '../../platform/credentials/password-hash.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { SessionRequiredError } from '../../platform/errors/app-error.js';
import { findPlayer } from '../accounts/players.service.js';
import {
  recentSessionsOf,
  revokeOtherSessions,
  sessionStartedAt,
} from '../accounts/sessions/sessions.service.js';
import { lockPlayerCashier } from '../cashier/cashier.players.js';
import { parsePositiveAmount } from '../../platform/errors/input-errors.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { createSettingsService } from '../settings/settings.service.js';
import { exclusionEnd, limitInForce, nextLimit, pendingChangeOf, remainingUnder } from './limits.rules.js';
import { passwordWrong, realityCheckInterval } from './protection.errors.js';
import { createProtectionGuards, startsOf, windowsAt, type ProtectionDeps } from './protection.guards.js';
import {
  createProtectionRepository,
  type ExclusionRow,
  type LimitRow,
  type UsageByPeriod,
} from './protection.repository.js';

export const HELP_LINKS_KEY = 'protection.helpLinks';

/**
 * Independent, free help organisations with multilingual services; the operator can replace
 * them in the console (`protection/helpLinks`). Web addresses only: no phone numbers invented.
 */
export const DEFAULT_HELP_LINKS: HelpLink[] = [
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
];
export const helpLinksSchema = z.array(helpLinkSchema).max(HELP_LINKS_MAX);

export type SetLimitInput = { kind: LimitKind; period: LimitPeriod; amount?: string | number | null };

/**
 * Player protection (PRODUCT.md §9): the player's limits, reality check, time-out and
 * self-exclusion, and the state screens and the console read. The checks themselves live in
 * `protection.guards.ts`, called by the cashier and the rounds inside their transactions.
 */
export function createProtectionService(deps: ProtectionDeps & { db: Database }) {
  const { db, clock, timeZone, minorDigits } = deps;
  const money = (minor: number) => formatMoney(minor, minorDigits);
  const guards = createProtectionGuards(deps);

  function limitViews(rows: LimitRow[], kind: LimitKind, used: UsageByPeriod, resets: Record<LimitPeriod, Date>, now: Date): LimitView[] {
    return LIMIT_PERIODS.map((period) => {
      const row = rows.find((candidate) => candidate.kind === kind && candidate.period === period) ?? null;
      const amount = limitInForce(row, now);
      const pending = pendingChangeOf(row, now);
      return {
        period,
        amount: amount === null ? null : money(amount),
        pending: pending ? { amount: pending.amount === null ? null : money(pending.amount), effectiveAt: pending.effectiveAt.getTime() } : null,
        used: money(Math.max(0, used[period])),
        remaining: amount === null ? null : money(remainingUnder(amount, used[period])),
        resetsAt: resets[period].getTime(),
      };
    });
  }

  const exclusionView = (row: ExclusionRow): ExclusionView => ({
    kind: row.kind,
    duration: row.duration,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
  });

  async function helpLinks(executor: Executor = db): Promise<HelpLink[]> {
    return createSettingsService({ db: executor }).get(HELP_LINKS_KEY, helpLinksSchema, DEFAULT_HELP_LINKS);
  }

  async function sessionStart(executor: Executor, sessionId: string): Promise<Date> {
    const startedAt = await sessionStartedAt(executor, sessionId);
    if (!startedAt) throw new SessionRequiredError();
    return startedAt;
  }

  async function session(playerId: string, sessionId: string, executor: Executor = db): Promise<SessionView> {
    const repository = createProtectionRepository({ db: executor });
    const startedAt = await sessionStart(executor, sessionId);
    const [netResult, settings] = await Promise.all([repository.netResultSince(playerId, startedAt), repository.settingsOf(playerId)]);
    return {
      startedAt: startedAt.getTime(),
      serverNow: clock.now().getTime(),
      netResult: money(netResult),
      realityCheckMinutes: settings?.realityCheckMinutes ?? 0,
    };
  }

  /** Limits with their use in the current periods, pending changes and the exclusion in force. */
  async function limitsAndExclusion(executor: Executor, playerId: string) {
    const now = clock.now();
    const repository = createProtectionRepository({ db: executor });
    const windows = windowsAt(now, timeZone);
    const starts = startsOf(windows);
    const [rows, deposits, losses, exclusions] = await Promise.all([
      repository.limitsOf(playerId),
      repository.depositUsage(playerId, starts),
      repository.lossUsage(playerId, starts),
      repository.exclusionsOf(playerId),
    ]);
    const resets = { day: windows.day.to, week: windows.week.to, month: windows.month.to };
    const depositUsed = { day: deposits.day + deposits.pending, week: deposits.week + deposits.pending, month: deposits.month + deposits.pending };
    const active = exclusions[0] && exclusions[0].endsAt > now ? exclusions[0] : null;
    return {
      rows,
      exclusions,
      limits: { deposit: limitViews(rows, 'deposit', depositUsed, resets, now), loss: limitViews(rows, 'loss', losses, resets, now) },
      exclusion: active ? exclusionView(active) : null,
    };
  }

  async function state(playerId: string, sessionId: string): Promise<ProtectionState> {
    const [current, sessionView, settings, links] = await Promise.all([
      limitsAndExclusion(db, playerId),
      session(playerId, sessionId),
      createProtectionRepository({ db }).settingsOf(playerId),
      helpLinks(),
    ]);
    return {
      limits: current.limits,
      realityCheckMinutes: sessionView.realityCheckMinutes,
      exclusion: current.exclusion,
      session: sessionView,
      limitsOffered: Boolean(settings?.limitsOfferedAt) || current.rows.length > 0,
      timeZone,
      helpLinks: links,
    };
  }

  /** Sets or removes one limit under the 24 h rule; serialised with the player's deposits. */
  async function setLimit(playerId: string, sessionId: string, input: SetLimitInput): Promise<ProtectionState> {
    const requested = input.amount === null || input.amount === undefined || input.amount === '' ? null : parsePositiveAmount(input.amount, minorDigits, 'amount');
    await inTransaction(db, async (tx) => {
      await lockPlayerCashier(tx, playerId);
      const repository = createProtectionRepository({ db: tx });
      const current = (await repository.limitsOf(playerId)).find((row) => row.kind === input.kind && row.period === input.period) ?? null;
      const now = clock.now();
      const next = nextLimit(current, requested, now);
      await repository.saveLimit(playerId, input.kind, input.period, next, now);
      // A raise or removal waits 24 h (pendingAt set); each request is kept for the risk signals.
      if (next.pendingAt !== null && next.amount !== null) {
        await repository.recordRaise(playerId, input.kind, input.period, next.amount, next.pendingAmount, now);
      }
      await repository.saveSettings(playerId, { limitsOfferedAt: now }, now);
    });
    return state(playerId, sessionId);
  }

  async function setRealityCheck(playerId: string, sessionId: string, minutes: number): Promise<ProtectionState> {
    if (!(REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)) throw realityCheckInterval();
    await createProtectionRepository({ db }).saveSettings(playerId, { realityCheckMinutes: minutes }, clock.now());
    return state(playerId, sessionId);
  }

  async function skipLimitsOffer(playerId: string, sessionId: string): Promise<ProtectionState> {
    const now = clock.now();
    await createProtectionRepository({ db }).saveSettings(playerId, { limitsOfferedAt: now }, now);
    return state(playerId, sessionId);
  }

  /**
   * A time-out or self-exclusion, confirmed with the login password: effective at once, every
   * other session of the player ends with it. Nothing lifts it; a longer one may be added.
   */
  async function exclude(playerId: string, sessionId: string, input: { duration: ExclusionDuration; password: string }): Promise<ProtectionState> {
    const player = await findPlayer(db, playerId);
    if (!player) throw new SessionRequiredError();
    if (!(await verifyPassword(player.passwordHash, input.password))) throw passwordWrong();
    await inTransaction(db, async (tx) => {
      const now = clock.now();
      await createProtectionRepository({ db: tx }).addExclusion({
        id: randomUUID(),
        playerId,
        kind: exclusionKindOf(input.duration),
        duration: input.duration,
        startsAt: now,
        endsAt: exclusionEnd(input.duration, now),
      });
      await revokeOtherSessions(tx, playerId, now, sessionId);
    });
    return state(playerId, sessionId);
  }

  /** The console's read of a player: limits with pending changes, every exclusion, recent sessions. */
  async function consoleView(playerId: string): Promise<ProtectionConsoleView> {
    const [current, settings, sessions] = await Promise.all([
      limitsAndExclusion(db, playerId),
      createProtectionRepository({ db }).settingsOf(playerId),
      recentSessionsOf(db, playerId, 20),
    ]);
    return {
      limits: current.limits,
      exclusion: current.exclusion,
      exclusions: current.exclusions.map(exclusionView),
      realityCheckMinutes: settings?.realityCheckMinutes ?? 0,
      timeZone,
      sessions: sessions.map((row) => ({
        startedAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
        endedAt: row.revokedAt?.getTime() ?? null,
        ip: row.ip,
      })),
    };
  }

  return { guards, state, session, setLimit, setRealityCheck, skipLimitsOffer, exclude, consoleView, helpLinks };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
