import { Readable } from 'node:stream';
import {
  EXPORT_TOKEN_TTL_MS,
  ErrorCode,
  exportFilterSchemas,
  type ExportFilters,
  type ExportKind,
  type ExportTicket,
  type StaffRole,
} from '@fairround/shared';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DownloadGrant, StaffPrincipal } from '../../platform/auth/route-policy.js';
import type { Clock } from '../../platform/clock.js';
import { newSessionToken, lookupHashOf } from '../../platform/credentials/session-token.js';
import { CSV_BOM, csvLine } from '../../platform/csv/csv.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, invalidField } from '../../platform/errors/app-error.js';
import { liveSessionStaff } from '../admin/audit-export.queries.js';
import { recordAudit } from '../admin/audit.service.js';
import type { ExportSource, ExportSources } from './export-sources.js';
import { exportTokens } from './exports.tables.js';

/** Rows read per query: enough to keep the round trips few, small enough to keep memory flat. */
export const EXPORT_PAGE_ROWS = 1_000;

export type ExportRequest = { kind: ExportKind; filters: Record<string, unknown> };
type Origin = { ip: string | null };

const linkInvalid = () => new AppError(ErrorCode.ExportLinkInvalid);
const linkForeign = () => new AppError(ErrorCode.ExportLinkForeign);

/**
 * The console's streamed CSV exports: `create` checks the kind's role and filters, audits the
 * export and issues a single-use link; `redeem` spends the link for the staff session it was
 * issued to; `stream` writes the file page by page.
 */
export function createExportsService(deps: {
  db: Database;
  clock: Clock;
  sources: ExportSources;
  /** Each kind's roles: those of its list route. */
  rolesOf: (kind: ExportKind) => readonly StaffRole[];
  pageRows?: number;
}) {
  const { db, clock, sources } = deps;

  function parseFilters<K extends ExportKind>(kind: K, filters: unknown): ExportFilters<K> {
    const parsed = exportFilterSchemas[kind].safeParse(filters);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? '';
      throw invalidField(field ? `filters.${field}` : 'filters');
    }
    return parsed.data as ExportFilters<K>;
  }

  function assertRole(staff: { role: StaffRole }, kind: ExportKind): void {
    if (!deps.rolesOf(kind).includes(staff.role)) throw new AppError(ErrorCode.Forbidden);
  }

  return {
    async create(staff: StaffPrincipal, request: ExportRequest, origin: Origin): Promise<ExportTicket> {
      assertRole(staff, request.kind);
      const filters = parseFilters(request.kind, request.filters);
      const now = clock.now();
      const { token, tokenHash } = newSessionToken();
      const stamp = now.toISOString().slice(0, 19).replaceAll(/[-:]/g, '').replace('T', '-');
      const filename = `${request.kind}-${stamp}.csv`;
      await db.transaction(async (tx) => {
        // Links expire within a minute; old ones go as new ones are made, so the table stays small.
        await tx.delete(exportTokens).where(lt(exportTokens.expiresAt, new Date(now.getTime() - EXPORT_TOKEN_TTL_MS)));
        await tx.insert(exportTokens).values({
          tokenHash,
          staffId: staff.staffId,
          sessionId: staff.sessionId,
          kind: request.kind,
          filters,
          filename,
          createdAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_TOKEN_TTL_MS),
        });
        await recordAudit(tx, {
          actor: { staffId: staff.staffId, username: staff.username },
          ip: origin.ip,
          action: 'export.created',
          targetType: 'export',
          targetId: request.kind,
          after: { kind: request.kind, filters, filename },
        });
      });
      return { token, filename };
    },

    /**
     * Spends a link once, within its minute, for the session that asked for it while that session
     * is still live and its role still reads the kind. A bearer header of another staff answers
     * 3099 without spending the link.
     */
    async redeem(token: string, presenter: StaffPrincipal | null): Promise<DownloadGrant> {
      const tokenHash = token ? lookupHashOf(token) : null;
      if (!tokenHash) throw linkInvalid();
      const now = clock.now();
      const [issued] = await db.select().from(exportTokens).where(eq(exportTokens.tokenHash, tokenHash));
      if (!issued) throw linkInvalid();
      if (presenter && presenter.staffId !== issued.staffId) throw linkForeign();
      const [spent] = await db
        .update(exportTokens)
        .set({ usedAt: now })
        .where(and(eq(exportTokens.tokenHash, tokenHash), isNull(exportTokens.usedAt), gt(exportTokens.expiresAt, now)))
        .returning();
      if (!spent) throw linkInvalid();
      const owner = await liveSessionStaff(db, { sessionId: spent.sessionId, staffId: spent.staffId }, now);
      if (!owner) throw linkForeign();
      const staff: StaffPrincipal = { ...owner, sessionId: spent.sessionId };
      const kind = spent.kind as ExportKind;
      if (!Object.hasOwn(sources, kind)) throw linkInvalid();
      assertRole(staff, kind);
      return { staff, subject: kind, payload: spent.filters, filename: spent.filename };
    },

    /** The file as a stream: BOM, header, then one page of lines at a time, pulled as the client reads. */
    stream(kind: ExportKind, filters: unknown): Readable {
      const parsed = parseFilters(kind, filters);
      const source = sources[kind] as ExportSource<ExportKind>;
      return Readable.from(csvChunks(source, parsed, deps.pageRows ?? EXPORT_PAGE_ROWS), { objectMode: false });
    },
  };
}

async function* csvChunks(
  source: ExportSource<ExportKind>,
  filters: ExportFilters<ExportKind>,
  pageRows: number,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(source.header);
  let cursor = null;
  for (;;) {
    const page = await source.page(filters as never, cursor, pageRows);
    if (page.rows.length > 0) yield page.rows.map(csvLine).join('');
    if (page.rows.length < pageRows || !page.last) return;
    cursor = page.last;
  }
}

export type ExportsService = ReturnType<typeof createExportsService>;
