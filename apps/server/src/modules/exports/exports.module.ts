import { EXPORT_KINDS, formatMoney, type ExportKind, type StaffRole } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { trackedRoutes } from '../admin/route-catalogue.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { createExportSources, type ExportSources } from './export-sources.js';
import { createExportsService } from './exports.service.js';
import { registerExportsRoutes } from './exports.routes.js';

/**
 * Each kind's roles are its list route's, read from the route catalogue, so an export can never
 * be wider than the screen it comes from. Register this module after the modules of those lists.
 */
export function listRolesOf(app: FastifyInstance, sources: ExportSources): Record<ExportKind, readonly StaffRole[]> {
  const routes = trackedRoutes(app);
  return Object.fromEntries(
    EXPORT_KINDS.map((kind) => {
      const path = sources[kind].listPath.toLowerCase();
      const policy = routes.find((route) => route.url.toLowerCase() === path)?.auth;
      if (policy?.kind !== 'staff') throw new Error(`export ${kind}: no staff list route at ${path}`);
      return [kind, policy.roles];
    }),
  ) as Record<ExportKind, readonly StaffRole[]>;
}

/** The console's streamed CSV exports (issue #26 item 5). */
export function registerExportsModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  const sources = createExportSources({
    db,
    ledger: createLedgerService({ db, clock: deps.clock }),
    money: (minor) => formatMoney(minor, minorDigits),
  });
  const roles = listRolesOf(app, sources);
  const service = createExportsService({ db, clock: deps.clock, sources, rolesOf: (kind) => roles[kind] });
  deps.authenticators.download = async (token, request) => {
    const bearer = request.headers.authorization?.startsWith('Bearer ')
      ? request.headers.authorization.slice('Bearer '.length).trim()
      : '';
    const presenter = bearer && deps.authenticators.staff ? await deps.authenticators.staff(bearer, request) : null;
    return service.redeem(token, presenter);
  };
  registerExportsRoutes(app, { service, roles: [...new Set(Object.values(roles).flat())] });
}
