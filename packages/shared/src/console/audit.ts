import { z } from 'zod';

/**
 * What the audit log records changes of (`audit_log.target_type`), in the order the console's
 * filter offers them. The console names each one; the server adds a readable name per row.
 */
export const AUDIT_TARGET_TYPES = [
  'player',
  'deposit',
  'withdrawal',
  'room',
  'room_type',
  'fairness_chain',
  'article',
  'banner',
  'home_tile',
  'settings',
  'support_conversation',
  'broadcast',
  'invitation_code',
  'vip_levels',
  'staking',
  'staking_tier',
  'staff_user',
  'staff_session',
  'export',
  'risk_signal',
  'verification',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The longest text of an audit filter (action, actor, target type) and of a target id. */
export const AUDIT_FILTER_MAX = 64;
export const AUDIT_TARGET_ID_MAX = 128;

/**
 * `POST /api/admin/audit/list`: newest first, a page at a time. `action` matches actions starting
 * with it (`staff.` lists every staff action), `actor` a staff username in any case; `from` and
 * `to` are ISO times with an offset.
 */
export const adminAuditListBodyShape = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  action: z.string().max(AUDIT_FILTER_MAX).optional(),
  actor: z.string().max(AUDIT_FILTER_MAX).optional(),
  targetType: z.string().max(AUDIT_FILTER_MAX).optional(),
  targetId: z.string().max(AUDIT_TARGET_ID_MAX).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};
export type AuditListQuery = z.output<z.ZodObject<typeof adminAuditListBodyShape>>;
/** The filters of an audit query: everything but the page. */
export type AuditListFilters = Omit<AuditListQuery, 'page' | 'pageSize'>;

/** One audit row as `/api/admin/audit/list` answers it. */
export const auditListRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorStaffId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target's name when it can be read (player username, room or article title), else null. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditListRow = z.infer<typeof auditListRowSchema>;

export const auditListPageSchema = z.object({
  items: z.array(auditListRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditListPage = z.infer<typeof auditListPageSchema>;

/**
 * Every action code the server records (`recordAudit` calls), so the console can filter by a
 * label instead of a typed code. Each has a label under `admin.actions` (code with `_` for `.`).
 */
export const AUDIT_ACTIONS = [
  'staff.bootstrap_owner',
  'staff.login',
  'staff.logout',
  'staff.2fa_setup',
  'staff.2fa_enable',
  'staff.create',
  'staff.disable',
  'staff.enable',
  'staff.role_change',
  'staff.password_reset',
  'staff.password_changed',
  'staff.2fa_reset',
  'staff.sessions_end',
  'player.freeze',
  'player.unfreeze',
  'player.pay_password_code_sent',
  'player.pay_password_recovered',
  'player.nickname_change',
  'player.phone_change',
  'player.2fa_enable',
  'player.2fa_disable',
  'player.2fa_locked',
  'sms.outbox_view',
  'player.adjust',
  'deposit.approve',
  'deposit.reject',
  'deposit.cancel',
  'withdrawal.approve_first',
  'withdrawal.pay',
  'withdrawal.reject',
  'cashier.config.update',
  'cashier.methods.update',
  'invitation.create',
  'invitation.enable',
  'invitation.disable',
  'vip.update',
  'rounds.room_type.update',
  'rounds.room.update',
  'rounds.chain.publish',
  'content.article.create',
  'content.article.update',
  'content.article.publish',
  'content.article.unpublish',
  'site.banner.create',
  'site.banner.update',
  'site.banner.reorder',
  'site.banner.image_upload',
  'site.banner.image_remove',
  'site.banner.delete',
  'site.tile.create',
  'site.tile.update',
  'site.tile.reorder',
  'site.tile.delete',
  'site.links.update',
  'support.assign',
  'support.reply',
  'support.close',
  'support.reopen',
  'support.visitor_join',
  'support.message_player',
  'support.broadcast_created',
  'support.broadcast_cancelled',
  'protection.view',
  'protection.history.view',
  'protection.recall.view',
  'protection.helpLinks.update',
  'staking.tier.update',
  'staking.limits.update',
  'staking.reserve.fund',
  'staking.reserve.release',
  'staking.accrual.run',
  'export.created',
  'risk.review',
  'verification.view_file',
  'verification.approve',
  'verification.reject',
  'verification.settings',
] as const;
