import type { FastifyRequest } from 'fastify';
import type { DownloadGrant, PlayerPrincipal, RoutePolicy, StaffPrincipal } from './route-policy.js';

/**
 * Session lookups are owned by their modules (accounts for players, admin for staff); they
 * register here at boot so the platform hook can stay ignorant of their tables.
 */
export type Authenticators = {
  player?: (token: string, request: FastifyRequest) => Promise<PlayerPrincipal | null>;
  staff?: (token: string, request: FastifyRequest) => Promise<StaffPrincipal | null>;
  /** Checks staff-specific demands of a policy (role, two-factor); throws an AppError to refuse. */
  authorizeStaff?: (staff: StaffPrincipal, policy: Extract<RoutePolicy, { kind: 'staff' }>, request: FastifyRequest) => Promise<void>;
  /** Checks a step-up route's two-factor code once the body is valid; throws an AppError to refuse. */
  stepUpStaff?: (
    staff: StaffPrincipal,
    policy: Extract<RoutePolicy, { kind: 'staff' }>,
    request: FastifyRequest,
    postedBody: unknown,
  ) => Promise<void>;
  /** Spends a single-use download token (route policy `download`); throws an AppError to refuse. */
  download?: (token: string, request: FastifyRequest) => Promise<DownloadGrant>;
};

export function createAuthenticators(): Authenticators {
  return {};
}
