import { z } from 'zod';
import { adminPlayersListBodyShape } from '../accounts/account-schemas.js';
import { adminDepositsListBodyShape, adminWithdrawalsListBodyShape } from '../cashier/cashier-schemas.js';
import { defineEndpoint } from '../contract/endpoint.js';
import { adminStakingPositionsListBodyShape } from '../staking/staking-schemas.js';
import { adminAuditListBodyShape } from './audit.js';

/** What the console can export as a streamed CSV file (issue #26 item 5). */
export const EXPORT_KINDS = ['players', 'deposits', 'withdrawals', 'staking-positions', 'audit'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** A list body without its page: the filters an export takes are exactly its list's. */
function filtersOf<Shape extends z.ZodRawShape & { page: z.ZodType; pageSize: z.ZodType }>(shape: Shape) {
  const { page: _page, pageSize: _pageSize, ...filters } = shape;
  return z.strictObject(filters as Omit<Shape, 'page' | 'pageSize'>);
}

/** Each kind's filters, validated with the schema of the list the console shows them on. */
export const exportFilterSchemas = {
  players: filtersOf(adminPlayersListBodyShape),
  deposits: filtersOf(adminDepositsListBodyShape),
  withdrawals: filtersOf(adminWithdrawalsListBodyShape),
  'staking-positions': filtersOf(adminStakingPositionsListBodyShape),
  audit: filtersOf(adminAuditListBodyShape),
} satisfies Record<ExportKind, z.ZodType>;
export type ExportFilters<K extends ExportKind> = z.output<(typeof exportFilterSchemas)[K]>;

/** The largest filters object a create call takes; each kind's own schema checks the fields. */
export const adminExportCreateBodyShape = {
  kind: z.enum(EXPORT_KINDS),
  filters: z.record(z.string().max(40), z.unknown()).default({}),
};
export type AdminExportCreateInput = z.input<z.ZodObject<typeof adminExportCreateBodyShape>>;

export const exportTicketSchema = z.object({
  /** Single use, valid for `EXPORT_TOKEN_TTL_MS`, redeemable only by the staff who asked for it. */
  token: z.string(),
  filename: z.string(),
});
export type ExportTicket = z.infer<typeof exportTicketSchema>;

export const EXPORT_TOKEN_TTL_MS = 60_000;
/**
 * `GET` with `?token=…` streams the file (text/csv, attachment). Not an envelope call: a browser
 * download cannot post a body or send a bearer header, so the one-time token is the credential.
 */
export const EXPORT_FILE_PATH = '/api/admin/export/file';

export const exportFileUrl = (token: string) => `${EXPORT_FILE_PATH}?token=${encodeURIComponent(token)}`;

export const exportEndpoints = {
  create: defineEndpoint({
    path: '/api/admin/export/create',
    auth: 'staff',
    body: adminExportCreateBodyShape,
    response: exportTicketSchema,
  }),
};
