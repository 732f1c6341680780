export { LIMITS_OFFER_PATH, limitsOfferNext, limitsOfferPath } from './limits-offer';
export {
  clockedSession,
  protectionKeys,
  protectionStateQueryOptions,
  sessionQueryOptions,
  storeProtectionState,
  timedProtectCall,
  useExclusion,
  useProtectionState,
  useSessionView,
  type ClockedSession,
} from './protection-queries';
export { formatElapsed, useElapsedMs } from './session-clock';
export { usePromotionsAllowed } from './promotions';
export {
  protectionBlockFor,
  useProtectionBlock,
  type ProtectedAction,
  type ProtectionBlock,
} from './protection-block';
