import {
  ErrorCode,
  normalizeInvitationCode,
  parseMoney,
  VIP_LEVEL_KEYS,
  vipLevelKey,
  vipLevelsProblem,
  type AdminInvitationsPage,
  type AdminInvitationsQuery,
  type AdminInvitationState,
  type AdminPlayerDetail,
  type AdminPlayersPage,
  type AdminPlayersQuery,
  type AdminPlayerStatusChange,
  type AdminPlayerSummary,
  type AdminVipLevelInput,
  type PlayerStatus,
  type SmsOutbox,
  type VipLevelConfig,
  type VipLevelsResponse,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, invalidField } from '../../platform/errors/app-error.js';
import { recordAudit } from '../admin/audit.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { createInvitationsRepository } from './invitations/invitations.repository.js';
import { createPlayersRepository, type PlayerRow } from './players.repository.js';
import { createSessionsRepository } from './sessions/sessions.repository.js';
import type { PlayerSessionsService } from './sessions/sessions.service.js';
import type { SmsService } from './sms/sms.service.js';
import type { VipService } from './vip/vip.service.js';

export type StaffActor = { staffId: string; username: string; ip: string | null };

const RECENT_SESSIONS = 20;
const RECENT_REFERRALS = 50;

/** A player as staff see it: the full phone, never a password hash. */
function playerSummary(player: PlayerRow, money: (minor: number) => string): AdminPlayerSummary {
  return {
    id: player.id,
    username: player.username,
    nickname: player.nickname,
    quhao: player.quhao,
    phone: player.phone,
    level: player.level,
    levelName: vipLevelKey(player.level),
    turnover: money(player.turnover),
    status: player.status,
    frozenReason: player.frozenReason,
    invitationCode: player.invitationCode,
    referredByCode: player.referredByCode,
    hasPayPassword: player.payPasswordHash !== null,
    createdAt: player.createdAt.toISOString(),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The console's account actions. Every change is written with its audit row in one transaction.
 */
export function createAccountsAdminService(deps: {
  db: Database;
  clock: Clock;
  minorDigits: number;
  sessions: PlayerSessionsService;
  sms: SmsService;
  vip: VipService;
  ledger: LedgerService;
  formatMoney: (minor: number) => string;
}) {
  const { db, clock } = deps;
  const players = createPlayersRepository({ db });

  async function requirePlayer(userId: string): Promise<PlayerRow> {
    const player = await players.findById(userId);
    if (!player) throw new AppError(ErrorCode.NotFound, { field: 'userId' });
    return player;
  }

  async function changeStatus(
    actor: StaffActor,
    userId: string,
    status: PlayerStatus,
    reason: string,
  ): Promise<AdminPlayerStatusChange> {
    await requirePlayer(userId);
    return db.transaction(async (tx) => {
      const before = await createPlayersRepository({ db: tx }).changeStatus(
        userId,
        status,
        status === 'frozen' ? reason : null,
      );
      // Already in that state: nothing changed, so nothing to audit.
      if (!before) return { userId, status, changed: false, sessionsEnded: 0 };
      const sessionsEnded = status === 'frozen' ? await deps.sessions.endAllOf(userId, tx) : 0;
      await recordAudit(tx, {
        actor: { staffId: actor.staffId, username: actor.username },
        ip: actor.ip,
        action: status === 'frozen' ? 'player.freeze' : 'player.unfreeze',
        targetType: 'player',
        targetId: userId,
        before: { status: before.status, frozenReason: before.frozenReason },
        after: { status, reason, sessionsEnded },
      });
      return { userId, status, changed: true, sessionsEnded };
    });
  }

  function parseLevels(input: AdminVipLevelInput[]): VipLevelConfig[] {
    const sorted = [...input].sort((left, right) => left.level - right.level);
    return sorted.map((entry, index) => {
      const threshold = parseMoney(entry.threshold, deps.minorDigits);
      if (!threshold.ok || threshold.minor < 0) throw invalidField(`levels.${index}.threshold`);
      return {
        level: entry.level,
        key: VIP_LEVEL_KEYS[entry.level - 1] ?? 'bronze',
        thresholdMinor: threshold.minor,
        dailyWithdrawals: entry.dailyWithdrawals,
        privileges: entry.privileges ?? ['dailyWithdrawals', 'roomAccess'],
      };
    });
  }

  return {
    async listPlayers(filter: AdminPlayersQuery): Promise<AdminPlayersPage> {
      const { rows, total } = await players.search(filter);
      return {
        // Cash balance per row for the console list: one indexed read each, at most pageSize (100).
        list: await Promise.all(
          rows.map(async (row) => ({
            ...playerSummary(row, deps.formatMoney),
            balance: deps.formatMoney((await deps.ledger.playerBalances(row.id)).cash),
          })),
        ),
        total,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    async getPlayer(userId: string): Promise<AdminPlayerDetail> {
      const player = await requirePlayer(userId);
      const [sessions, referrer, referrals, balances] = await Promise.all([
        createSessionsRepository({ db }).listRecent(userId, RECENT_SESSIONS),
        player.referrerPlayerId ? players.findById(player.referrerPlayerId) : Promise.resolve(null),
        players.listReferrals(userId, RECENT_REFERRALS),
        deps.ledger.playerBalances(userId),
      ]);
      const now = clock.now().getTime();
      return {
        player: playerSummary(player, deps.formatMoney),
        balances: {
          cash: deps.formatMoney(balances.cash),
          withdrawalHold: deps.formatMoney(balances.withdrawalHold),
          betEscrow: deps.formatMoney(balances.betEscrow),
          staking: deps.formatMoney(balances.staking),
        },
        sessions: sessions.map((session) => ({
          id: session.id,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          revokedAt: iso(session.revokedAt),
          live: session.revokedAt === null && session.expiresAt.getTime() > now && player.status === 'active',
          ip: session.ip,
          userAgent: session.userAgent,
        })),
        referrer: referrer ? { id: referrer.id, username: referrer.username } : null,
        referrals: {
          total: referrals.total,
          list: referrals.rows.map((row) => ({
            id: row.id,
            username: row.username,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
          })),
        },
      };
    },

    freeze: (actor: StaffActor, userId: string, reason: string) =>
      changeStatus(actor, userId, 'frozen', reason),
    unfreeze: (actor: StaffActor, userId: string, reason: string) =>
      changeStatus(actor, userId, 'active', reason),

    /**
     * The outbox's messages, with the view audited (who, which filter, how many messages) but
     * never the codes themselves: a code read here could register or reset a player's password.
     */
    async smsOutbox(actor: StaffActor, phone: string | undefined): Promise<SmsOutbox> {
      const outbox = await deps.sms.outbox(phone);
      await recordAudit(db, {
        actor,
        ip: actor.ip,
        action: 'sms.outbox_view',
        targetType: 'sms_outbox',
        targetId: null,
        after: { phone: phone ?? null, provider: outbox.provider, shown: outbox.list.length },
      });
      return outbox;
    },

    async listInvitations(filter: AdminInvitationsQuery): Promise<AdminInvitationsPage> {
      const { rows, total } = await createInvitationsRepository({ db }).list(filter);
      return {
        list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    async createHouseCode(actor: StaffActor, typed: string): Promise<AdminInvitationState> {
      const code = normalizeInvitationCode(typed);
      return db.transaction(async (tx) => {
        const created = await createInvitationsRepository({ db: tx }).insertIfNew({
          code,
          kind: 'house',
          ownerPlayerId: null,
          createdAt: clock.now(),
        });
        if (!created) throw new AppError(ErrorCode.InvitationCodeTaken, { field: 'code' });
        await recordAudit(tx, {
          actor,
          ip: actor.ip,
          action: 'invitation.create',
          targetType: 'invitation_code',
          targetId: code,
          after: { kind: 'house', enabled: true },
        });
        return { code, kind: 'house' as const, enabled: true };
      });
    },

    async setInvitationEnabled(
      actor: StaffActor,
      typed: string,
      enabled: boolean,
    ): Promise<AdminInvitationState> {
      const code = normalizeInvitationCode(typed);
      return db.transaction(async (tx) => {
        const repository = createInvitationsRepository({ db: tx });
        const existing = await repository.find(code);
        if (!existing) throw new AppError(ErrorCode.NotFound, { field: 'code' });
        if (await repository.setEnabled(code, enabled)) {
          await recordAudit(tx, {
            actor,
            ip: actor.ip,
            action: enabled ? 'invitation.enable' : 'invitation.disable',
            targetType: 'invitation_code',
            targetId: code,
            before: { enabled: existing.enabled },
            after: { enabled },
          });
        }
        return { code, kind: existing.kind, enabled };
      });
    },

    async vipLevels(): Promise<VipLevelsResponse> {
      return deps.vip.view(db, null);
    },

    async updateVipLevels(actor: StaffActor, input: AdminVipLevelInput[]): Promise<VipLevelsResponse> {
      const table = parseLevels(input);
      const problem = vipLevelsProblem(table);
      if (problem) throw invalidField(problem);
      await db.transaction(async (tx) => {
        const before = await deps.vip.levels(tx);
        await deps.vip.replaceLevels(tx, table);
        await recordAudit(tx, {
          actor,
          ip: actor.ip,
          action: 'vip.update',
          targetType: 'vip_levels',
          targetId: null,
          before,
          after: table,
        });
      });
      return deps.vip.view(db, null);
    },
  };
}

export type AccountsAdminService = ReturnType<typeof createAccountsAdminService>;
