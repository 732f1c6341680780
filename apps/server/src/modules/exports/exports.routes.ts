import { EXPORT_FILE_PATH, exportEndpoints, type ExportKind, type StaffRole } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { SessionRequiredError } from '../../platform/errors/app-error.js';
import type { ExportsService } from './exports.service.js';

const TAGS = ['admin', 'exports'];

/**
 * `POST /api/admin/export/create` issues a one-minute, single-use link after the kind's own role
 * check (the route admits every role any kind admits); `GET /api/admin/export/file?token=` streams
 * the CSV file, the token being its credential (route policy `download`).
 */
export function registerExportsRoutes(
  app: FastifyInstance,
  { service, roles }: { service: ExportsService; roles: readonly StaffRole[] },
): void {
  apiRoute(app, {
    endpoint: exportEndpoints.create,
    auth: { kind: 'staff', roles },
    tags: TAGS,
    summary:
      'Audits an export of a console list with its filters and answers a single-use link to the CSV file, valid 60 s (3004, 1050)',
    handler: async (request) => {
      if (!request.staff) throw new SessionRequiredError();
      return service.create(request.staff, request.body, { ip: request.ip ?? null });
    },
  });

  app.route({
    method: 'GET',
    url: EXPORT_FILE_PATH,
    schema: {
      summary:
        'Streams the CSV file of an export link (text/csv, UTF-8 with BOM, attachment); the query `token` is spent (3098, 3099)',
      tags: TAGS,
    },
    config: { auth: { kind: 'download' } },
    handler: async (request, reply) => {
      const grant = request.download;
      if (!grant) throw new SessionRequiredError();
      const stream = service.stream(grant.subject as ExportKind, grant.payload);
      // Headers are gone once rows flow: a failing page can only cut the response short, which
      // Fastify does (and logs); it never reaches the process.
      stream.on('error', (error) => request.log.error({ err: error, kind: grant.subject }, 'export stream failed'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${grant.filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });
}
