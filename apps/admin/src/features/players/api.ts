import {
  accountsAdminEndpoints,
  cashierAdminEndpoints,
  playerMessagesAdminEndpoints,
  type AdminAdjustInput,
  type AdminFreezeInput,
  type AdminPlayersQuery,
  type EndpointResult,
  type MoneyActionOtp,
  type PlayerAccountType,
  type UiLanguage,
} from '@fairround/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { playerListQuery } from '../../lib/player-list';
import { auditKeys, playerKeys, refreshAfterMoneyChange } from '../../lib/query-keys';

/** The console's player calls (accounts.admin.routes.ts); answers are the shared contract's. */

export function usePlayerList(query: AdminPlayersQuery) {
  return useQuery(playerListQuery(query));
}

export const playerDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: playerKeys.detail(userId),
    queryFn: ({ signal }) => apiCall(accountsAdminEndpoints.getPlayer, { userId }, { signal, toast: false }),
  });

export function usePlayerDetail(userId: string) {
  return useQuery(playerDetailQuery(userId));
}

/** Freezing or unfreezing changes the player, every list they appear in, and the audit log. */
function useStatusChange(
  endpoint: typeof accountsAdminEndpoints.freeze | typeof accountsAdminEndpoints.unfreeze,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminFreezeInput) => apiCall(endpoint, input, { toast: false }),
    onSuccess: () =>
      Promise.all([
        // All player queries: lists, this player, and any referrer's page listing them.
        queryClient.invalidateQueries({ queryKey: playerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

/** Support texts the player a pay-password recovery code; the audit log gains a row. */
export function useSendPayPasswordCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; language: UiLanguage }) =>
      apiCall(accountsAdminEndpoints.sendPayPasswordCode, input, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}

/** Support writes to the player first (issue #26): their chat thread and notification centre. */
export function useMessagePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { playerId: string; content: string; clientKey: string }) =>
      apiCall(playerMessagesAdminEndpoints.toPlayer, input, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}

export function useFreezePlayer() {
  return useStatusChange(accountsAdminEndpoints.freeze);
}

export function useUnfreezePlayer() {
  return useStatusChange(accountsAdminEndpoints.unfreeze);
}

/**
 * One page of a player account's entries, newest first. Pages are fetched one after another
 * with the server's cursor (`nextCursor`), so entries posted meanwhile never shift a page.
 */
export function fetchPlayerLedger(
  input: { userId: string; account: PlayerAccountType; cursor?: string },
  signal?: AbortSignal,
): Promise<EndpointResult<typeof cashierAdminEndpoints.playerLedger>> {
  return apiCall(cashierAdminEndpoints.playerLedger, { ...input, pageSize: 50 }, { signal, toast: false });
}

/** A balance adjustment is a money action: it refreshes what every money change does, after a refusal too. */
export function useAdjustPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminAdjustInput & MoneyActionOtp) =>
      apiCall(cashierAdminEndpoints.adjust, input, { toast: false }),
    onSettled: () => refreshAfterMoneyChange(queryClient),
  });
}
