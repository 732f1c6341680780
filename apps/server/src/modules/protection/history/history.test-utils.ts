import { randomUUID } from 'node:crypto';
import { formatOdds } from '@fairround/shared';
import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/database.js';
import type { TestDatabase } from '../../../test/test-database.js';
import {
  createPlayerForTest,
  seedAccountsForTest,
  type TestPlayer,
} from '../../accounts/accounts.test-utils.js';
import { ok } from '../../cashier/cashier.test-utils.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import type { AccountRef, TransferInput } from '../../ledger/ledger.types.js';
import type { RoundsEngine } from '../../rounds/engine/engine.js';
import { createRoundsRepository, type RoundRow } from '../../rounds/rounds.repository.js';
import { roomTypes } from '../../rounds/rounds.tables.js';
import {
  roundsOfType,
  seedRoundsForTest,
  standardRoom,
  START,
  type RoundsHarness,
} from '../../rounds/rounds.test-utils.js';

export const ROOM = standardRoom(1);

export const cashOf = (playerId: string): AccountRef => ({ kind: 'player', playerId, type: 'cash' });
export const holdOf = (playerId: string): AccountRef => ({
  kind: 'player',
  playerId,
  type: 'withdrawal_hold',
});

/** A clean database with only room type 1 running, one engine tick done, two players. */
export async function resetWorld(database: TestDatabase, harness: RoundsHarness) {
  harness.clock.set(START);
  await database.reset();
  await seedAccountsForTest(database, harness.clock);
  await seedRoundsForTest(database);
  await database.db
    .update(roomTypes)
    .set({ enabled: false })
    .where(inArray(roomTypes.roomType, [4, 15, 16]));
  const engine = harness.engine();
  await engine.tick();
  const alice = await createPlayerForTest(database, { clock: harness.clock, username: 'alice77' });
  const bob = await createPlayerForTest(database, { clock: harness.clock, username: 'bob88' });
  return { engine, alice, bob };
}

/** Posts transfers as if at `at` (ISO), then leaves the clock there. */
export async function postAt(harness: RoundsHarness, at: string, transfers: Omit<TransferInput, 'id'>[]) {
  harness.clock.set(new Date(at));
  const ledger = createLedgerService({ db: harness.deps.database.db, clock: harness.clock });
  return ledger.post(transfers.map((transfer) => ({ id: `test:${randomUUID()}`, ...transfer })));
}

export function deposit(playerId: string, amount: number): Omit<TransferInput, 'id'> {
  return {
    debit: { kind: 'house', type: 'deposits' },
    credit: cashOf(playerId),
    amount,
    code: 'deposit',
    reference: `deposit:${randomUUID()}`,
  };
}

export function adjustment(playerId: string, amount: number): Omit<TransferInput, 'id'> {
  const house: AccountRef = { kind: 'house', type: 'adjustments' };
  const cash = cashOf(playerId);
  return amount > 0
    ? {
        debit: house,
        credit: cash,
        amount,
        code: 'admin_adjustment',
        reference: `adjustment:${randomUUID()}`,
      }
    : {
        debit: cash,
        credit: house,
        amount: -amount,
        code: 'admin_adjustment',
        reference: `adjustment:${randomUUID()}`,
      };
}

/** The next type-1 round still open for orders (the engine keeps two ahead). */
export async function openRound(database: TestDatabase): Promise<RoundRow> {
  const round = (await roundsOfType(database, 1)).find((row) => row.state === 'open');
  if (!round) throw new Error('no open round of type 1');
  return round;
}

export type Placed = { order_id: string; ordersn: string; total: string; balance: string };

/** Places an order (`[[option, amount]]` at the standard room's odds) in `round` at its opening. */
export async function placeOrder(
  harness: RoundsHarness,
  player: TestPlayer,
  round: RoundRow,
  lines: [number, number][],
) {
  if (harness.clock.now() < round.opensAt) harness.clock.set(round.opensAt);
  const room = await createRoundsRepository({ db: harness.deps.database.db }).room(ROOM);
  return ok<Placed>(harness.app, '/api/Game/order', {
    token: player.token,
    gameid: round.id,
    roomid: ROOM,
    order_info: lines.map(([option, amount]) => [option, formatOdds(room!.rates[option]!), amount]),
  });
}

/** Draws and settles every round due at `round`'s draw time. */
export async function settle(harness: RoundsHarness, engine: RoundsEngine, round: RoundRow) {
  harness.clock.set(round.drawsAt);
  await engine.tick();
}

/** Σ signed movement of the player's cash per ledger code, straight from the ledger rows. */
export async function cashSumsByCode(
  database: TestDatabase,
  playerId: string,
  range: { from?: Date; to?: Date } = {},
) {
  const rows = await queryRows<{ code: string; total: string }>(
    database.db,
    sql`
    select t.code, sum(case when t.credit_account_id = a.id then t.amount else -t.amount end)::text as total
    from ledger_transfers t
    join ledger_accounts a on a.owner_kind = 'player' and a.player_id = ${playerId} and a.type = 'cash'
    where (t.debit_account_id = a.id or t.credit_account_id = a.id)
      and (${range.from?.toISOString() ?? null}::timestamptz is null or t.created_at >= ${range.from?.toISOString() ?? null}::timestamptz)
      and (${range.to?.toISOString() ?? null}::timestamptz is null or t.created_at < ${range.to?.toISOString() ?? null}::timestamptz)
    group by t.code`,
  );
  return new Map(rows.map((row) => [row.code, Number(row.total)]));
}

/** Every transfer touching any of the player's accounts, newest first: what the history must list. */
export async function transferIdsOf(database: TestDatabase, playerId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`
    select t.id from ledger_transfers t
    where exists (select 1 from ledger_accounts a where a.owner_kind = 'player' and a.player_id = ${playerId}
                  and (a.id = t.debit_account_id or a.id = t.credit_account_id))
    order by t.seq desc`,
  );
  return rows.map((row) => row.id);
}
