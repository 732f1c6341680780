import { VERIFICATION_LIST_FILTERS } from '@fairround/shared';

export type VerificationFilter = (typeof VERIFICATION_LIST_FILTERS)[number];
export type VerificationQueueParams = { status: VerificationFilter; page: number; pageSize: number };

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const isFilter = (value: string | null): value is VerificationFilter =>
  value !== null && (VERIFICATION_LIST_FILTERS as readonly string[]).includes(value);

/** A whole number from the address within 1..max, else the fallback. */
function wholeNumber(text: string | null, fallback: number, max: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

/** The queue's view as the address holds it (`/verification?status=all&page=2`); pending first. */
export function readQueueParams(params: URLSearchParams): VerificationQueueParams {
  const status = params.get('status');
  return {
    status: isFilter(status) ? status : 'pending',
    page: wholeNumber(params.get('page'), 1, 100_000),
    pageSize: wholeNumber(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** The address of a view, defaults left out so the plain address is the pending queue. */
export function writeQueueParams(view: VerificationQueueParams): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'pending') params.set('status', view.status);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
  return params;
}
