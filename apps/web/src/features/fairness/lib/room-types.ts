import { RACE_ROOM_TYPE } from '@fairround/shared';

/** The room types that draw rounds (docs/rounds.md): three digits 1, 4, 15; the race 16. */
export const FAIR_ROOM_TYPES = [1, 4, 15, 16] as const;
export type FairRoomType = (typeof FAIR_ROOM_TYPES)[number];

export function kindOf(roomType: number): 'digits' | 'race' {
  return roomType === RACE_ROOM_TYPE ? 'race' : 'digits';
}

/** `?type=&seqno=` from a room's proof link; an unknown type falls back to the first. */
export function readTarget(search: URLSearchParams): { roomType: FairRoomType; seqno: string } {
  const type = Number(search.get('type'));
  const roomType = (FAIR_ROOM_TYPES as readonly number[]).includes(type)
    ? (type as FairRoomType)
    : FAIR_ROOM_TYPES[0];
  return { roomType, seqno: (search.get('seqno') ?? '').trim().slice(0, 32) };
}
