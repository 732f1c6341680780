import { accountsEndpoints } from '@fairround/shared';
import { randomBytes, randomUUID } from 'node:crypto';
import type { SessionResponse } from '@fairround/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../platform/clock.js';
import { hashPassword } from '../platform/credentials/password-hash.js';
import { fundPlayerForTest } from './ledger.js';
import type { TestDatabase } from './test-database.js';
import {
  drawFreePlayerCode,
  seedHouseInvitationCode,
} from '../modules/accounts/invitations/invitations.service.js';
import { createInvitationsRepository } from '../modules/accounts/invitations/invitations.repository.js';
import { players } from '../modules/accounts/players.tables.js';
import { createPlayerSessionsService } from '../modules/accounts/sessions/sessions.service.js';
import { smsOutbox } from '../modules/accounts/sms/sms.tables.js';

export type TestPlayer = {
  playerId: string;
  username: string;
  password: string;
  payPassword: string | null;
  quhao: string;
  phone: string;
  invitationCode: string;
  /** A live session token; send it in the body like the client does. */
  token: string;
  sessionId: string;
};

let counter = 0;

/**
 * A player with a live session, written straight to the database so other modules' tests need
 * no SMS round trip. Call `seedAccountsForTest` after each `database.reset()` if you register.
 */
export async function createPlayerForTest(
  database: TestDatabase,
  options: {
    username?: string;
    password?: string;
    payPassword?: string | null;
    quhao?: string;
    phone?: string;
    level?: number;
    turnoverMinor?: number;
    status?: 'active' | 'frozen';
    clock?: Clock;
    /** Hashes of `password` and `payPassword` made once, for suites creating hundreds of players. */
    hashes?: { password: string; payPassword: string | null };
  } = {},
): Promise<TestPlayer> {
  counter += 1;
  const clock = options.clock ?? systemClock;
  const now = clock.now();
  const username = options.username ?? `player${counter}${randomBytes(3).toString('hex')}`;
  const password = options.password ?? 'secret123';
  const payPassword = options.payPassword === undefined ? '246810' : options.payPassword;
  const quhao = options.quhao ?? '+84';
  const phone = options.phone ?? `8${String(counter).padStart(8, '0')}`;
  const playerId = randomUUID();
  const invitationCode = await drawFreePlayerCode(database.db);
  await database.db.insert(players).values({
    id: playerId,
    username,
    nickname: username,
    quhao,
    phone,
    passwordHash: options.hashes?.password ?? (await hashPassword(password)),
    payPasswordHash:
      options.hashes !== undefined ? options.hashes.payPassword : payPassword === null ? null : await hashPassword(payPassword),
    invitationCode,
    level: options.level ?? 1,
    turnover: options.turnoverMinor ?? 0,
    status: options.status ?? 'active',
    createdAt: now,
  });
  await createInvitationsRepository({ db: database.db }).insertIfNew({
    code: invitationCode,
    kind: 'player',
    ownerPlayerId: playerId,
    createdAt: now,
  });
  const { token, sessionId } = await createPlayerSessionsService({ db: database.db, clock }).open(playerId, {
    ip: null,
    userAgent: 'test',
  });
  return { playerId, username, password, payPassword, quhao, phone, invitationCode, token, sessionId };
}

/** What a fresh installation has after boot (the house code 888); tables are empty after reset(). */
export async function seedAccountsForTest(database: TestDatabase, clock: Clock = systemClock): Promise<void> {
  await seedHouseInvitationCode(database.db, clock.now());
}

/** The code in the newest outbox message to a full number such as "+84912345678". */
export async function latestOutboxCode(database: TestDatabase, fullPhone: string): Promise<string> {
  const [row] = await database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, fullPhone))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${fullPhone}`);
  return code;
}

export type RegisterOverrides = Partial<{
  quhao: string;
  username: string;
  phone: string;
  captcha: string;
  password: string;
  spassword: string;
  invitation: string;
  payPwd: string;
  agree: boolean;
}>;

/** A valid register body for a fresh username and phone. */
export function registerBody(overrides: RegisterOverrides = {}) {
  counter += 1;
  const suffix = `${counter}${randomBytes(2).toString('hex')}`;
  return {
    quhao: '+84',
    username: `user${suffix}`,
    phone: `9${String(counter).padStart(8, '0')}`,
    captcha: '',
    password: 'passw0rd',
    spassword: 'passw0rd',
    invitation: '888',
    payPwd: '135790',
    agree: true,
    ...overrides,
  };
}

export type RegisterEnvelope = {
  code: number;
  info: string;
  data: Partial<SessionResponse> & { errCode?: number; field?: string };
};

/** Registers through the real calls: sends the SMS, reads the code from the outbox, registers. */
export async function registerThroughApi(
  app: FastifyInstance,
  database: TestDatabase,
  overrides: RegisterOverrides = {},
) {
  const body = registerBody(overrides);
  const sent = await app.inject({
    method: 'POST',
    url: accountsEndpoints.smsSend.path,
    payload: { quhao: body.quhao, mobile: body.phone },
  });
  if (sent.json().code !== 1) throw new Error(`sms_send failed: ${sent.body}`);
  const captcha =
    overrides.captcha ?? (await latestOutboxCode(database, `${body.quhao}${body.phone.replace(/^0/, '')}`));
  const response = await app.inject({
    method: 'POST',
    url: accountsEndpoints.register.path,
    payload: { ...body, captcha },
  });
  return { body: { ...body, captcha }, response: response.json() as RegisterEnvelope };
}

/** A player with a live session and `money` minor units of cash, as an approved deposit gives. */
export async function fundedPlayer(
  database: TestDatabase,
  { money = 100_000, ...options }: Parameters<typeof createPlayerForTest>[1] & { money?: number } = {},
): Promise<TestPlayer> {
  const player = await createPlayerForTest(database, options);
  await fundPlayerForTest(database.db, player.playerId, money);
  return player;
}
