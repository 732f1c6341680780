import { z } from 'zod';

/**
 * The support chat (PRODUCT.md §7): one conversation per player with the operators. Messages are
 * plain text; the server trims them, drops control characters and refuses empty ones (1001) or
 * ones over SUPPORT_MESSAGE_MAX_LENGTH (3040).
 */
export const SUPPORT_MESSAGE_MAX_LENGTH = 1000;
/** A player may send this many messages per window; more answers 3002. */
export const SUPPORT_PLAYER_RATE_LIMIT = { messages: 8, windowMs: 60_000 } as const;
export const SUPPORT_PAGE_MAX = 50;

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** Console inbox filters: `assigned` means assigned to the caller. */
export const SUPPORT_INBOX_FILTERS = ['all', 'open', 'unassigned', 'assigned', 'closed'] as const;
export type SupportInboxFilter = (typeof SUPPORT_INBOX_FILTERS)[number];
export type SupportSender = 'player' | 'staff';

/** Lenient on purpose: content rules answer their own codes instead of a generic validation error. */
const content = z.string().max(SUPPORT_MESSAGE_MAX_LENGTH * 4).default('');
/** The client's id of a message, so a retried send after a lost answer is stored once. */
const clientKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional();
const before = z.coerce.number().int().positive().optional();
const limit = z.coerce.number().int().min(1).max(SUPPORT_PAGE_MAX).default(30);
const conversationId = z.string().max(64).default('');

// ---- player calls -------------------------------------------------------------------------
export const supportHistoryBodyShape = { before, limit };
export const supportSendBodyShape = { content, clientKey };

// ---- console calls ------------------------------------------------------------------------
export const adminSupportListBodyShape = {
  filter: z.enum(SUPPORT_INBOX_FILTERS).default('all'),
  unreadOnly: z.boolean().default(false),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export type AdminSupportInboxQuery = z.output<z.ZodObject<typeof adminSupportListBodyShape>>;
export const adminSupportGetBodyShape = { id: conversationId, before, limit };
export const adminSupportIdBodyShape = { id: conversationId };
export const adminSupportReplyBodyShape = { id: conversationId, content, clientKey };

// ---- answers and pushes --------------------------------------------------------------------
/** A message as the wire carries it; `seq` orders messages and is the paging cursor. */
export type SupportMessage = {
  id: string;
  seq: number;
  sender: SupportSender;
  /** The operator's username, in console answers only; players see "Support". */
  staffName?: string | null;
  content: string;
  createdAt: string;
  /** The sender's own key of a player message, in player answers only (matches the sending bubble). */
  clientKey?: string | null;
};

export type SupportHistory = {
  status: SupportStatus | null;
  /** Operator messages the player has not read. */
  unread: number;
  /** Oldest first; `hasMore` when older ones exist before the first. */
  messages: SupportMessage[];
  hasMore: boolean;
};

export type SupportConversationSummary = {
  id: string;
  playerId: string;
  username: string;
  nickname: string;
  status: SupportStatus;
  assignedTo: { staffId: string; username: string } | null;
  /** Player messages no operator has read yet. */
  unread: number;
  lastMessage: { sender: SupportSender; preview: string; at: string } | null;
  createdAt: string;
};

/** `POST /api/admin/support/list`: unread first, then the latest activity. */
export type SupportInbox = { items: SupportConversationSummary[]; total: number };

export type SupportConversationDetail = {
  conversation: SupportConversationSummary;
  messages: SupportMessage[];
  hasMore: boolean;
};

/** Pushed on the player's own `support` channel. */
export type SupportPlayerEvent =
  | { type: 'support.message'; message: SupportMessage }
  | { type: 'support.status'; status: SupportStatus };

/** Pushed on `staff:support` to every open console inbox. */
export type SupportStaffEvent = {
  type: 'support.conversation';
  conversation: SupportConversationSummary;
  message?: SupportMessage;
};

export const SUPPORT_STAFF_CHANNEL = 'staff:support' as const;
