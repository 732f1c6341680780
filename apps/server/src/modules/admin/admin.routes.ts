import { adminEndpoints, STAFF_ROLES } from '@fairround/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffPrincipal } from '../../platform/auth/route-policy.js';
import { SessionRequiredError } from '../../platform/errors/app-error.js';
import { apiRoute } from '../../platform/http/api-route.js';
import type { Database } from '../../platform/db/database.js';
import { listAudit } from './audit.service.js';
import type { RequestOrigin, StaffAuthService } from './staff-auth.service.js';
import type { createStaffManagementService } from './staff-management.service.js';
import type { OwnAccountService } from './own-account.service.js';
import type { StaffLifecycleService } from './staff-lifecycle.service.js';

const ANY_STAFF = { kind: 'staff', roles: STAFF_ROLES } as const;
/** What an account that has not enrolled two-factor yet may still call: enough to enrol. */
const ENROLMENT = { kind: 'staff', roles: STAFF_ROLES, beforeTwoFactor: true } as const;
/**
 * What an account whose password an owner reset may still call: who am I, sign out and set its own
 * password (before enrolling, when its second factor was reset too).
 */
const PASSWORD_CHANGE = { ...ENROLMENT, beforePasswordChange: true } as const;
const OWNER_ONLY = { kind: 'staff', roles: ['owner'] } as const;
/** Changing who can act is a step-up action: a stolen owner session alone must not add or remove staff. */
const OWNER_STEP_UP = { kind: 'staff', roles: ['owner'], stepUp: true } as const;
const TAGS = ['admin'];

function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 256) : null,
  };
}

/** The hook has already resolved the staff for every staff route; this only narrows the type. */
function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new SessionRequiredError();
  return request.staff;
}

export function registerAdminRoutes(
  app: FastifyInstance,
  {
    db,
    auth,
    staff,
    lifecycle,
    ownAccount,
  }: {
    db: Database;
    auth: StaffAuthService;
    staff: ReturnType<typeof createStaffManagementService>;
    lifecycle: StaffLifecycleService;
    ownAccount: OwnAccountService;
  },
): void {
  apiRoute(app, {
    endpoint: adminEndpoints.login,
    auth: { kind: 'staff-login' },
    tags: TAGS,
    summary: 'Staff sign-in; `otp` is required when the account has two-factor on',
    handler: (request) =>
      auth.login({ ...request.body, otp: request.body.otp?.trim() || null }, originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.logout,
    auth: PASSWORD_CHANGE,
    tags: TAGS,
    summary: 'Ends this staff session',
    handler: async (request) => {
      await auth.logout(staffOf(request), originOf(request));
      return null;
    },
  });
  apiRoute(app, {
    endpoint: adminEndpoints.me,
    auth: PASSWORD_CHANGE,
    tags: TAGS,
    summary: 'The signed-in staff and whether money actions need two-factor',
    handler: (request) => auth.me(staffOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.setupTwoFactor,
    auth: ENROLMENT,
    tags: TAGS,
    summary: 'Creates a pending TOTP secret and its otpauth URI',
    handler: (request) => auth.setupTwoFactor(staffOf(request), originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.enableTwoFactor,
    auth: ENROLMENT,
    tags: TAGS,
    summary: 'Turns two-factor on with a valid code for the pending secret',
    handler: (request) => auth.enableTwoFactor(staffOf(request), request.body.otp, originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.auditList,
    auth: OWNER_ONLY,
    tags: TAGS,
    summary: 'The audit log, newest first, filtered and paged; each row with its target’s readable name',
    handler: async (request) => {
      const { page, pageSize, from, to, ...filters } = request.body;
      const dates = { from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined };
      return listAudit(db, { ...withoutBlanks(filters), ...dates }, { page, pageSize }, request.language);
    },
  });
  apiRoute(app, {
    endpoint: adminEndpoints.listStaff,
    auth: ANY_STAFF,
    tags: TAGS,
    summary: 'All staff accounts',
    handler: () => staff.list(),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.createStaff,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Adds a staff account',
    handler: (request) => staff.create(staffOf(request), request.body, originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.disableStaff,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Disables a staff account and ends its sessions',
    handler: (request) => staff.disable(staffOf(request), request.body.staffId, originOf(request)),
  });
  registerStaffLifecycleRoutes(app, { lifecycle, ownAccount });
  apiRoute(app, {
    endpoint: adminEndpoints.stepUpLocks,
    auth: OWNER_ONLY,
    tags: TAGS,
    summary: 'Staff whose step-up actions are locked after too many wrong two-factor codes, and until when',
    handler: () => auth.stepUpLocks(),
  });
}

/** A staff member's own password and sessions, and what owners do to other accounts after creating them. */
function registerStaffLifecycleRoutes(
  app: FastifyInstance,
  { lifecycle, ownAccount }: { lifecycle: StaffLifecycleService; ownAccount: OwnAccountService },
): void {
  apiRoute(app, {
    endpoint: adminEndpoints.changeOwnPassword,
    auth: PASSWORD_CHANGE,
    tags: TAGS,
    summary: 'Changes the signed-in staff’s password (with `otp` when two-factor is on); other sessions end',
    handler: (request) => ownAccount.changePassword(staffOf(request), request.body, originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.ownSessions,
    auth: ENROLMENT,
    tags: TAGS,
    summary: 'The signed-in staff’s live sessions',
    handler: (request) => ownAccount.sessions(staffOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.resetStaffPassword,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Sets a temporary password the account must change at its next sign-in; its sessions end',
    handler: (request) => lifecycle.resetPassword(staffOf(request), request.body, originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.resetStaffTwoFactor,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Clears the account’s two-factor secret (it enrols again); its sessions end',
    handler: (request) => lifecycle.resetTwoFactor(staffOf(request), request.body.staffId, originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.changeStaffRole,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Changes the account’s role (never the last active owner’s); its sessions end',
    handler: (request) => lifecycle.changeRole(staffOf(request), request.body, originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.enableStaff,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Switches a disabled account back on',
    handler: (request) => lifecycle.enable(staffOf(request), request.body.staffId, originOf(request)),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.staffSessions,
    auth: OWNER_ONLY,
    tags: TAGS,
    summary: 'An account’s live sessions: started, last used, address and browser',
    handler: (request) => lifecycle.sessions(staffOf(request), request.body.staffId),
  });
  apiRoute(app, {
    endpoint: adminEndpoints.endStaffSessions,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Ends every session of an account',
    handler: (request) => lifecycle.endSessions(staffOf(request), request.body.staffId, originOf(request)),
  });
}

/** The console sends empty filter fields as ''; they mean "any". */
function withoutBlanks<T extends Record<string, string | undefined>>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value.trim() !== ''),
  ) as Partial<T>;
}
