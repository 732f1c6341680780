import { randomInt } from 'node:crypto';
import { ErrorCode, normalizeInvitationCode } from '@fairround/shared';
import type { Executor } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { createPlayersRepository } from '../players.repository.js';
import { createInvitationsRepository } from './invitations.repository.js';

/** The house code every fresh installation accepts (PRODUCT.md §3). */
export const SEEDED_HOUSE_CODE = '888';

/** Upper-case letters and digits without look-alikes (0/O, 1/I/L), so a code read aloud is typed right. */
const PLAYER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PLAYER_CODE_LENGTH = 8;
const MAX_CODE_DRAWS = 8;

export function drawPlayerInvitationCode(): string {
  let code = '';
  for (let index = 0; index < PLAYER_CODE_LENGTH; index += 1)
    code += PLAYER_CODE_ALPHABET[randomInt(PLAYER_CODE_ALPHABET.length)];
  return code;
}

/** Adds the seeded house code unless it exists; safe on every boot and from several instances. */
export async function seedHouseInvitationCode(executor: Executor, now: Date): Promise<void> {
  await createInvitationsRepository({ db: executor }).insertIfNew({
    code: SEEDED_HOUSE_CODE,
    kind: 'house',
    ownerPlayerId: null,
    createdAt: now,
  });
}

/** The enabled code a newcomer typed, or 1063. */
export async function findUsableInvitation(executor: Executor, typed: string) {
  const code = normalizeInvitationCode(typed);
  const row = code ? await createInvitationsRepository({ db: executor }).find(code) : null;
  if (!row || !row.enabled) throw new AppError(ErrorCode.InvitationCodeUnknown, { field: 'invitation' });
  return row;
}

/**
 * A fresh code for a new player: drawn until it is free among codes and players (with 31^8
 * possibilities a second draw is already rare).
 */
export async function drawFreePlayerCode(executor: Executor): Promise<string> {
  const invitations = createInvitationsRepository({ db: executor });
  const players = createPlayersRepository({ db: executor });
  for (let draw = 0; draw < MAX_CODE_DRAWS; draw += 1) {
    const code = drawPlayerInvitationCode();
    if (!(await invitations.find(code)) && !(await players.isInvitationCodeTaken(code))) return code;
  }
  throw new AppError(ErrorCode.SystemBusy);
}
