import type { AuditListRow, UiLanguage } from '@fairround/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';

export type AuditFilters = {
  action?: string;
  actor?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
};
export type AuditQuery = AuditFilters & { page: number; pageSize: number };

/** A row with its target's readable name (player username, room or article title) when known. */
export type AuditRow = AuditListRow;

export type AuditPage = { items: AuditRow[]; total: number; page: number; pageSize: number };

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditQuery, language: UiLanguage) => [...auditKeys.all, query, language] as const,
};

/** Room and article titles come back in the request's language, so the language is part of the key. */
export const auditListQuery = (query: AuditQuery, language: UiLanguage) =>
  queryOptions({
    queryKey: auditKeys.list(query, language),
    queryFn: ({ signal }) => apiPost<AuditPage>('/api/admin/audit/list', query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAuditList(query: AuditQuery) {
  return useQuery(auditListQuery(query, useLanguage()));
}
