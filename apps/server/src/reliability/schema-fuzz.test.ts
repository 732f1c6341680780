import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  formatOdds,
  cashierEndpoints,
  adminEndpoints,
  stakingEndpoints,
  contentAdminEndpoints,
  stakingAdminEndpoints,
  protectionAdminEndpoints,
  accountsAdminEndpoints,
  gameEndpoints,
  roundsAdminEndpoints,
} from '@fairround/shared';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCard, setDepositMethods } from '../test/cashier.js';
import { ok } from '../test/http.js';
import { fundPlayerForTest } from '../test/ledger.js';
import { createPlayerForTest, type TestPlayer, fundedPlayer } from '../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  runOnlyRoomTypes,
} from '../test/rounds.js';
import { createStaffForTest } from '../test/staff.js';
import { trackedRoutes, type RouteSummary } from '../modules/admin/route-catalogue.js';
import { createLedgerService } from '../modules/ledger/ledger.service.js';
import { createRoundsRepository } from '../modules/rounds/rounds.repository.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import {
  jsonSchemaOf,
  mutatedRequestArbitrary,
  PROTOTYPE_NAMES,
  prototypeNameRequests,
  routeSeed,
  sampleWithSeed,
  validBodyArbitrary,
  type FieldHints,
  type FuzzRequest,
} from './fuzz-bodies.js';
import { createStateWatch, envelopeProblem, postRaw, type Answer } from './reliability.test-utils.js';

/**
 * Schema fuzz (issue #13, deliverable 6): every POST route under /api/ gets bodies generated
 * from its own zod schema, valid ones and broken ones, and must answer each with a well-formed
 * envelope, never a 5xx; a rejected call must leave the ledger and every table's row count as
 * they were. `FUZZ_ITERATIONS` sets the broken bodies per route (20 in CI); `FUZZ_SEED` replays.
 */
const SEED = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const MUTATED_PER_ROUTE = Number(process.env.FUZZ_ITERATIONS ?? 20);
const VALID_PER_ROUTE = 3;
const REPLAY = `replay with FUZZ_SEED=${SEED}`;
const ROOM = standardRoom(1);
const PAY_PASSWORD = '246810';
const PLAYER_PASSWORD = 'secret123';
/**
 * Tables that record a refused attempt by design (throttles count failed logins and wrong pay
 * passwords); a rejected call may add rows there and nowhere else.
 */
const ATTEMPT_TABLES = ['login_failures', 'player_login_failures', 'cashier_pay_password_failures'];

let database: TestDatabase;
let harness: RoundsHarness;
let victim: TestPlayer;
let roundId: string;
let firstOdds: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Money actions need only the role here: the fuzz is about bodies, not one-time codes.
  harness = await buildRoundsHarness(database, { ADMIN_REQUIRE_2FA: 'false' });
  await runOnlyRoomTypes(database, [1, 4]);
  await harness.engine().tick();
  const round = (await roundsOfType(database, 1))[0]!;
  harness.clock.set(round.opensAt);
  roundId = round.id;
  const room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
  firstOdds = formatOdds(room.rates[0]!);
  const owner = await createStaffForTest(database, { role: 'owner', clock: harness.clock });
  await setDepositMethods(harness.app, owner);
  victim = await fundedPlayer(database, { clock: harness.clock, level: 8, money: 1_000_000_00 });
});

afterAll(async () => {
  await harness?.app.close();
  await database?.close();
});

type Actor = { token: string | null; cardId: string | null };

/** A fresh caller per route, so one route's valid calls (log out, self-exclude) spoil no other. */
async function actorFor(route: RouteSummary): Promise<Actor> {
  if (route.auth?.kind === 'staff') {
    const staff = await createStaffForTest(database, { role: 'owner', clock: harness.clock });
    return { token: staff.token, cardId: null };
  }
  if (route.auth?.kind === 'staff-login') return { token: null, cardId: null };
  const player = await createPlayerForTest(database, {
    clock: harness.clock,
    level: 8,
    password: PLAYER_PASSWORD,
    payPassword: PAY_PASSWORD,
  });
  await fundPlayerForTest(database.db, player.playerId, 1_000_000_00);
  const needsCard = /withdraw$|delbankcard$/i.test(route.url);
  const cardId = needsCard
    ? (
        await ok<{ id: string }>(harness.app, cashierEndpoints.addWithdrawalAccount.path, {
          token: player.token,
          ...bankCard(),
        })
      ).id
    : null;
  return { token: player.token, cardId };
}

/** Values a field's JSON Schema cannot say (a refinement, a pipe): what the zod schema accepts. */
const SCHEMA_HINTS: FieldHints = {
  category: fc.constantFrom(9, 14),
  android: fc.constant('https://example.com/app.apk'),
  ios: fc.constant('https://apps.example.com/app'),
  support: fc.constant('https://help.example.com'),
  links: fc.constant([{ name: 'Help line', url: 'https://help.example.org' }]),
  // A banner's link must be an app path or an https address, which JSON schema cannot say.
  link: fc.constantFrom('/activity/1', 'https://example.com/promo', ''),
};

/** Field values that let a body reach past the first checks of its route (a live round, own card). */
function hintsFor(route: RouteSummary, actor: Actor | null): FieldHints {
  const path = route.url.toLowerCase();
  const hints: FieldHints = { ...SCHEMA_HINTS };
  if (/^\/api\/game\/(order|getgamecancel|getgameinfo|getvorder)$/.test(path))
    hints.roomid = fc.constant(ROOM);
  if (path === '/api/game/order') {
    hints.gameid = fc.constant(roundId);
    hints.order_info = fc.constant([[0, firstOdds, 10]]);
  }
  if (actor?.cardId) hints[path.endsWith('withdraw') ? 'bank_id' : 'id'] = fc.constant(actor.cardId);
  if (/withdraw$|recharge$/.test(path)) hints.money = fc.constant('100000');
  if (path.endsWith('transferin'))
    Object.assign(hints, { amount: fc.constant('100000'), tierId: fc.constant(1) });
  if (path.endsWith('getoneclassarticle')) hints.type = SCHEMA_HINTS.category!;
  if (path.endsWith('recharge')) hints.method = fc.constant('acb-main');
  // A real calendar day (a refinement JSON schema cannot say), or none.
  if (path.endsWith('betorders')) hints.day = fc.constantFrom('', '2026-11-26', '2024-02-29');
  if (path.endsWith('addbankcard'))
    Object.assign(hints, {
      type: fc.constant('Bank'),
      bank: fc.constant('ACB'),
      account: fc.constant('0011 2233'),
    });
  if (path.startsWith('/api/admin/')) return hints;
  for (const field of ['pwd', 'payPwd', 'srcpwd']) hints[field] = fc.constant(PAY_PASSWORD);
  for (const field of ['passwd', 'password']) hints[field] = fc.constant(PLAYER_PASSWORD);
  return hints;
}

function requestOf(request: FuzzRequest, token: string | null, index: number) {
  const body = request.body;
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  // The seed client sends the token in the body; a body that is no object carries it in the header.
  const withToken = isObject && token && !('token' in body) ? { ...body, token } : body;
  const headers: Record<string, string> = !isObject && token ? { authorization: `Bearer ${token}` } : {};
  return {
    payload: request.raw ?? JSON.stringify(withToken),
    contentType: request.contentType,
    headers,
    // Anonymous calls count against the address: one per route keeps budgets apart.
    remoteAddress: `10.13.${(index >> 8) & 255}.${index & 255}`,
  };
}

function requestsFor(route: RouteSummary, hints: FieldHints): FuzzRequest[] {
  const schema = jsonSchemaOf(route.body);
  const seed = routeSeed(SEED, route.url);
  const valid = sampleWithSeed(validBodyArbitrary(schema, hints), seed, VALID_PER_ROUTE);
  return [
    ...valid.map((body) => ({ kind: 'valid', body })),
    ...sampleWithSeed(mutatedRequestArbitrary(schema, hints, victim.playerId), seed + 1, MUTATED_PER_ROUTE),
    // Not sampled: every prototype name in every string field and as `lang` (issue #23).
    ...prototypeNameRequests(schema, valid[0] ?? {}),
  ];
}

/**
 * What an answer must never carry: a stack line, a JavaScript error's words, or a function or an
 * object stringified (what an inherited `toString` found by a client's key looks like on the wire).
 */
const INTERNAL_TEXT =
  /TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|is not iterable|\[native code\]|\[object \w+\]|function \w*\(|\bat [^\s]+ \(.+:\d+:\d+\)|\.ts:\d+/;

type Failure = { route: string; kind: string; body: string; problem: string };
const stats = { routes: 0, calls: 0, rejected: 0, accepted: 0, rateLimited: 0, prototypeNames: 0 };
const watch = () => createStateWatch(database.db, ATTEMPT_TABLES);

async function fuzzRoute(
  route: RouteSummary,
  index: number,
  firstActor: Actor,
  failures: Failure[],
): Promise<void> {
  let actor = firstActor;
  const state = watch();
  await state.reset();
  for (const request of requestsFor(route, hintsFor(route, actor))) {
    let answer: Answer = await postRaw(harness.app, route.url, requestOf(request, actor.token, index));
    if (answer.status === 429) {
      // The route's own budget (self-exclusion allows 10 a quarter hour) ran out: a new caller.
      stats.rateLimited += 1;
      actor = await actorFor(route);
      await state.reset();
      answer = await postRaw(harness.app, route.url, requestOf(request, actor.token, index));
    }
    stats.calls += 1;
    if (request.kind.startsWith('prototype name')) stats.prototypeNames += 1;
    const failure = (problem: string) =>
      failures.push({
        route: route.url,
        kind: request.kind,
        body: (request.raw ?? JSON.stringify(request.body) ?? '').slice(0, 160),
        problem,
      });
    const problem = envelopeProblem(answer);
    if (problem) failure(`${problem}: ${answer.text.slice(0, 200)}`);
    const internal = INTERNAL_TEXT.exec(answer.text);
    if (internal) failure(`internal text "${internal[0]}" in ${answer.text.slice(0, 200)}`);
    const changes = await state.changes();
    if (answer.envelope?.code === 1) stats.accepted += 1;
    else {
      stats.rejected += 1;
      if (changes.length > 0)
        failure(`rejected (${answer.text.slice(0, 120)}) but changed ${changes.join('; ')}`);
    }
  }
}

/** Callers for a batch of routes, made concurrently (password hashing dominates). */
const actorsFor = (routes: RouteSummary[]) => Promise.all(routes.map((route) => actorFor(route)));

const ledger = () => createLedgerService({ db: database.db, clock: harness.clock });

const fuzzedRoutes = (routes: readonly RouteSummary[]) =>
  routes
    .filter((route) => route.methods.includes('POST') && route.url.toLowerCase().startsWith('/api/'))
    .filter((route) => !route.url.toLowerCase().startsWith('/api/test/'));

/**
 * Bodies that were answered with a 5xx before the fixes (all found by the fuzz but the freeze
 * reason, which reaches the same `jsonb` audit path), replayed on every run whatever the seed:
 * each must be refused as input (1001) naming the field at fault.
 */
const FOUND_BY_FUZZ: { path: string; body: (actor: Actor) => Record<string, unknown>; field: string }[] = [
  { path: adminEndpoints.auditList.path, body: () => ({ action: 'a\u0000b' }), field: 'action' },
  {
    path: adminEndpoints.login.path,
    body: () => ({ username: 'a\u0000b', password: 'x'.repeat(12) }),
    field: 'username',
  },
  {
    path: gameEndpoints.roomOrders.path,
    body: () => ({ roomid: ROOM, gameseq: '\u0000' }),
    field: 'gameseq',
  },
  {
    path: stakingEndpoints.transferIn.path,
    body: () => ({ tierId: 1, amount: '100000', payPwd: PAY_PASSWORD, requestKey: 'a\u0000b' }),
    field: 'requestKey',
  },
  {
    path: cashierEndpoints.withdraw.path,
    body: (actor) => ({ bank_id: actor.cardId, money: '100', pwd: PAY_PASSWORD, request_key: '\u0000' }),
    field: 'request_key',
  },
  {
    path: contentAdminEndpoints.create.path,
    body: () => ({ category: 9, titleVi: '\u0000' }),
    field: 'titleVi',
  },
  {
    path: stakingAdminEndpoints.fundReserve.path,
    body: () => ({ amount: '1', reason: 'a\u0000b' }),
    field: 'reason',
  },
  {
    path: protectionAdminEndpoints.updateHelpLinks.path,
    body: () => ({ links: [{ name: '\ud800', url: 'https://help.example.org' }] }),
    field: 'links.0.name',
  },
  {
    path: accountsAdminEndpoints.freeze.path,
    body: () => ({ userId: victim.playerId, reason: '\udfff\ud800' }),
    field: 'reason',
  },
  {
    path: roundsAdminEndpoints.updateRoom.path,
    body: () => ({ id: '2147483648', enabled: false }),
    field: 'id',
  },
];

describe('schema fuzz', () => {
  it('refuses every body an earlier run found answered with a 5xx, naming the field', async () => {
    const routes = new Map(trackedRoutes(harness.app).map((route) => [route.url.toLowerCase(), route]));
    for (const found of FOUND_BY_FUZZ) {
      const actor = await actorFor(routes.get(found.path.toLowerCase())!);
      const answer = await postRaw(harness.app, found.path, {
        payload: JSON.stringify({ ...found.body(actor), token: actor.token ?? undefined }),
      });
      expect(envelopeProblem(answer), found.path).toBeNull();
      expect(answer.envelope, found.path).toMatchObject({
        code: 0,
        data: { errCode: ErrorCode.IncompleteParameters, field: found.field },
      });
    }
  });

  it('generates bodies each route’s own schema accepts', () => {
    const unmatched = fuzzedRoutes(trackedRoutes(harness.app)).filter((route) => {
      const bodies = sampleWithSeed(
        validBodyArbitrary(jsonSchemaOf(route.body), hintsFor(route, null)),
        routeSeed(SEED, route.url),
        VALID_PER_ROUTE,
      );
      return !bodies.some((body) => (route.body as z.ZodType).safeParse(body).success);
    });
    expect(
      unmatched.map((route) => route.url),
      REPLAY,
    ).toEqual([]);
  });

  it('answers every valid and broken body of every route with a well-formed envelope, and rejected calls change nothing', async () => {
    const routes = fuzzedRoutes(trackedRoutes(harness.app));
    // Console routes last: their valid calls change settings the player routes would meet.
    const playerRoutes = routes.filter((route) => route.auth?.kind !== 'staff');
    const consoleRoutes = routes.filter((route) => route.auth?.kind === 'staff');
    const victimBefore = await ledger().playerBalances(victim.playerId);
    const failures: Failure[] = [];
    let index = 0;
    const playerActors = await actorsFor(playerRoutes);
    for (const route of playerRoutes) await fuzzRoute(route, index, playerActors[index++]!, failures);
    // Forged `user_id`/`playerId` fields on player routes never reached the other player's money.
    const victimAfter = await ledger().playerBalances(victim.playerId);
    const consoleActors = await actorsFor(consoleRoutes);
    for (const [position, route] of consoleRoutes.entries())
      await fuzzRoute(route, index++, consoleActors[position]!, failures);
    stats.routes = index;
    console.info(
      `schema fuzz: ${stats.routes} routes, ${stats.calls} bodies (${stats.rejected} rejected, ${stats.accepted} accepted, ${stats.rateLimited} retried after 429; ${stats.prototypeNames} with one of ${PROTOTYPE_NAMES.length} prototype names in a string field or lang); ${REPLAY}`,
    );
    expect(failures, REPLAY).toEqual([]);
    expect(victimAfter, REPLAY).toEqual(victimBefore);
  }, 600_000);
});
