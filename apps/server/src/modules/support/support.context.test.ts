import {
  ErrorCode,
  type SupportConversationSummary,
  type SupportPlayerContext,
  supportAdminEndpoints,
  supportEndpoints,
  cashierEndpoints,
} from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../platform/auth/route-policy.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { bankCard, setDepositMethods } from '../../test/cashier.js';
import { call, ok, refused } from '../../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { type TestStaff, staffOfEveryRole } from '../../test/staff.js';
import { trackedRoutes } from '../admin/route-catalogue.js';

const PATH = supportAdminEndpoints.player.path;
const PAY_PASSWORD = '246810';

let database: TestDatabase;
let app: FastifyInstance;
let staff: Record<StaffRole, TestStaff>;
let player: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database);
  staff = await staffOfEveryRole(database);
  player = await createPlayerForTest(database, { payPassword: PAY_PASSWORD });
});

/** The player writes to support; the conversation id as the inbox lists it. */
async function conversationOf(who: TestPlayer): Promise<string> {
  await ok(app, supportEndpoints.send.path, { token: who.token, content: 'Where is my deposit?' });
  const inbox = await ok<{ items: SupportConversationSummary[] }>(app, supportAdminEndpoints.list.path, {
    token: staff.support.token,
    filter: 'all',
  });
  return inbox.items.find((item) => item.playerId === who.playerId)!.id;
}

describe('the player beside a support conversation', () => {
  it('shows the player, their ledger balances and latest deposits and withdrawals, newest first', async () => {
    await fundPlayerForTest(database.db, player.playerId, 100_000);
    await setDepositMethods(app, staff.owner);
    const first = await ok<{ id: string }>(app, cashierEndpoints.recharge.path, {
      token: player.token,
      money: '250.50',
      pay_name: 'Payer One',
      method: 'acb-main',
    });
    const second = await ok<{ id: string }>(app, cashierEndpoints.recharge.path, {
      token: player.token,
      money: '30',
      pay_name: 'Payer One',
      method: 'acb-main',
    });
    const card = await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
      token: player.token,
      ...bankCard(),
    });
    await ok(app, cashierEndpoints.withdraw.path, {
      token: player.token,
      bank_id: card.id,
      money: '40.25',
      pwd: PAY_PASSWORD,
    });
    const id = await conversationOf(player);

    const context = await ok<SupportPlayerContext>(app, PATH, { token: staff.support.token, id });
    expect(context.player).toMatchObject({
      id: player.playerId,
      username: player.username,
      status: 'active',
    });
    expect(context.balances).toEqual({ cash: '959.75', withdrawalHold: '40.25', betEscrow: '0.00' });
    expect(context.deposits.map((request) => [request.id, request.amount, request.status])).toEqual([
      [second.id, '30.00', 'pending'],
      [first.id, '250.50', 'pending'],
    ]);
    expect(
      context.withdrawals.map((request) => [request.amount, request.status, request.resolvedAt]),
    ).toEqual([['40.25', 'pending', null]]);
    await expectLedgerInvariants(database.db);
  });

  it('shows a player with no money movements as zero balances and empty lists', async () => {
    const id = await conversationOf(player);
    const context = await ok<SupportPlayerContext>(app, PATH, { token: staff.owner.token, id });
    expect(context.balances).toEqual({ cash: '0.00', withdrawalHold: '0.00', betEscrow: '0.00' });
    expect([context.deposits, context.withdrawals]).toEqual([[], []]);
  });

  it('refuses an unknown conversation (3003)', async () => {
    await refused(
      app,
      PATH,
      { token: staff.support.token, id: '00000000-0000-4000-8000-000000000000' },
      ErrorCode.NotFound,
    );
    await refused(app, PATH, { token: staff.support.token, id: 'not-a-uuid' }, ErrorCode.NotFound);
  });

  it('admits owner and support only, like the inbox, refusing finance and content (3004)', async () => {
    const id = await conversationOf(player);
    const route = trackedRoutes(app).find((entry) => entry.url === PATH);
    expect(route?.auth?.kind === 'staff' ? [...route.auth.roles].sort() : []).toEqual(['owner', 'support']);
    for (const role of Object.keys(staff) as StaffRole[]) {
      const answer = await call<{ errCode?: number }>(app, PATH, { token: staff[role].token, id });
      if (role === 'owner' || role === 'support') expect(answer.code, role).toBe(1);
      else expect(answer.data?.errCode, role).toBe(ErrorCode.Forbidden);
    }
  });
});
