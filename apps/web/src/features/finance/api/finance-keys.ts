import type { StakingPositionStatus } from '@fairround/shared';

/**
 * Query keys of the staking screens, one factory so invalidations cannot drift from reads.
 * Labels come in the request's language, so reads that carry them are keyed by it too.
 */
export const financeKeys = {
  all: ['finance'] as const,
  products: (language: string) => [...financeKeys.all, 'products', language] as const,
  positions: (status: StakingPositionStatus | 'all', language: string) =>
    [...financeKeys.all, 'positions', status, language] as const,
  /** Proceeds accrued since a moment (ISO), optionally with the positions they belong to. */
  proceedsSince: (since: string) => [...financeKeys.all, 'proceeds-since', since] as const,
  history: (since: string, language: string) => [...financeKeys.all, 'history', since, language] as const,
};
