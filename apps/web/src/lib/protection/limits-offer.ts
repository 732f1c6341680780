import { safeRedirectTarget } from '../navigation';

/** Where the deposit-limits offer made right after registration lives (PRODUCT §9). */
export const LIMITS_OFFER_PATH = '/responsible';

/**
 * Right after registering, the player is offered deposit limits before going on to where the
 * registration would have gone: the screen that sent them (`?redirect=`), else `/user`.
 */
export function limitsOfferPath(registerSearch: string): string {
  const next = new URLSearchParams(registerSearch).has('redirect')
    ? safeRedirectTarget(registerSearch)
    : '/user';
  return `${LIMITS_OFFER_PATH}?${new URLSearchParams({ welcome: '1', next }).toString()}`;
}

/** The `next` of the offer's query, kept only when it is a path inside this app. */
export function limitsOfferNext(offerSearch: string): string {
  const next = new URLSearchParams(offerSearch).get('next');
  if (!next) return '/user';
  const target = safeRedirectTarget(`?${new URLSearchParams({ redirect: next }).toString()}`);
  return target === '/' && next !== '/' ? '/user' : target;
}
