import {
  accountsAdminEndpoints,
  adminEndpoints,
  cashierAdminEndpoints,
  stakingAdminEndpoints,
  vipLevelKey,
  type ExportFilters,
  type ExportKind,
} from '@fairround/shared';
import type { CsvValue } from '../../platform/csv/csv.js';
import type { Executor } from '../../platform/db/database.js';
import type { KeysetCursor } from '../../platform/db/keyset.js';
import { playersExportPage } from '../accounts/players-export.queries.js';
import { auditExportPage } from '../admin/audit-export.queries.js';
import { depositsExportPage, withdrawalsExportPage } from '../cashier/cashier-export.queries.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { positionsExportPage } from '../staking/staking-export.queries.js';

/** Where a page of rows continues: the last row's sort key (for the audit log, its id alone). */
export type ExportCursor = KeysetCursor;
export type ExportPage = { rows: CsvValue[][]; last: ExportCursor | null };

/**
 * One kind of export: the list route whose roles it takes (read from the route catalogue at boot,
 * so the two cannot drift), its CSV header, and a reader of one page after a cursor, newest first
 * like the list, by keyset through the owning module's read-only queries.
 */
export type ExportSource<K extends ExportKind> = {
  listPath: string;
  header: readonly string[];
  page: (filters: ExportFilters<K>, after: ExportCursor | null, limit: number) => Promise<ExportPage>;
};
export type ExportSources = { [K in ExportKind]: ExportSource<K> };

export type ExportSourceDeps = {
  db: Executor;
  ledger: Pick<LedgerService, 'cashBalances'>;
  /** Minor units as the decimal string the screens show. */
  money: (minor: number) => string;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const blank = (text: string | undefined) => (text && text.trim() !== '' ? text : undefined);

export function createExportSources({ db, ledger, money }: ExportSourceDeps): ExportSources {
  return {
    players: {
      listPath: accountsAdminEndpoints.listPlayers.path,
      header: [
        'id', 'username', 'nickname', 'quhao', 'phone', 'level', 'level_name', 'status', 'frozen_reason',
        'invitation_code', 'referred_by_code', 'turnover', 'balance', 'created_at',
      ],
      async page(filters, cursor, limit) {
        const page = await playersExportPage(db, filters, cursor, limit);
        const cash = await ledger.cashBalances(page.players.map((player) => player.id));
        return {
          rows: page.players.map((player) => [
            player.id, player.username, player.nickname, player.quhao, player.phone, player.level,
            vipLevelKey(player.level), player.status, player.frozenReason, player.invitationCode,
            player.referredByCode, money(player.turnover), money(cash.get(player.id) ?? 0),
            player.createdAt.toISOString(),
          ]),
          last: page.last,
        };
      },
    },
    deposits: {
      listPath: cashierAdminEndpoints.deposits.path,
      header: [
        'id', 'reference', 'user_id', 'username', 'amount', 'status', 'method_id', 'payer_name', 'tx_hash',
        'reason', 'turnover_required', 'created_at', 'resolved_at', 'resolved_by',
      ],
      async page(filters, cursor, limit) {
        const { rows, last } = await depositsExportPage(db, filters, cursor, limit);
        return {
          rows: rows.map(({ deposit, username }) => [
            deposit.id, deposit.reference, deposit.playerId, username, money(deposit.amount), deposit.status,
            deposit.methodId, deposit.payerName, deposit.txHash, deposit.reason, money(deposit.turnoverRequired),
            iso(deposit.createdAt), iso(deposit.resolvedAt), deposit.resolvedByUsername,
          ]),
          last,
        };
      },
    },
    withdrawals: {
      listPath: cashierAdminEndpoints.withdrawals.path,
      header: [
        'id', 'user_id', 'username', 'amount', 'status', 'account_type', 'bank', 'account', 'holder_name',
        'address', 'reason', 'payout_reference', 'first_approved_by', 'first_approved_at', 'created_at',
        'resolved_at', 'resolved_by',
      ],
      async page(filters, cursor, limit) {
        const { rows, last } = await withdrawalsExportPage(db, filters, cursor, limit);
        return {
          rows: rows.map(({ withdrawal: w, account, username }) => [
            w.id, w.playerId, username, money(w.amount), w.status, account?.type ?? null, account?.bank ?? null,
            account?.account ?? null, account?.holderName ?? null, account?.address ?? null, w.reason,
            w.payoutReference, w.firstApproverUsername, iso(w.firstApprovedAt), iso(w.createdAt),
            iso(w.resolvedAt), w.resolvedByUsername,
          ]),
          last,
        };
      },
    },
    'staking-positions': {
      listPath: stakingAdminEndpoints.positions.path,
      header: [
        'id', 'user_id', 'username', 'tier_id', 'principal', 'daily_rate_bps', 'period_days', 'total_interest',
        'interest_paid', 'days_paid', 'status', 'opened_at', 'matures_at', 'matured_at',
      ],
      async page(filters, cursor, limit) {
        const { rows, last } = await positionsExportPage(db, filters, cursor, limit);
        return {
          rows: rows.map(({ position: p, username }) => [
            p.id, p.playerId, username, p.tierId, money(p.principal), p.dailyRateBps, p.periodDays,
            money(p.totalInterest), money(p.interestPaid), p.daysPaid, p.status, iso(p.openedAt),
            iso(p.maturesAt), iso(p.maturedAt),
          ]),
          last,
        };
      },
    },
    audit: {
      listPath: adminEndpoints.auditList.path,
      header: ['id', 'at', 'actor_staff_id', 'actor_username', 'ip', 'action', 'target_type', 'target_id', 'before', 'after'],
      async page(filters, cursor, limit) {
        const auditFilters = {
          action: blank(filters.action),
          actor: blank(filters.actor),
          targetType: blank(filters.targetType),
          targetId: blank(filters.targetId),
          from: filters.from ? new Date(filters.from) : undefined,
          to: filters.to ? new Date(filters.to) : undefined,
        };
        const rows = await auditExportPage(db, auditFilters, cursor ? Number(cursor.id) : null, limit);
        return {
          rows: rows.map((row) => [
            row.id, row.at.toISOString(), row.actorStaffId, row.actorUsername, row.ip, row.action,
            row.targetType, row.targetId, json(row.before), json(row.after),
          ]),
          last: rows.length > 0 ? { at: '', id: String(rows.at(-1)!.id) } : null,
        };
      },
    },
  };
}
