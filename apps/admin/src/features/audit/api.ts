import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';

export type AuditFilters = {
  action?: string;
  actor?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
};
export type AuditQuery = AuditFilters & { page: number; pageSize: number };

export type AuditRow = {
  id: number;
  at: string;
  actorStaffId: string | null;
  actorUsername: string | null;
  ip: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
};

export type AuditPage = { items: AuditRow[]; total: number; page: number; pageSize: number };

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, query] as const,
};

export const auditListQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => apiPost<AuditPage>('/api/admin/audit/list', query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAuditList(query: AuditQuery) {
  return useQuery(auditListQuery(query));
}
