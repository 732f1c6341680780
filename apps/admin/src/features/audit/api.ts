import { adminEndpoints, type AuditListQuery, type UiLanguage } from '@fairround/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { auditKeys } from '../../lib/query-keys';

/** Room and article titles come back in the request's language, so the language is part of the key. */
export const auditListQuery = (query: AuditListQuery, language: UiLanguage) =>
  queryOptions({
    queryKey: auditKeys.list(query, language),
    queryFn: ({ signal }) => apiCall(adminEndpoints.auditList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAuditList(query: AuditListQuery) {
  return useQuery(auditListQuery(query, useLanguage()));
}
