import { randomBytes, randomUUID } from 'node:crypto';
import { drawFreePlayerCode } from '../../modules/accounts/invitations/invitations.service.js';
import { createInvitationsRepository } from '../../modules/accounts/invitations/invitations.repository.js';
import { players } from '../../modules/accounts/players.tables.js';
import { createPlayerSessionsService } from '../../modules/accounts/sessions/sessions.service.js';
import { fundPlayerForTest } from '../../test/ledger.js';
import { systemClock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/credentials/password-hash.js';
import type { TestDatabase } from '../../test/test-database.js';

export const LOAD_PLAYER_PASSWORD = 'load-secret-123';

export type LoadPlayer = { username: string; token: string; address: string };

/**
 * Player i's own loopback address (127.3.x.y; all of 127.0.0.0/8 reaches the loopback interface
 * on Linux), so each player is a separate client to the rate limits and the login throttle.
 */
export function loopbackAddressOf(index: number): string {
  return `127.3.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/**
 * `count` funded players with live sessions, written as `createPlayerForTest` does (player row,
 * invitation code, session from the sessions service, cash from an honest deposit transfer) but
 * with ONE argon2 hash shared by all: a hash costs ~0.2 s of CPU here, so 1,000 separate ones
 * would take minutes before the load even starts. Every player logs in with
 * `LOAD_PLAYER_PASSWORD`.
 */
export async function seedLoadPlayers(
  database: TestDatabase,
  count: number,
  cashMinor: number,
): Promise<LoadPlayer[]> {
  const passwordHash = await hashPassword(LOAD_PLAYER_PASSWORD);
  const sessions = createPlayerSessionsService({ db: database.db, clock: systemClock });
  const invitations = createInvitationsRepository({ db: database.db });
  const batch = randomBytes(2).toString('hex');
  const seeded: LoadPlayer[] = [];
  for (let index = 0; index < count; index += 1) {
    const playerId = randomUUID();
    const username = `load${batch}x${index}`;
    const invitationCode = await drawFreePlayerCode(database.db);
    const now = systemClock.now();
    await database.db.insert(players).values({
      id: playerId,
      username,
      nickname: username,
      quhao: '+84',
      phone: `7${String(index).padStart(8, '0')}`,
      passwordHash,
      payPasswordHash: null,
      invitationCode,
      level: 1,
      turnover: 0,
      status: 'active',
      createdAt: now,
    });
    await invitations.insertIfNew({
      code: invitationCode,
      kind: 'player',
      ownerPlayerId: playerId,
      createdAt: now,
    });
    const address = loopbackAddressOf(index);
    const { token } = await sessions.open(playerId, { ip: address, userAgent: 'load-test' });
    await fundPlayerForTest(database.db, playerId, cashMinor);
    seeded.push({ username, token, address });
  }
  return seeded;
}
