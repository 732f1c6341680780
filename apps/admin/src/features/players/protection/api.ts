import { protectionAdminEndpoints, type UiLanguage } from '@fairround/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';

/**
 * Apart from the player's own keys on purpose: a freeze refreshes every player query, and each
 * protection read is an audit entry, so these are read again only when staff ask.
 */
export const protectionKeys = {
  all: ['admin', 'protection'] as const,
  view: (userId: string) => [...protectionKeys.all, 'view', userId] as const,
  recall: (userId: string, language: UiLanguage) =>
    [...protectionKeys.all, 'recall', userId, language] as const,
};

/** Every read is written to the audit log, so the console reads when a screen asks, not ahead. */
export const protectionViewQuery = (userId: string) =>
  queryOptions({
    queryKey: protectionKeys.view(userId),
    queryFn: ({ signal }) => apiCall(protectionAdminEndpoints.player, { userId }, { signal, toast: false }),
  });

export function usePlayerProtection(userId: string) {
  return useQuery(protectionViewQuery(userId));
}

/** Option names come back in the request's language, so the language is part of the key. */
export const recallQuery = (userId: string, language: UiLanguage) =>
  queryOptions({
    queryKey: protectionKeys.recall(userId, language),
    queryFn: ({ signal }) => apiCall(protectionAdminEndpoints.recall, { userId }, { signal, toast: false }),
  });

/** The player's last 50 rounds (RECALL_ROUNDS), newest first. */
export function usePlayerRecall(userId: string) {
  return useQuery(recallQuery(userId, useLanguage()));
}
