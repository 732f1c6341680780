import { adminPlayerIdBodyShape } from '../accounts/account-schemas.js';
import { defineEndpoint } from '../contract/endpoint.js';
import {
  adminHistoryBodyShape,
  adminRecallBodyShape,
  historyBodyShape,
  historyCsvBodyShape,
  historyCsvSchema,
  historyPageSchema,
  recallBodyShape,
  recallResponseSchema,
} from './history-schemas.js';
import {
  adminHelpLinksUpdateBodyShape,
  excludeBodyShape,
  helpLinksViewSchema,
  protectionConsoleViewSchema,
  protectionStateSchema,
  sessionViewSchema,
  setLimitBodyShape,
  setRealityCheckBodyShape,
} from './protection-schemas.js';

/** The player's protection calls, `/api/Protect/*` (docs/protection.md). */
export const protectionEndpoints = {
  state: defineEndpoint({ path: '/api/Protect/state', auth: 'player', response: protectionStateSchema }),
  session: defineEndpoint({ path: '/api/Protect/session', auth: 'player', response: sessionViewSchema }),
  setLimit: defineEndpoint({
    path: '/api/Protect/setLimit',
    auth: 'player',
    body: setLimitBodyShape,
    response: protectionStateSchema,
  }),
  setRealityCheck: defineEndpoint({
    path: '/api/Protect/setRealityCheck',
    auth: 'player',
    body: setRealityCheckBodyShape,
    response: protectionStateSchema,
  }),
  skipLimitsOffer: defineEndpoint({
    path: '/api/Protect/skipLimitsOffer',
    auth: 'player',
    response: protectionStateSchema,
  }),
  exclude: defineEndpoint({
    path: '/api/Protect/exclude',
    auth: 'player',
    body: excludeBodyShape,
    response: protectionStateSchema,
  }),
  history: defineEndpoint({
    path: '/api/Protect/history',
    auth: 'player',
    body: historyBodyShape,
    response: historyPageSchema,
  }),
  historyCsv: defineEndpoint({
    path: '/api/Protect/historyCsv',
    auth: 'player',
    body: historyCsvBodyShape,
    response: historyCsvSchema,
  }),
  recall: defineEndpoint({
    path: '/api/Protect/recall',
    auth: 'player',
    body: recallBodyShape,
    response: recallResponseSchema,
  }),
};

/** The console's read-only views of a player's protection, and the help links it edits. */
export const protectionAdminEndpoints = {
  player: defineEndpoint({
    path: '/api/admin/protection/get',
    auth: 'staff',
    body: adminPlayerIdBodyShape,
    response: protectionConsoleViewSchema,
  }),
  helpLinks: defineEndpoint({
    path: '/api/admin/protection/helpLinks',
    auth: 'staff',
    response: helpLinksViewSchema,
  }),
  updateHelpLinks: defineEndpoint({
    path: '/api/admin/protection/helpLinks/update',
    auth: 'staff',
    body: adminHelpLinksUpdateBodyShape,
    response: helpLinksViewSchema,
  }),
  history: defineEndpoint({
    path: '/api/admin/protection/history',
    auth: 'staff',
    body: adminHistoryBodyShape,
    response: historyPageSchema,
  }),
  recall: defineEndpoint({
    path: '/api/admin/protection/recall',
    auth: 'staff',
    body: adminRecallBodyShape,
    response: recallResponseSchema,
  }),
};
