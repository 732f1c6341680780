import { roundsAdminEndpoints, type AdminRoomTypeUpdate, type AdminRoomUpdate } from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

/** The console's rounds calls (docs/rounds.md, rounds.admin.routes.ts). */
export const roundsKeys = {
  all: ['rounds'] as const,
  roomTypes: () => [...roundsKeys.all, 'room-types'] as const,
  rooms: (roomType: number) => [...roundsKeys.all, 'rooms', roomType] as const,
  rounds: (roomType: number, page: number, pageSize: number) =>
    [...roundsKeys.all, 'list', roomType, page, pageSize] as const,
  chains: (roomType: number) => [...roundsKeys.all, 'chains', roomType] as const,
};

export function useRoomTypes() {
  return useQuery({
    queryKey: roundsKeys.roomTypes(),
    queryFn: ({ signal }) => apiCall(roundsAdminEndpoints.roomTypes, {}, { signal }),
  });
}

export function useRooms(roomType: number) {
  return useQuery({
    queryKey: roundsKeys.rooms(roomType),
    queryFn: ({ signal }) => apiCall(roundsAdminEndpoints.rooms, { roomType }, { signal }),
  });
}

export function useRounds(roomType: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: roundsKeys.rounds(roomType, page, pageSize),
    queryFn: ({ signal }) => apiCall(roundsAdminEndpoints.rounds, { roomType, page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
    // Rounds move on by themselves (open → settled); the list follows without a reload.
    refetchInterval: 10_000,
  });
}

export function useChains(roomType: number) {
  return useQuery({
    queryKey: roundsKeys.chains(roomType),
    queryFn: ({ signal }) => apiCall(roundsAdminEndpoints.chains, { roomType }, { signal }),
  });
}

/** After a change: the rounds screens and the audit log are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roundsKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useUpdateRoomType() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: AdminRoomTypeUpdate) =>
      apiCall(roundsAdminEndpoints.updateRoomType, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useUpdateRoom() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: AdminRoomUpdate) => apiCall(roundsAdminEndpoints.updateRoom, input, { toast: false }),
    onSettled: refresh,
  });
}

export function usePublishChain() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (roomType: number) =>
      apiCall(roundsAdminEndpoints.publishChain, { roomType }, { toast: false }),
    onSettled: refresh,
  });
}
