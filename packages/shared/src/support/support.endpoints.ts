import { supportPlayerContextSchema } from '../console/support-context.js';
import { defineEndpoint } from '../contract/endpoint.js';
import {
  adminSupportGetBodyShape,
  adminSupportIdBodyShape,
  adminSupportListBodyShape,
  adminSupportReplyBodyShape,
  supportConversationDetailSchema,
  supportConversationSummarySchema,
  supportHistoryBodyShape,
  supportHistorySchema,
  supportInboxSchema,
  supportMessageSchema,
  supportSendBodyShape,
  supportUnreadSchema,
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
