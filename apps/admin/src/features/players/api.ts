import type { PlayerStatus, VipLevelKey } from '@fairround/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { auditKeys } from '../audit/api';

/** A player as `/api/admin/players/*` answers it (accounts.admin.service.ts); money as decimal strings. */
export type PlayerSummary = {
  id: string;
  username: string;
  nickname: string;
  quhao: string;
  phone: string;
  level: number;
  levelName: VipLevelKey;
  turnover: string;
  status: PlayerStatus;
  frozenReason: string | null;
  invitationCode: string;
  referredByCode: string | null;
  hasPayPassword: boolean;
  createdAt: string;
};

/** A list row also carries the player's cash balance. */
export type ListedPlayer = PlayerSummary & { balance: string };

export type PlayerListQuery = { query?: string; status?: PlayerStatus; page: number; pageSize: number };
export type PlayerListPage = { list: ListedPlayer[]; total: number; page: number; pageSize: number };

export type PlayerSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
  live: boolean;
  ip: string | null;
  userAgent: string | null;
};

export type PlayerReferral = { id: string; username: string; status: PlayerStatus; createdAt: string };

export type PlayerDetail = {
  player: PlayerSummary;
  balances: { cash: string; withdrawalHold: string; betEscrow: string; staking: string };
  sessions: PlayerSession[];
  referrer: { id: string; username: string } | null;
  referrals: { total: number; list: PlayerReferral[] };
};

export type StatusChange = { userId: string; status: PlayerStatus; changed: boolean; sessionsEnded: number };

export const playerKeys = {
  all: ['admin', 'players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  list: (query: PlayerListQuery) => [...playerKeys.lists(), query] as const,
  detail: (userId: string) => [...playerKeys.all, 'detail', userId] as const,
};

export const playerListQuery = (query: PlayerListQuery) =>
  queryOptions({
    queryKey: playerKeys.list(query),
    queryFn: ({ signal }) =>
      apiPost<PlayerListPage>('/api/admin/players/list', query, { signal, toast: false }),
    placeholderData: keepPreviousData,
  });

export function usePlayerList(query: PlayerListQuery) {
  return useQuery(playerListQuery(query));
}

export const playerDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: playerKeys.detail(userId),
    queryFn: ({ signal }) =>
      apiPost<PlayerDetail>('/api/admin/players/get', { userId }, { signal, toast: false }),
  });

export function usePlayerDetail(userId: string) {
  return useQuery(playerDetailQuery(userId));
}

type StatusChangeInput = { userId: string; reason: string };

/** Freezing or unfreezing changes the player, every list they appear in, and the audit log. */
function useStatusChange(path: '/api/admin/players/freeze' | '/api/admin/players/unfreeze') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StatusChangeInput) => apiPost<StatusChange>(path, input, { toast: false }),
    onSuccess: () =>
      Promise.all([
        // All player queries: lists, this player, and any referrer's page listing them.
        queryClient.invalidateQueries({ queryKey: playerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

export function useFreezePlayer() {
  return useStatusChange('/api/admin/players/freeze');
}

export function useUnfreezePlayer() {
  return useStatusChange('/api/admin/players/unfreeze');
}
