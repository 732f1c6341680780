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
  'invitation_code',
  'vip_levels',
  'staking',
  'staking_tier',
  'staff_user',
  'staff_session',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One audit row as `/api/admin/audit/list` answers it. */
export type AuditListRow = {
  id: number;
  at: string;
  actorStaffId: string | null;
  actorUsername: string | null;
  ip: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  /** The target's name when it can be read (player username, room or article title), else null. */
  targetName: string | null;
  before: unknown;
  after: unknown;
};

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
  'player.freeze',
  'player.unfreeze',
  'player.adjust',
  'deposit.approve',
  'deposit.reject',
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
  'protection.view',
  'protection.history.view',
  'protection.recall.view',
  'protection.helpLinks.update',
  'staking.tier.update',
  'staking.limits.update',
  'staking.reserve.fund',
  'staking.reserve.release',
  'staking.accrual.run',
] as const;
