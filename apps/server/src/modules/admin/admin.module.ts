import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createLoginThrottle, STAFF_LOGIN_LIMITS } from '../../platform/credentials/login-throttle.js';
import { registerAdminRoutes } from './admin.routes.js';
import { ensureFirstOwner, printGeneratedOwner } from './first-owner.js';
import { trackRoutes } from './route-catalogue.js';
import { createStaffAuthService } from './staff-auth.service.js';
import { createStaffManagementService } from './staff-management.service.js';
import { createStaffLifecycleService } from './staff-lifecycle.service.js';
import { createOwnAccountService } from './own-account.service.js';

/**
 * The operator console's server side: staff sign-in and sessions, two-factor, the audit log and
 * staff accounts. Registers the staff authenticators the platform's auth hook calls. Register it
 * first among the modules: it starts the route catalogue the route-policy test reads.
 */
export async function registerAdminModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  trackRoutes(app);
  const { db } = deps.database;
  const throttle = createLoginThrottle({ db, clock: deps.clock, kind: 'staff', limits: STAFF_LOGIN_LIMITS });
  const auth = createStaffAuthService({ db, clock: deps.clock, config: deps.config, throttle });
  const staff = createStaffManagementService({ db, clock: deps.clock });
  const lifecycle = createStaffLifecycleService({ db, clock: deps.clock });
  const ownAccount = createOwnAccountService({ db, clock: deps.clock, throttle, auth });

  deps.authenticators.staff = (token) => auth.authenticate(token);
  deps.authenticators.authorizeStaff = (principal, policy) => auth.authorize(principal, policy);
  deps.authenticators.stepUpStaff = (principal, policy, request, postedBody) =>
    auth.stepUp(principal, policy, postedBody, { ip: request.ip ?? null, userAgent: null });
  registerAdminRoutes(app, { db, auth, staff, lifecycle, ownAccount });

  const firstOwner = await ensureFirstOwner({ db, config: deps.config, clock: deps.clock });
  if (firstOwner.created && firstOwner.generatedPassword)
    printGeneratedOwner(firstOwner.username, firstOwner.generatedPassword);
  else if (firstOwner.created)
    app.log.info({ username: firstOwner.username }, 'first console owner created from ADMIN_USERNAME');
}
