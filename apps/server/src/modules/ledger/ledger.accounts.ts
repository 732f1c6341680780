import { isHouseAccountType, isPlayerAccountType } from '@fairround/shared';
import type { AccountRef } from './ledger.types.js';

/** A stable map key for an account reference. */
export function accountKey(ref: AccountRef): string {
  return ref.kind === 'player' ? `player:${ref.playerId}:${ref.type}` : `house:${ref.type}`;
}

/** Human-readable name for messages and invariant reports. */
export function describeAccount(ref: AccountRef): string {
  return ref.kind === 'player' ? `player ${ref.playerId} ${ref.type}` : `house ${ref.type}`;
}

/** Every player account is flagged: players can never owe money. House accounts may go negative. */
export function mustNotGoNegative(ref: AccountRef): boolean {
  return ref.kind === 'player';
}

export type AccountIdentity = { ownerKind: string; playerId: string | null; type: string };

/** Reads an account row's identity back into a reference; a row the CHECK allowed always fits. */
export function refFromRow(row: AccountIdentity): AccountRef {
  if (row.ownerKind === 'player' && row.playerId && isPlayerAccountType(row.type)) {
    return { kind: 'player', playerId: row.playerId, type: row.type };
  }
  if (row.ownerKind === 'house' && isHouseAccountType(row.type)) return { kind: 'house', type: row.type };
  throw new Error(`unknown ledger account ${row.ownerKind}/${row.type}`);
}
