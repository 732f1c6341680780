import { supportPlayerContextSchema } from '../console/support-context.js';
import { defineEndpoint } from '../contract/endpoint.js';
import {
  adminSupportGetBodyShape,
  adminSupportIdBodyShape,
  adminSupportListBodyShape,
  adminSupportReplyBodyShape,
  supportConversationDetailSchema,
  supportClaimVisitorBodyShape,
  supportClaimVisitorSchema,
  supportConversationSummarySchema,
  supportHistoryBodyShape,
  supportHistorySchema,
  supportInboxSchema,
  supportMessageSchema,
  supportSendBodyShape,
  supportUnreadSchema,
  supportVisitorHistoryBodyShape,
  supportVisitorSendBodyShape,
  supportVisitorStartBodyShape,
  supportVisitorStartSchema,
} from './support-schemas.js';

/** The player's support chat calls (`/api/Support/*`); new messages also arrive on `/ws` `support`. */
export const supportEndpoints = {
  history: defineEndpoint({
    path: '/api/Support/history',
    auth: 'player',
    body: supportHistoryBodyShape,
    response: supportHistorySchema,
  }),
  send: defineEndpoint({
    path: '/api/Support/send',
    auth: 'player',
    body: supportSendBodyShape,
    response: supportMessageSchema,
  }),
  read: defineEndpoint({ path: '/api/Support/read', auth: 'player', response: supportUnreadSchema }),
  unread: defineEndpoint({ path: '/api/Support/unread', auth: 'player', response: supportUnreadSchema }),
  /** Sent once after login: the visitor conversation of this device joins the player's thread. */
  claimVisitor: defineEndpoint({
    path: '/api/Support/claim_visitor',
    auth: 'player',
    body: supportClaimVisitorBodyShape,
    response: supportClaimVisitorSchema,
  }),
};

/**
 * Support before login (`/api/Support/visitor_*`): a visitor gives a contact phone and gets a
 * random token that names their conversation; the device keeps it, the server its SHA-256.
 */
export const visitorSupportEndpoints = {
  start: defineEndpoint({
    path: '/api/Support/visitor_start',
    auth: 'public',
    body: supportVisitorStartBodyShape,
    response: supportVisitorStartSchema,
  }),
  send: defineEndpoint({
    path: '/api/Support/visitor_send',
    auth: 'public',
    body: supportVisitorSendBodyShape,
    response: supportMessageSchema,
  }),
  history: defineEndpoint({
    path: '/api/Support/visitor_history',
    auth: 'public',
    body: supportVisitorHistoryBodyShape,
    response: supportHistorySchema,
  }),
};

/** The console support inbox (`/api/admin/support/*`). */
export const supportAdminEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/support/list',
    auth: 'staff',
    body: adminSupportListBodyShape,
    response: supportInboxSchema,
  }),
  get: defineEndpoint({
    path: '/api/admin/support/get',
    auth: 'staff',
    body: adminSupportGetBodyShape,
    response: supportConversationDetailSchema,
  }),
  player: defineEndpoint({
    path: '/api/admin/support/player',
    auth: 'staff',
    body: adminSupportIdBodyShape,
    response: supportPlayerContextSchema,
  }),
  assign: defineEndpoint({
    path: '/api/admin/support/assign',
    auth: 'staff',
    body: adminSupportIdBodyShape,
    response: supportConversationSummarySchema,
  }),
  reply: defineEndpoint({
    path: '/api/admin/support/reply',
    auth: 'staff',
    body: adminSupportReplyBodyShape,
    response: supportMessageSchema,
  }),
  close: defineEndpoint({
    path: '/api/admin/support/close',
    auth: 'staff',
    body: adminSupportIdBodyShape,
    response: supportConversationSummarySchema,
  }),
  reopen: defineEndpoint({
    path: '/api/admin/support/reopen',
    auth: 'staff',
    body: adminSupportIdBodyShape,
    response: supportConversationSummarySchema,
  }),
};
