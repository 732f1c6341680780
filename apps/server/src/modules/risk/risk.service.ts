import {
  ErrorCode,
  formatMoney,
  RISK_REVIEWERS,
  RISK_SIGNAL_KINDS,
  riskThresholdsSchema,
  type RiskDigest,
  type RiskEvidence,
  type RiskFailureSource,
  type RiskList,
  type RiskListQuery,
  type RiskSignal,
  type RiskSignalKind,
  type RiskThresholds,
  type StaffRole,
} from '@fairround/shared';
import { eq, inArray } from 'drizzle-orm';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { recordAudit } from '../admin/audit.service.js';
import { createSettingsService } from '../settings/settings.service.js';
import { riskPlayers, signalRows, type SignalRow } from './risk.queries.js';
import { riskReviews } from './risk.tables.js';

export const RISK_THRESHOLDS_KEY = 'risk.thresholds';

/** 30 days back; stakes of at least 1× the deposit before a withdrawal; 5 failures in 15 minutes; more than 2 raises in 7 days. */
export const DEFAULT_RISK_THRESHOLDS: RiskThresholds = {
  windowDays: 30,
  turnoverPercent: 100,
  failureBurst: 5,
  failureWindowMinutes: 15,
  limitRaises: 2,
  limitRaiseDays: 7,
};

/** Rows a kind answers at most; more are flagged `truncated` (the oldest are left out). */
export const RISK_ROWS_PER_KIND = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const time = (value: Date | string) => new Date(value).getTime();
const optionalTime = (value: Date | string | null | undefined) => (value ? time(value) : undefined);
const isKind = (value: string): value is RiskSignalKind => (RISK_SIGNAL_KINDS as readonly string[]).includes(value);

const CODE_PREFIXES: Record<string, RiskFailureSource> = {
  register: 'register_code',
  reset: 'reset_code',
  'pay-reset': 'pay_reset_code',
  'phone-change': 'phone_change_code',
};
const ACCOUNT_PREFIXES: Record<string, RiskFailureSource> = {
  ...CODE_PREFIXES,
  '2fa': 'two_factor',
  'pay-password': 'pay_password',
};

const prefixOf = (key: string) => (key.includes(':') ? key.slice(0, key.indexOf(':')) : '');

/**
 * Where a failure key's failures come from, by the throttles' own key prefixes. An address key
 * is a bare IP for logins (IPv6 has colons of its own), else `<purpose>:<ip>`.
 */
function failureSourceOf(scope: string, key: string): RiskFailureSource {
  const prefixes = scope === 'ip' ? CODE_PREFIXES : ACCOUNT_PREFIXES;
  const prefix = prefixOf(key);
  return Object.hasOwn(prefixes, prefix) ? prefixes[prefix]! : 'login';
}

/** A failure key as staff read it: the address, typed name or phone; none when it is a player id (the player is linked). */
function failureKeyShown(scope: string, key: string): string | undefined {
  const prefix = prefixOf(key);
  if (scope === 'ip') return Object.hasOwn(CODE_PREFIXES, prefix) ? key.slice(prefix.length + 1) : key;
  if (['player', '2fa', 'pay-reset', 'phone-change', 'pay-password'].includes(prefix)) return undefined;
  return key.slice(prefix.length + 1);
}

export type RiskDeps = { db: Database; clock: Clock; minorDigits: number };

/**
 * Risk signals for the console: computed on request from stored rows (risk.queries.ts), joined
 * with staff reviews. A review hides a signal while its evidence fingerprint is unchanged.
 */
export function createRiskService({ db, clock, minorDigits }: RiskDeps) {
  const money = (minor: string | null | undefined) => (minor == null ? undefined : formatMoney(Number(minor), minorDigits));

  async function thresholds(executor: Executor = db): Promise<RiskThresholds> {
    const stored = await createSettingsService({ db: executor }).get(
      RISK_THRESHOLDS_KEY,
      riskThresholdsSchema.partial(),
      {},
    );
    return { ...DEFAULT_RISK_THRESHOLDS, ...stored };
  }

  function evidenceOf(kind: RiskSignalKind, row: SignalRow): RiskEvidence {
    const evidence: RiskEvidence = {};
    if (row.ip) evidence.ip = row.ip;
    if (row.user_agent) evidence.userAgent = row.user_agent;
    if (row.destination) evidence.destination = row.destination;
    if (kind === 'quick_withdrawal') {
      Object.assign(evidence, {
        depositAmount: money(row.deposit_amount),
        depositAt: optionalTime(row.deposit_at),
        withdrawalAmount: money(row.withdrawal_amount),
        withdrawalAt: optionalTime(row.withdrawal_at),
        withdrawalStatus: row.withdrawal_status ?? undefined,
        turnover: money(row.turnover),
        requiredTurnover: money(row.required_turnover),
      });
    }
    if (kind === 'shared_withdrawal_account') {
      evidence.withdrawals = Number(row.withdrawals ?? 0);
      evidence.withdrawnAmount = money(row.withdrawn);
    }
    if (kind === 'failure_burst' && row.failure_key && row.failure_scope) {
      evidence.failureSource = failureSourceOf(row.failure_scope, row.failure_key);
      const shown = failureKeyShown(row.failure_scope, row.failure_key);
      if (shown !== undefined) evidence.failureKey = shown;
      evidence.failures = Number(row.failures ?? 0);
      evidence.peakInWindow = Number(row.peak ?? 0);
    }
    if (kind === 'limit_raises') {
      if (row.limit_name) evidence.limit = row.limit_name;
      evidence.raises = Number(row.raises ?? 0);
    }
    if (kind === 'excluded_link' && (row.via === 'ip' || row.via === 'account')) evidence.via = row.via;
    return Object.fromEntries(Object.entries(evidence).filter(([, value]) => value !== undefined)) as RiskEvidence;
  }

  /** Every signal of the asked kinds (reviewed ones too), with the reviews and players filled in. */
  async function compute(kinds: readonly RiskSignalKind[], playerId: string | null) {
    const now = clock.now();
    const settings = await thresholds();
    const input = { now, thresholds: settings, playerId, limit: RISK_ROWS_PER_KIND + 1 };
    // Side by side on PostgreSQL's pool (PGlite, with one connection, runs them in turn).
    const byKind = await Promise.all(kinds.map(async (kind) => [kind, await signalRows(db, kind, input)] as const));
    const truncated = byKind.filter(([, rows]) => rows.length > RISK_ROWS_PER_KIND).map(([kind]) => kind);
    const kept = byKind.flatMap(([kind, rows]) => rows.slice(0, RISK_ROWS_PER_KIND).map((row) => ({ kind, row })));
    const keys = kept.map(({ row }) => row.key);
    const reviews = keys.length === 0 ? [] : await db.select().from(riskReviews).where(inArray(riskReviews.signalKey, keys));
    const reviewByKey = new Map(reviews.map((review) => [review.signalKey, review]));
    const players = new Map(
      (await riskPlayers(db, [...new Set(kept.flatMap(({ row }) => row.player_ids))], now)).map((player) => [player.id, player]),
    );
    const signals: RiskSignal[] = kept.map(({ kind, row }) => {
      const review = reviewByKey.get(row.key);
      return {
        key: row.key,
        kind,
        fingerprint: row.fingerprint,
        players: row.player_ids.map((id) => players.get(id) ?? { id, username: id, excluded: false }),
        playerCount: Number(row.player_count),
        evidence: evidenceOf(kind, row),
        firstSeen: time(row.first_seen),
        lastSeen: time(row.last_seen),
        review: review
          ? {
              note: review.note,
              by: review.reviewedByUsername,
              at: review.reviewedAt.getTime(),
              stale: review.fingerprint !== row.fingerprint,
            }
          : null,
      };
    });
    return { signals, truncated, thresholds: settings, computedAt: now.getTime() };
  }

  const isOpen = (signal: RiskSignal) => signal.review === null || signal.review.stale;

  return {
    thresholds: () => thresholds(),

    /**
     * Replaces every threshold (the owner's form; step-up at the route). Signals computed after
     * it use the new values; audited with the values before and after in the same transaction.
     */
    async updateThresholds(actor: StaffActor, next: RiskThresholds): Promise<RiskThresholds> {
      return db.transaction(async (tx) => {
        const before = await thresholds(tx);
        await createSettingsService({ db: tx }).set(RISK_THRESHOLDS_KEY, next);
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'risk.thresholds.update',
            targetType: 'settings',
            targetId: RISK_THRESHOLDS_KEY,
            before,
            after: next,
            at: clock.now(),
          }),
        );
        return next;
      });
    },

    async list(query: RiskListQuery): Promise<RiskList> {
      const kinds = query.kind ? [query.kind] : RISK_SIGNAL_KINDS;
      const result = await compute(kinds, query.userId ?? null);
      const items = query.includeReviewed ? result.signals : result.signals.filter(isOpen);
      return { items, truncated: result.truncated, thresholds: result.thresholds, computedAt: result.computedAt };
    },

    /** Signals awaiting a review, per kind, and how many of them were seen in the last 24 hours. */
    async digest(): Promise<RiskDigest> {
      const result = await compute(RISK_SIGNAL_KINDS, null);
      const open = result.signals.filter(isOpen);
      const dayAgo = result.computedAt - DAY_MS;
      const countBy = (signals: RiskSignal[]) =>
        Object.fromEntries(RISK_SIGNAL_KINDS.map((kind) => [kind, signals.filter((signal) => signal.kind === kind).length])) as Record<
          RiskSignalKind,
          number
        >;
      return {
        counts: countBy(open),
        lastDay: countBy(open.filter((signal) => signal.lastSeen >= dayAgo)),
        total: open.length,
        truncated: result.truncated,
        computedAt: result.computedAt,
      };
    },

    /**
     * Marks one signal reviewed as it is now: the kind's reviewers only (3100), and only while the
     * signal exists with this very evidence (3101), so a note always speaks of what was seen.
     * Replaces an earlier review of the key; audited in the same transaction.
     */
    async review(actor: StaffActor & { role: StaffRole }, input: { key: string; fingerprint: string; note: string }) {
      const kind = input.key.slice(0, input.key.indexOf(':'));
      if (!isKind(kind)) throw new AppError(ErrorCode.RiskSignalChanged, { field: 'key' });
      if (!RISK_REVIEWERS[kind].includes(actor.role)) throw new AppError(ErrorCode.RiskReviewRoleRefused, { httpStatus: 403 });
      const { signals } = await compute([kind], null);
      const signal = signals.find((candidate) => candidate.key === input.key);
      if (!signal || signal.fingerprint !== input.fingerprint) {
        throw new AppError(ErrorCode.RiskSignalChanged, { field: 'fingerprint' });
      }
      const note = input.note.trim();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(riskReviews).where(eq(riskReviews.signalKey, input.key));
        const row = {
          signalKey: input.key,
          fingerprint: input.fingerprint,
          note,
          reviewedBy: actor.staffId,
          reviewedByUsername: actor.username,
          reviewedAt: now,
        };
        await tx.insert(riskReviews).values(row).onConflictDoUpdate({ target: riskReviews.signalKey, set: row });
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'risk.review',
            targetType: 'risk_signal',
            targetId: input.key,
            before: before ? { fingerprint: before.fingerprint, note: before.note, by: before.reviewedByUsername } : null,
            after: {
              kind,
              fingerprint: input.fingerprint,
              note,
              players: signal.players.map((player) => player.id),
              evidence: signal.evidence,
            },
            at: now,
          }),
        );
      });
      return { key: input.key, fingerprint: input.fingerprint };
    },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
