import type { ExclusionView, LimitView, RecallResponse, UiLanguage } from '@fairround/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';

/** One login of the player as the protection view lists it; times are epoch milliseconds. */
export type ProtectionSession = {
  startedAt: number;
  lastSeenAt: number;
  endedAt: number | null;
  ip: string | null;
};

/**
 * `POST /api/admin/protection/get` (protection.service.ts `consoleView`): the player's limits with
 * pending changes, the exclusion in force and every past one, the reality check and recent
 * sessions. Money as decimal strings, times as epoch milliseconds; each read is audited.
 */
export type ProtectionConsoleView = {
  limits: { deposit: LimitView[]; loss: LimitView[] };
  exclusion: ExclusionView | null;
  exclusions: ExclusionView[];
  realityCheckMinutes: number;
  /** The operator's time zone: limit periods start and end at its midnights. */
  timeZone: string;
  sessions: ProtectionSession[];
};

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
    queryFn: ({ signal }) =>
      apiPost<ProtectionConsoleView>('/api/admin/protection/get', { userId }, { signal, toast: false }),
  });

export function usePlayerProtection(userId: string) {
  return useQuery(protectionViewQuery(userId));
}

/** Option names come back in the request's language, so the language is part of the key. */
export const recallQuery = (userId: string, language: UiLanguage) =>
  queryOptions({
    queryKey: protectionKeys.recall(userId, language),
    queryFn: ({ signal }) =>
      apiPost<RecallResponse>('/api/admin/protection/recall', { userId }, { signal, toast: false }),
  });

/** The player's last 50 rounds (RECALL_ROUNDS), newest first. */
export function usePlayerRecall(userId: string) {
  return useQuery(recallQuery(userId, useLanguage()));
}
