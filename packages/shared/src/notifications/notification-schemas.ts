import { z } from 'zod';

/**
 * The player's notification centre (issue #25): what happened to their money or account, written
 * by the server in the same transaction as the event. A row keeps the kind and its values only;
 * the text is the catalogue's template for the kind (`notifications.kinds.<kind>`), filled in the
 * language the player reads it in, so a language switch re-words every past notification.
 */
export const NOTIFICATION_KINDS = [
  'deposit_credited',
  'deposit_rejected',
  'withdrawal_approved',
  'withdrawal_paid',
  'withdrawal_rejected',
  'balance_adjusted',
  'staking_interest',
  'staking_matured',
  'support_reply',
  'pay_password_recovered',
  'new_login',
  'limit_in_force',
  'exclusion_ended',
  'operator_message',
  'verification_approved',
  'verification_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a kind's template takes (amounts as decimal strings, free text already cut to size). */
export type NotificationParams = Record<string, string>;

export const NOTIFICATION_PAGE_MAX = 50;
/** The most ids one mark-as-read call takes. */
export const NOTIFICATION_MARK_MAX = 100;

const before = z.coerce.number().int().positive().optional();
const limit = z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(20);

export const notificationsListBodyShape = { before, limit };
export const notificationsMarkReadBodyShape = {
  ids: z.array(z.coerce.number().int().positive()).max(NOTIFICATION_MARK_MAX),
};

export const notificationSchema = z.object({
  /** Also the paging cursor: newer notifications have larger ids. */
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.string()),
  /** An in-app path to the thing it is about (`/recharge_record`…), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type PlayerNotification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  list: z.array(notificationSchema),
  /** Pass as `before` for the next older page; null when this was the last. */
  nextBefore: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationsUnreadSchema = z.object({ unread: z.number().int() });
export type NotificationsUnread = z.infer<typeof notificationsUnreadSchema>;

/** The `me` channel's nudge: the centre changed, read it again (it carries no text). */
export const notificationsMeEventSchema = z.object({ type: z.literal('notifications'), unread: z.number().int() });
export type NotificationsMeEvent = z.infer<typeof notificationsMeEventSchema>;
