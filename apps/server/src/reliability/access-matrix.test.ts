import type { AddressInfo } from 'node:net';
import {
  ErrorCode,
  formatOdds,
  SESSION_DEAD_CODE,
  type ErrorCodeValue,
  cashierEndpoints,
  supportEndpoints,
  stakingEndpoints,
  protectionEndpoints,
  accountsEndpoints,
  contentEndpoints,
  supportAdminEndpoints,
  gameEndpoints,
  playerSessionsEndpoints,
  notificationsEndpoints,
  profileEndpoints,
  pushEndpoints,
  playerTwoFactorEndpoints,
  verificationEndpoints,
} from '@fairround/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCard, setDepositMethods } from '../test/cashier.js';
import { call, ok } from '../test/http.js';
import { fundPlayerForTest } from '../test/ledger.js';
import { createPlayerForTest, type TestPlayer } from '../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  runOnlyRoomTypes,
} from '../test/rounds.js';
import { createOperator, createStaffForTest, type TestStaff } from '../test/staff.js';
import { trackedRoutes } from '../modules/admin/route-catalogue.js';
import { orderNumberOf } from '../modules/rounds/orders/orders.service.js';
import { createRoundsRepository } from '../modules/rounds/rounds.repository.js';
import { fundReserve, transferInBody } from '../modules/staking/staking.test-utils.js';
import type { StaffRole } from '../platform/auth/route-policy.js';
import { openSocket, tokenProtocols, type TestSocket } from '../platform/ws/ws.test-utils.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { envelopeProblem, postRaw, stateSnapshot, snapshotDifferences } from './reliability.test-utils.js';

/**
 * Access-control matrix (issue #13, deliverable 5): player B calls every route that takes an
 * object id with player A's ids and is refused with the module's code, every own-data view of B
 * carries none of A's data, B's socket never hears A's private channels, and every console route
 * refuses visitors, players and staff outside its roles.
 */
const ROOM = standardRoom(1);
const PAY_PASSWORD = '246810';

let database: TestDatabase;
let harness: RoundsHarness;
let owner: TestStaff;
let roundId: string;
let roundSeqno: string;
let firstOdds: string;

/** What a player created through the API, and the strings that must never reach anyone else. */
type Holdings = {
  player: TestPlayer;
  orderId: string;
  cardId: string;
  withdrawalId: string;
  depositId: string;
  positionId: string;
  messageSeq: number;
  historyCursor: string | null;
  flowCursor: string | null;
  secrets: string[];
};

let alice: Holdings;
let bob: Holdings;

const app = () => harness.app;

/** Amounts with odd cents, so a leaked one is recognisable in any answer. */
type Amounts = { order: number; withdrawal: string; deposit: string; staking: string; label: string };

async function holdingsOf(player: TestPlayer, amounts: Amounts): Promise<Holdings> {
  const token = player.token;
  const order = await ok<{ order_id: string }>(app(), gameEndpoints.order.path, {
    token,
    gameid: roundId,
    roomid: ROOM,
    order_info: [[0, firstOdds, amounts.order]],
    order_key: `${amounts.label}-order`,
  });
  const account = `${amounts.label.length}0${amounts.order} 7766 5544`;
  const holder = `${amounts.label} Holder`;
  const card = await ok<{ id: string }>(app(), cashierEndpoints.addWithdrawalAccount.path, {
    token,
    ...bankCard({ account, username: holder }),
  });
  await ok(app(), cashierEndpoints.withdraw.path, {
    token,
    bank_id: card.id,
    money: amounts.withdrawal,
    pwd: PAY_PASSWORD,
  });
  const withdrawal = (
    await ok<{ list: { id: string }[] }>(app(), cashierEndpoints.withdrawals.path, { token })
  ).list[0]!;
  const payer = `${amounts.label} Payer`;
  const deposit = await ok<{ id: string }>(app(), cashierEndpoints.recharge.path, {
    token,
    money: amounts.deposit,
    pay_name: payer,
    method: 'acb-main',
  });
  const message = `${amounts.label} private note ${amounts.order}`;
  const sent = await ok<{ seq: number }>(app(), supportEndpoints.send.path, { token, content: message });
  const staked = await ok<{ position: { id: string } }>(app(), stakingEndpoints.transferIn.path, {
    token,
    ...transferInBody({ amount: amounts.staking, payPwd: PAY_PASSWORD }),
  });
  const history = await ok<{ nextCursor: string | null }>(app(), protectionEndpoints.history.path, {
    token,
    pageSize: 1,
  });
  const flow = await ok<{ nextCursor: string | null }>(app(), cashierEndpoints.fundFlow.path, {
    token,
    pageSize: 1,
  });
  return {
    player,
    orderId: order.order_id,
    cardId: card.id,
    withdrawalId: withdrawal.id,
    depositId: deposit.id,
    positionId: staked.position.id,
    messageSeq: sent.seq,
    historyCursor: history.nextCursor,
    flowCursor: flow.nextCursor,
    secrets: [
      player.playerId,
      player.sessionId,
      player.username,
      player.phone,
      order.order_id,
      orderNumberOf(order.order_id),
      card.id,
      account,
      holder,
      withdrawal.id,
      deposit.id,
      payer,
      message,
      staked.position.id,
      amounts.withdrawal,
      amounts.deposit,
    ],
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
  await runOnlyRoomTypes(database, [1, 4]);
  await harness.engine().tick();
  const round = (await roundsOfType(database, 1))[0]!;
  harness.clock.set(round.opensAt);
  [roundId, roundSeqno] = [round.id, String(round.seqno)];
  firstOdds = formatOdds((await createRoundsRepository({ db: database.db }).room(ROOM))!.rates[0]!);
  owner = await createOperator(database, 'owner', harness.clock);
  await setDepositMethods(app(), owner);
  expect((await fundReserve(app(), owner, '10000000', harness.clock.now())).code).toBe(1);
  const players = await Promise.all(
    [1, 2].map(() => createPlayerForTest(database, { level: 8, clock: harness.clock })),
  );
  for (const player of players) await fundPlayerForTest(database.db, player.playerId, 2_000_000_00);
  alice = await holdingsOf(players[0]!, {
    order: 37,
    withdrawal: '271.83',
    deposit: '3141.59',
    staking: '9457.89',
    label: 'Alice',
  });
  bob = await holdingsOf(players[1]!, {
    order: 12,
    withdrawal: '150.25',
    deposit: '2718.28',
    staking: '7000.5',
    label: 'Bob',
  });
  // The cursor probes below need A's cursors to exist (A has several movements, pages of one).
  expect([alice.historyCursor, alice.flowCursor]).not.toContain(null);
});

afterAll(async () => {
  await harness?.app.close();
  await database?.close();
});

/** The secrets of `owner` that appear in an answer meant for someone else. */
const leaked = (text: string, holdings: Holdings, allowed: string[] = []) =>
  holdings.secrets.filter((secret) => !allowed.includes(secret) && text.includes(secret));

type Probe = { path: string; body: (victim: Holdings) => Record<string, unknown> };
type RefusedProbe = Probe & { errCode: ErrorCodeValue };

/** Every player route that names an object: B sends A's id and must be refused like an unknown id. */
const OBJECT_ID_ROUTES: RefusedProbe[] = [
  { path: cashierEndpoints.deposit.path, body: (a) => ({ id: a.depositId }), errCode: ErrorCode.NotFound },
  {
    path: cashierEndpoints.cancelDeposit.path,
    body: (a) => ({ id: a.depositId }),
    errCode: ErrorCode.NotFound,
  },
  {
    path: cashierEndpoints.withdrawal.path,
    body: (a) => ({ id: a.withdrawalId }),
    errCode: ErrorCode.NotFound,
  },
  {
    path: cashierEndpoints.removeWithdrawalAccount.path,
    body: (a) => ({ id: a.cardId }),
    errCode: ErrorCode.BankCardNotFound,
  },
  {
    path: cashierEndpoints.withdraw.path,
    body: (a) => ({ bank_id: a.cardId, money: '100', pwd: PAY_PASSWORD }),
    errCode: ErrorCode.BankCardNotFound,
  },
  {
    path: gameEndpoints.cancel.path,
    body: (a) => ({ roomid: ROOM, order_id: a.orderId }),
    errCode: ErrorCode.OrderNotFound,
  },
  { path: stakingEndpoints.position.path, body: (a) => ({ id: a.positionId }), errCode: ErrorCode.NotFound },
  { path: playerSessionsEndpoints.end.path, body: (a) => ({ id: a.player.sessionId }), errCode: ErrorCode.NotFound },
  {
    path: stakingEndpoints.proceeds.path,
    body: (a) => ({ positionId: a.positionId }),
    errCode: ErrorCode.NotFound,
  },
];

/**
 * Every player view of the caller's own records, called by B with A's cursors and ids where the
 * body takes one: B's answer succeeds and holds nothing of A's.
 */
const OWN_VIEWS: Probe[] = [
  { path: accountsEndpoints.userInfo.path, body: () => ({}) },
  { path: cashierEndpoints.deposits.path, body: () => ({}) },
  { path: cashierEndpoints.withdrawals.path, body: () => ({}) },
  { path: cashierEndpoints.withdrawInfo.path, body: () => ({}) },
  { path: cashierEndpoints.withdrawalAccounts.path, body: () => ({}) },
  { path: cashierEndpoints.fundFlow.path, body: () => ({ pageSize: 100 }) },
  { path: cashierEndpoints.fundFlow.path, body: (a) => ({ cursor: a.flowCursor ?? undefined }) },
  { path: gameEndpoints.gameInfo.path, body: () => ({ roomid: ROOM }) },
  { path: gameEndpoints.roundLog.path, body: () => ({ gametype: 1, gameseq: roundSeqno }) },
  { path: gameEndpoints.current.path, body: () => ({ gametype: 1, gameseq: roundSeqno }) },
  { path: gameEndpoints.betRecords.path, body: () => ({ pageSize: 100 }) },
  { path: gameEndpoints.betOrders.path, body: () => ({ pageSize: 100 }) },
  { path: gameEndpoints.betDays.path, body: () => ({ days: 31 }) },
  { path: gameEndpoints.todayWinLost.path, body: () => ({}) },
  { path: stakingEndpoints.positions.path, body: () => ({}) },
  { path: stakingEndpoints.proceeds.path, body: () => ({}) },
  { path: supportEndpoints.history.path, body: (a) => ({ before: a.messageSeq + 1 }) },
  { path: supportEndpoints.unread.path, body: () => ({}) },
  { path: protectionEndpoints.history.path, body: (a) => ({ cursor: a.historyCursor ?? undefined }) },
  { path: protectionEndpoints.historyCsv.path, body: (a) => ({ cursor: a.historyCursor ?? undefined }) },
  { path: protectionEndpoints.history.path, body: () => ({ pageSize: 100 }) },
  { path: protectionEndpoints.historyCsv.path, body: () => ({}) },
  { path: protectionEndpoints.recall.path, body: () => ({}) },
  { path: protectionEndpoints.state.path, body: () => ({}) },
  { path: protectionEndpoints.session.path, body: () => ({}) },
  { path: contentEndpoints.unread.path, body: () => ({}) },
  { path: playerSessionsEndpoints.list.path, body: () => ({}) },
  { path: playerTwoFactorEndpoints.status.path, body: () => ({}) },
  { path: notificationsEndpoints.list.path, body: () => ({}) },
  { path: notificationsEndpoints.unread.path, body: () => ({}) },
  { path: verificationEndpoints.status.path, body: () => ({}) },
];

/**
 * Player routes that act on the caller's own account and take no object id (what they could be
 * given is checked by the schema fuzz's forged `user_id` fields). Listed so that a new player
 * route must be placed in this matrix before the suite passes.
 */
const OWN_ACTIONS = [
  accountsEndpoints.logout.path,
  accountsEndpoints.changePassword.path,
  accountsEndpoints.changePayPassword.path,
  cashierEndpoints.recharge.path,
  cashierEndpoints.addWithdrawalAccount.path,
  gameEndpoints.order.path,
  contentEndpoints.read.path,
  supportEndpoints.send.path,
  supportEndpoints.read.path,
  // Takes a visitor token, not an id: a token is its own proof (support.visitor.test.ts claims it once).
  supportEndpoints.claimVisitor.path,
  protectionEndpoints.setLimit.path,
  protectionEndpoints.setRealityCheck.path,
  protectionEndpoints.skipLimitsOffer.path,
  protectionEndpoints.exclude.path,
  stakingEndpoints.transferIn.path,
  playerSessionsEndpoints.endOthers.path,
  accountsEndpoints.payPasswordCodeSend.path,
  accountsEndpoints.recoverPayPassword.path,
  // Ids of another player's notices are ignored (notifications.test.ts proves it).
  notificationsEndpoints.markRead.path,
  notificationsEndpoints.markAllRead.path,
  profileEndpoints.changeNickname.path,
  profileEndpoints.phoneCodeOld.path,
  profileEndpoints.phoneCodeNew.path,
  profileEndpoints.changePhone.path,
  // The caller's own two-factor: no id, and the secret and codes are theirs alone (two-factor.test.ts).
  playerTwoFactorEndpoints.setup.path,
  playerTwoFactorEndpoints.enable.path,
  playerTwoFactorEndpoints.disable.path,
  pushEndpoints.subscribe.path,
  pushEndpoints.unsubscribe.path,
  verificationEndpoints.upload.path,
  verificationEndpoints.submit.path,
];

/** A's own records as A sees them; B's calls must leave them exactly so. */
async function viewsOf(holdings: Holdings): Promise<string[]> {
  const token = holdings.player.token;
  const paths = [
    cashierEndpoints.deposits.path,
    cashierEndpoints.withdrawals.path,
    cashierEndpoints.withdrawalAccounts.path,
    gameEndpoints.betRecords.path,
    stakingEndpoints.positions.path,
    supportEndpoints.history.path,
  ];
  return Promise.all(paths.map(async (path) => JSON.stringify((await call(app(), path, { token })).data)));
}

describe('player objects called by another player', () => {
  it('places every player route in the matrix', () => {
    const classified = new Set(
      [...OBJECT_ID_ROUTES, ...OWN_VIEWS]
        .map((probe) => probe.path)
        .concat(OWN_ACTIONS)
        .map((path) => path.toLowerCase()),
    );
    const unclassified = trackedRoutes(app())
      .filter((route) => route.auth?.kind === 'player' && !classified.has(route.url.toLowerCase()))
      .map((route) => route.url);
    expect(unclassified, 'add the route to OBJECT_ID_ROUTES, OWN_VIEWS or OWN_ACTIONS').toEqual([]);
  });

  it("refuses every object-id route with the other player's id, leaks nothing and changes nothing", async () => {
    const before = await stateSnapshot(database.db);
    const aliceViews = await viewsOf(alice);
    for (const probe of OBJECT_ID_ROUTES) {
      const answer = await postRaw(app(), probe.path, {
        payload: JSON.stringify({ token: bob.player.token, ...probe.body(alice) }),
      });
      expect(envelopeProblem(answer), probe.path).toBeNull();
      expect(answer.envelope, probe.path).toMatchObject({ code: 0, data: { errCode: probe.errCode } });
      expect(leaked(answer.text, alice), probe.path).toEqual([]);
      // Bob's own object behind the same route is served (the probe is not refused for another reason).
      // (Not for cancelDeposit: served, it would cancel Bob's own request — deposit-cancel.test.ts covers that.)
      const servesOwn = probe.path.startsWith('/api/Cashier/') || probe.path.startsWith(stakingEndpoints.position.path);
      if (servesOwn && probe.path !== cashierEndpoints.cancelDeposit.path) {
        expect(
          (await call(app(), probe.path, { token: bob.player.token, ...probe.body(bob) })).code,
          probe.path,
        ).toBe(1);
      }
    }
    expect(snapshotDifferences(before, await stateSnapshot(database.db))).toEqual([]);
    expect(await viewsOf(alice)).toEqual(aliceViews);
  });

  it("answers every own-data view with the caller's records only", async () => {
    for (const probe of OWN_VIEWS) {
      const answer = await postRaw(app(), probe.path, {
        payload: JSON.stringify({ token: bob.player.token, ...probe.body(alice) }),
      });
      expect(answer.envelope?.code, `${probe.path}: ${answer.text.slice(0, 200)}`).toBe(1);
      expect(leaked(answer.text, alice), probe.path).toEqual([]);
    }
    // The control: the same views do show a player their own records.
    const ownCards = await call(app(), cashierEndpoints.withdrawalAccounts.path, {
      token: alice.player.token,
    });
    expect(leaked(JSON.stringify(ownCards), alice)).toContain(alice.cardId);
  });

  it("shows another player's orders in the public room feed masked and never as the caller's own", async () => {
    const feed = await ok<{ list: { order_id: string; username: string; own: boolean }[] }>(
      app(),
      gameEndpoints.roomOrders.path,
      {
        token: bob.player.token,
        roomid: ROOM,
      },
    );
    const aliceLines = feed.list.filter((line) => line.order_id === alice.orderId);
    expect(aliceLines.length).toBeGreaterThan(0);
    expect(aliceLines.every((line) => !line.own)).toBe(true);
    // Order ids and stakes are public in the feed by design (docs/rounds.md); names are masked.
    expect(leaked(JSON.stringify(feed), alice, [alice.orderId])).toEqual([]);
  });
});

describe("another player's private channels", () => {
  let baseUrl: string;

  beforeAll(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `ws://127.0.0.1:${(app().server.address() as AddressInfo).port}/ws`;
  });

  async function subscribed(token: string, channels: string[]): Promise<TestSocket> {
    const socket = await openSocket(baseUrl, {}, tokenProtocols(token));
    expect(await socket.next()).toMatchObject({ type: 'welcome', authenticated: true });
    for (const channel of channels) {
      socket.send({ type: 'subscribe', channel });
      expect(await socket.next()).toMatchObject({ type: 'subscribed', channel });
    }
    return socket;
  }

  /** Everything the server has sent so far: a ping's pong comes after every event already published. */
  async function drained(socket: TestSocket) {
    socket.send({ type: 'ping', t: 1 });
    const seen = [];
    for (let message = await socket.next(); message.type !== 'pong'; message = await socket.next())
      seen.push(message);
    return seen;
  }

  it("never delivers A's balance or support messages to B, and refuses B any way of naming A's channels", async () => {
    const aliceSocket = await subscribed(alice.player.token, ['me', 'support']);
    const bobSocket = await subscribed(bob.player.token, ['me', 'support']);
    // A's money moves (an order) and support answers A: both push on A's private channels.
    await ok(app(), gameEndpoints.order.path, {
      token: alice.player.token,
      gameid: roundId,
      roomid: ROOM,
      order_info: [[0, firstOdds, 10]],
    });
    const inbox = await ok<{ items: { id: string; playerId: string }[] }>(
      app(),
      supportAdminEndpoints.list.path,
      {
        token: owner.token,
      },
    );
    const conversation = inbox.items.find((entry) => entry.playerId === alice.player.playerId)!;
    await ok(app(), supportAdminEndpoints.reply.path, {
      token: owner.token,
      id: conversation.id,
      content: 'Reply meant for Alice only',
    });

    const aliceSaw = await drained(aliceSocket);
    // The order's balance on `me`, the reply on `support` and its notice's nudge on `me` (#25).
    expect(
      aliceSaw
        .filter((message) => message.type === 'event')
        .map((message) => message.type === 'event' && message.channel)
        .sort(),
    ).toEqual(['me', 'me', 'support']);
    const bobSaw = await drained(bobSocket);
    expect(bobSaw).toEqual([]);

    for (const channel of [
      `player:${alice.player.playerId}:me`,
      `me:${alice.player.playerId}`,
      `support:${alice.player.playerId}`,
      'staff:support',
    ]) {
      bobSocket.send({ type: 'subscribe', channel });
      const answer = await bobSocket.next();
      expect(answer.type, channel).toBe('error');
      if (answer.type === 'error')
        expect([ErrorCode.Forbidden, ErrorCode.IncompleteParameters], channel).toContain(answer.errCode);
    }
    expect(JSON.stringify(await drained(bobSocket))).not.toContain('Alice');
    await Promise.all([aliceSocket.close(), bobSocket.close()]);
  });
});

describe('console routes called by visitors, players and staff outside their roles', () => {
  const consoleRoutes = () =>
    trackedRoutes(app()).filter(
      (route) => route.url.toLowerCase().startsWith('/api/admin/') && route.methods.includes('POST'),
    );

  const expectRefused = (
    url: string,
    text: string,
    status: number,
    allowed: number[],
    envelope: { code: number; data: unknown } | null,
  ) => {
    expect(envelopeProblem({ status, text, envelope: envelope as never }), url).toBeNull();
    expect(envelope?.code, `${url}: ${text.slice(0, 200)}`).not.toBe(1);
    const data = envelope?.data as { errCode: number } | undefined;
    expect(allowed, `${url}: ${text.slice(0, 200)}`).toContain(
      envelope?.code === SESSION_DEAD_CODE ? SESSION_DEAD_CODE : data?.errCode,
    );
  };

  it('answers every console route called without a session with the 409 envelope (sign-in refuses the empty form)', async () => {
    for (const route of consoleRoutes()) {
      const answer = await postRaw(app(), route.url, { payload: '{}' });
      const isLogin = route.auth?.kind === 'staff-login';
      expectRefused(
        route.url,
        answer.text,
        answer.status,
        isLogin ? [ErrorCode.IncompleteParameters, ErrorCode.StaffLoginFailed] : [SESSION_DEAD_CODE],
        answer.envelope,
      );
    }
  });

  it("answers every console route called with a player's token with 409 or 3004, never data", async () => {
    for (const route of consoleRoutes()) {
      const headerSets: Record<string, string>[] = [{}, { authorization: `Bearer ${alice.player.token}` }];
      for (const headers of headerSets) {
        const answer = await postRaw(app(), route.url, {
          payload: JSON.stringify({ token: alice.player.token }),
          headers,
        });
        const isLogin = route.auth?.kind === 'staff-login';
        expectRefused(
          route.url,
          answer.text,
          answer.status,
          isLogin
            ? [ErrorCode.IncompleteParameters, ErrorCode.StaffLoginFailed]
            : [SESSION_DEAD_CODE, ErrorCode.Forbidden],
          answer.envelope,
        );
        expect(leaked(answer.text, alice), route.url).toEqual([]);
      }
    }
  });

  it('answers 3004 to staff whose role the route does not list', async () => {
    const staff = new Map<StaffRole, TestStaff>();
    for (const role of ['finance', 'support', 'content'] as const)
      staff.set(role, await createStaffForTest(database, { role, clock: harness.clock }));
    let checked = 0;
    for (const route of consoleRoutes()) {
      if (route.auth?.kind !== 'staff') continue;
      for (const [role, member] of staff) {
        if (route.auth.roles.includes(role)) continue;
        const answer = await postRaw(app(), route.url, { payload: JSON.stringify({ token: member.token }) });
        expectRefused(
          `${route.url} as ${role}`,
          answer.text,
          answer.status,
          [ErrorCode.Forbidden],
          answer.envelope,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('keeps the owner-only settings routes to the owner, even with a valid code (risk thresholds)', async () => {
    const ownerOnly = ['/api/admin/risk/thresholds/update'];
    for (const url of ownerOnly) {
      const route = consoleRoutes().find((candidate) => candidate.url.toLowerCase() === url);
      expect(route?.auth, url).toMatchObject({ kind: 'staff', roles: ['owner'], stepUp: true });
      for (const role of ['finance', 'support', 'content'] as const) {
        const member = await createStaffForTest(database, { role, clock: harness.clock });
        const answer = await postRaw(app(), url, {
          payload: JSON.stringify({ token: member.token, otp: member.currentOtp() }),
        });
        expectRefused(`${url} as ${role}`, answer.text, answer.status, [ErrorCode.Forbidden], answer.envelope);
      }
    }
  });
});
