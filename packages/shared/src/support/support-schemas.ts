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
/**
 * A visitor (no login, issue #25.5) may send this many messages per window in their conversation;
 * stricter than a player's, since nobody vouches for a visitor. More answers 3002.
 */
export const SUPPORT_VISITOR_RATE_LIMIT = { messages: 4, windowMs: 60_000 } as const;
/** New visitor conversations one address may start per window (the route's budget; 3002). */
export const SUPPORT_VISITOR_START_LIMIT = { conversations: 5, windowMs: 3_600_000 } as const;
/** A visitor token: 32 random bytes, base64url (43 characters). */
export const SUPPORT_VISITOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** Console inbox filters: `assigned` means assigned to the caller. */
export const SUPPORT_INBOX_FILTERS = ['all', 'open', 'unassigned', 'assigned', 'closed'] as const;
export type SupportInboxFilter = (typeof SUPPORT_INBOX_FILTERS)[number];
export const SUPPORT_SENDERS = ['player', 'staff'] as const;
export type SupportSender = (typeof SUPPORT_SENDERS)[number];

/** Lenient on purpose: content rules answer their own codes instead of a generic validation error. */
const content = z.string().max(SUPPORT_MESSAGE_MAX_LENGTH * 4).default('');
/** The client's id of a message, so a retried send after a lost answer is stored once. */
const clientKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional();
const before = z.coerce.number().int().positive().optional();
const limit = z.coerce.number().int().min(1).max(SUPPORT_PAGE_MAX).default(30);
const conversationId = z.string().max(64).default('');
/** Lenient like `conversationId`: a malformed token answers 3003 like an unknown one. */
const visitorToken = z.string().max(128).default('');

// ---- player calls -------------------------------------------------------------------------
export const supportHistoryBodyShape = { before, limit };
export const supportSendBodyShape = { content, clientKey };

export const supportClaimVisitorBodyShape = { visitorToken };

// ---- visitor calls (no login) ------------------------------------------------------------
/** The contact phone a visitor gives; checked with `phoneProblem` (2050), stored as `normalizePhone` leaves it. */
export const supportVisitorStartBodyShape = {
  quhao: z.string().max(8).default(''),
  mobile: z.string().max(32).default(''),
};
export const supportVisitorSendBodyShape = { visitorToken, content, clientKey };
export const supportVisitorHistoryBodyShape = { visitorToken, before, limit };
export const supportVisitorStartSchema = z.object({ visitorToken: z.string() });
/** `Support/claim_visitor`: how many of the visitor's messages joined the player's thread. */
export const supportClaimVisitorSchema = z.object({ moved: z.number().int() });

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
export const supportMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  sender: z.enum(SUPPORT_SENDERS),
  /** The operator's username, in console answers only; players see "Support". */
  staffName: z.string().nullable().optional(),
  content: z.string(),
  createdAt: z.string(),
  /** The sender's own key of a player message, in player answers only (matches the sending bubble). */
  clientKey: z.string().nullable().optional(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportHistorySchema = z.object({
  status: z.enum(SUPPORT_STATUSES).nullable(),
  /** Operator messages the player has not read. */
  unread: z.number().int(),
  /** Oldest first; `hasMore` when older ones exist before the first. */
  messages: z.array(supportMessageSchema),
  hasMore: z.boolean(),
});
export type SupportHistory = z.infer<typeof supportHistorySchema>;

/** `Support/read` and `Support/unread`: the tab badge. */
export const supportUnreadSchema = z.object({ unread: z.number().int() });

export const supportConversationSummarySchema = z.object({
  id: z.string(),
  /** Null for a visitor's conversation (see `visitor`). */
  playerId: z.string().nullable(),
  /** A visitor's conversation (no login): the contact phone they gave; null for a player's. */
  visitor: z.object({ quhao: z.string(), mobile: z.string() }).nullable(),
  username: z.string(),
  nickname: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  assignedTo: z.object({ staffId: z.string(), username: z.string() }).nullable(),
  /** Player messages no operator has read yet. */
  unread: z.number().int(),
  lastMessage: z.object({ sender: z.enum(SUPPORT_SENDERS), preview: z.string(), at: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SupportConversationSummary = z.infer<typeof supportConversationSummarySchema>;

/** `POST /api/admin/support/list`: unread first, then the latest activity. */
export const supportInboxSchema = z.object({
  items: z.array(supportConversationSummarySchema),
  total: z.number().int(),
});
export type SupportInbox = z.infer<typeof supportInboxSchema>;

export const supportConversationDetailSchema = z.object({
  conversation: supportConversationSummarySchema,
  messages: z.array(supportMessageSchema),
  hasMore: z.boolean(),
});
export type SupportConversationDetail = z.infer<typeof supportConversationDetailSchema>;

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
