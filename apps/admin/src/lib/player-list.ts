import { accountsAdminEndpoints, type AdminPlayersQuery } from '@fairround/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from './api';
import { playerKeys } from './query-keys';

/**
 * One page of the players list (search by username, phone or invitation code): the players
 * screen reads it, and so do the player pickers that filter the cashier and staking lists.
 */
export const playerListQuery = (query: AdminPlayersQuery) =>
  queryOptions({
    queryKey: playerKeys.list(query),
    queryFn: ({ signal }) => apiCall(accountsAdminEndpoints.listPlayers, query, { signal, toast: false }),
    placeholderData: keepPreviousData,
  });
