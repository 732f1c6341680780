import {
  CATALOGUES,
  ErrorCode,
  fillTemplate,
  UI_LANGUAGES,
  type StakingPositionDetail,
  type StakingPositionsResponse,
  type StakingProductsResponse,
  type StakingTransferInResponse,
  stakingEndpoints,
  cashierEndpoints,
  stakingAdminEndpoints,
  protectionEndpoints,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { call, ok, refused } from '../../test/http.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import { createPlayerForTest, type TestPlayer, fundedPlayer } from '../../test/players.js';
import { createOperator, type TestStaff } from '../../test/staff.js';
import { players } from '../accounts/players.tables.js';
import { ledgerTransfers } from '../ledger/ledger.tables.js';
import { seedStakingTiers } from './staking.seed.js';
import { stakingPositions, stakingTiers } from './staking.tables.js';
import {
  buildStakingHarness,
  fundReserve,
  stakingBalances,
  transferInBody,
  type StakingHarness,
  resetStakingWorld,
} from './staking.test-utils.js';
import { seedAccountsForTest } from '../../test/players.js';

let database: TestDatabase;
let harness: StakingHarness;
let owner: TestStaff;
let alice: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildStakingHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  await resetStakingWorld(database, harness);
  owner = await createOperator(database, 'owner', harness.clock);
  alice = await fundedPlayer(database, { clock: harness.clock, money: 2_000_000_00 });
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const app = () => harness.app;
const transferIn = (body: Record<string, unknown> = {}, player = alice) =>
  call<StakingTransferInResponse & { errCode?: number }>(app(), stakingEndpoints.transferIn.path, {
    token: player.token,
    ...transferInBody(body),
  });
const products = (lang?: string) =>
  ok<StakingProductsResponse>(app(), stakingEndpoints.products.path, lang ? { lang } : {});
const fund = (amount: string) => fundReserve(app(), owner, amount, harness.clock.now());

describe('products', () => {
  it('lists the tiers with their rates, the limits, the rules and "not funded" while nothing is reserved', async () => {
    const answer = await products('en');
    expect(
      answer.list.map((product) => [
        product.id,
        product.label,
        product.minAmount,
        product.dailyRate,
        product.periodDays,
        product.periodRate,
        product.annualisedRate,
      ]),
    ).toEqual([
      [1, '7-day savings', '100000.00', '0.15', 15, '2.25', '54.75'],
      [2, '30-day savings', '300000.00', '0.30', 30, '9.00', '109.50'],
      [3, '90-day savings', '800000.00', '0.80', 45, '36.00', '292.00'],
      [4, '180-day savings', '1500000.00', '1.30', 60, '78.00', '474.50'],
    ]);
    expect(answer.list[0]).toMatchObject({
      interestAtMinimum: '2250.00',
      // The worked example is the minimum here (above 100.00): the same 2,250.00.
      example: { amount: '100000.00', interest: '2250.00' },
      maxAmount: '1500000.00',
      capacity: '0.00',
      available: false,
    });
    expect(answer.limits).toEqual({ min: '100000.00', max: '1500000.00' });
    expect(answer.pool).toEqual({ reserve: '0.00', funded: false, headroom: '0.00', fullyReserved: true });
    expect(answer.rules).toMatchObject({ earlyExit: false, accrualIntervalHours: 24 });
    expect(answer.rules.texts.join(' ')).toContain('no early exit');
    expect((await products('vi')).list[0]!.label).toBe('Kỳ hạn 7 ngày');
    expect((await products('cht')).rules.riskNotice).toContain('質押');
  });

  it('shows the live headroom and what each product can still take', async () => {
    expect((await fund('10000')).code).toBe(1);
    const answer = await products();
    expect(answer.pool).toMatchObject({ reserve: '10000.00', funded: true, headroom: '10000.00' });
    // 10,000.00 backs 444,444.88 at 2.25 % (tier 1: ⌊444,444.88 × 2.25 %⌋ = 10,000.00) but only
    // 111,111.22 at 9 %, below tier 2's minimum: the others are full (capacity 0).
    expect(answer.list.map((product) => [product.capacity, product.available])).toEqual([
      ['444444.88', true],
      ['0.00', false],
      ['0.00', false],
      ['0.00', false],
    ]);
  });
});

describe('a fresh install', () => {
  it('seeds small savings tiers at a few per cent a year, led by a $100 example', async () => {
    await database.reset();
    await seedStakingTiers(database.db, harness.clock.now(), 2);
    const answer = await products('en');
    expect(
      answer.list.map((product) => [
        product.label,
        product.minAmount,
        product.dailyRate,
        product.periodDays,
        product.annualisedRate,
        product.example,
        product.available,
      ]),
    ).toEqual([
      ['7-day savings', '50.00', '0.01', 7, '3.65', { amount: '100.00', interest: '0.07' }, false],
      ['30-day savings', '50.00', '0.01', 30, '3.65', { amount: '100.00', interest: '0.30' }, false],
      ['90-day savings', '100.00', '0.01', 90, '3.65', { amount: '100.00', interest: '0.90' }, false],
      ['180-day savings', '500.00', '0.02', 180, '7.30', { amount: '500.00', interest: '18.00' }, false],
    ]);
    expect(answer.limits).toEqual({ min: '10.00', max: '10000.00' });
    expect(answer.pool).toMatchObject({ reserve: '0.00', funded: false });
    expect((await products('cht')).list[1]!.label).toBe('30天定期');
    // Not open yet: $50 for 7 days would earn 0.03, but with no reserve nothing is accepted.
    await seedAccountsForTest(database, harness.clock);
    const bob = await fundedPlayer(database, { clock: harness.clock, money: 1_000_00 });
    const refusedTransfer = await transferIn({ tierId: 1, amount: '50' }, bob);
    expect(refusedTransfer.data.errCode).toBe(ErrorCode.StakingPoolFull);
    expect(await stakingBalances(database, bob.playerId)).toMatchObject({ cash: 1_000_00, staking: 0 });
  });

  it('an older install: first-seed tiers nobody changed become savings tiers; changed ones stay the operator’s', async () => {
    await database.reset();
    const now = harness.clock.now();
    const firstSeed = (id: number, minUnits: number, bps: number, days: number, en: string) => ({
      id,
      minAmount: minUnits * 100,
      dailyRateBps: bps,
      periodDays: days,
      labelVi: ['Gói Đồng', 'Gói Bạc'][id - 1]!,
      labelEn: en,
      labelChs: ['青铜矿池', '白银矿池'][id - 1]!,
      labelCht: ['青銅礦池', '白銀礦池'][id - 1]!,
      enabled: true,
      updatedAt: now,
    });
    // Tier 1 exactly as the first seed left it, but disabled by the operator; tier 2's rate changed.
    await database.db
      .insert(stakingTiers)
      .values([
        { ...firstSeed(1, 100_000, 15, 15, 'Bronze pool'), enabled: false },
        firstSeed(2, 300_000, 25, 30, 'Silver pool'),
      ]);
    expect(await seedStakingTiers(database.db, now, 2)).toEqual([1]);
    const rows = await database.db.select().from(stakingTiers).orderBy(stakingTiers.id);
    expect(
      rows.map((row) => [row.id, row.labelEn, row.minAmount, row.dailyRateBps, row.periodDays, row.enabled]),
    ).toEqual([
      [1, '7-day savings', 50_00, 1, 7, false],
      [2, 'Silver pool', 300_000_00, 25, 30, true],
      [3, '90-day savings', 100_00, 1, 90, true],
      [4, '180-day savings', 500_00, 2, 180, true],
    ]);
    // Run again (another instance starting): nothing left to replace, nothing changes.
    expect(await seedStakingTiers(database.db, now, 2)).toEqual([]);
  });
});

describe('transfer-in', () => {
  beforeEach(async () => {
    expect((await fund('100000')).code).toBe(1);
  });

  it('moves cash into a position through the ledger and promises period × daily interest', async () => {
    const answer = await transferIn({ amount: '123456.78', requestKey: 'first' });
    expect(answer.code).toBe(1);
    const { position } = answer.data;
    expect(answer.data).toMatchObject({ replayed: false, balance: '1876543.22' });
    expect(position).toMatchObject({
      tierId: 1,
      principal: '123456.78',
      dailyRate: '0.15',
      periodDays: 15,
      // ⌊12,345,678 × 15 × 15 / 10,000⌋ = 277,777 minor units.
      totalInterest: '2777.77',
      interestPaid: '0.00',
      interestRemaining: '2777.77',
      daysPaid: 0,
      status: 'open',
      openedAt: '2026-06-01T03:00:00.000Z',
      nextAccrualAt: '2026-06-02T03:00:00.000Z',
      maturesAt: '2026-06-16T03:00:00.000Z',
      maturedAt: null,
      fullyReserved: true,
    });
    expect(await stakingBalances(database, alice.playerId)).toMatchObject({
      cash: 187_654_322,
      staking: 12_345_678,
      reserve: 10_000_000,
    });
    const [transfer] = await database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, `staking:${position.id}:in`));
    expect(transfer).toMatchObject({
      amount: 12_345_678,
      code: 'staking_in',
      reference: `position:${position.id}`,
    });
    // The fund flow shows it with its own label.
    const flow = await ok<{ list: { reason: string; reasonText: string; money: string }[] }>(
      app(),
      cashierEndpoints.fundFlow.path,
      { token: alice.token, type: 'all', lang: 'en' },
    );
    expect(flow.list[0]).toMatchObject({
      reason: 'staking_in',
      reasonText: 'Transfer to staking',
      money: '-123456.78',
    });
    expect((await products()).pool.headroom).toBe('97222.23');
  });

  it('answers the same position for the same request key and moves nothing twice', async () => {
    const first = await transferIn({ requestKey: 'same' });
    const again = await transferIn({ requestKey: 'same' });
    expect(again.code).toBe(1);
    expect(again.data).toMatchObject({ replayed: true, balance: '1900000.00' });
    expect(again.data.position.id).toBe(first.data.position.id);
    expect(await database.db.select().from(stakingPositions)).toHaveLength(1);
    // The key used for another amount is a client mistake, not a second position.
    expect((await transferIn({ requestKey: 'same', amount: '200000' })).data.errCode).toBe(
      ErrorCode.IncompleteParameters,
    );
  });

  it('refuses empty, zero and malformed amounts and amounts outside the limits', async () => {
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ amount: '' }, ErrorCode.StakingAmountRequired],
      [{ amount: undefined }, ErrorCode.StakingAmountRequired],
      [{ amount: '0' }, ErrorCode.StakingAmountRequired],
      [{ amount: '-5' }, ErrorCode.StakingAmountRequired],
      [{ amount: 'abc' }, ErrorCode.IncorrectAmount],
      [{ amount: '100000.001' }, ErrorCode.IncorrectAmount],
      [{ amount: '99999.99' }, ErrorCode.StakingBelowMinimum, '$100,000.00'],
      [{ tierId: 2, amount: '299999' }, ErrorCode.StakingBelowMinimum, '$300,000.00'],
      [{ amount: '1500000.01' }, ErrorCode.StakingAboveMaximum, '$1,500,000.00'],
      [{ tierId: 9 }, ErrorCode.StakingProductUnavailable],
      [{ tierId: undefined }, ErrorCode.IncompleteParameters],
      [{ requestKey: '' }, ErrorCode.IncompleteParameters],
    ];
    for (const [body, code, num] of cases) {
      const answer = await call<{ errCode: number }>(app(), stakingEndpoints.transferIn.path, {
        token: alice.token,
        lang: 'en',
        ...transferInBody(body),
      });
      expect([answer.code, answer.data.errCode], JSON.stringify(body)).toEqual([0, code]);
      if (num) expect(answer.info).toContain(num);
    }
    expect(await database.db.select().from(stakingPositions)).toHaveLength(0);
  });

  it('refuses a disabled product', async () => {
    await ok(app(), stakingAdminEndpoints.updateTier.path, {
      token: owner.token,
      otp: owner.currentOtp(),
      id: 1,
      enabled: false,
    });
    expect((await transferIn()).data.errCode).toBe(ErrorCode.StakingProductUnavailable);
    expect((await products()).list.map((product) => product.id)).toEqual([2, 3, 4]);
  });

  it('enforces the pay password', async () => {
    expect((await transferIn({ payPwd: '000000' })).data.errCode).toBe(ErrorCode.PayPasswordWrong);
    const noPassword = await fundedPlayer(database, {
      clock: harness.clock,
      payPassword: null,
      money: 200_000_00,
    });
    expect((await transferIn({}, noPassword)).data.errCode).toBe(ErrorCode.PayPasswordMissing);
    for (let attempt = 0; attempt < 4; attempt += 1) await transferIn({ payPwd: '111111' });
    expect((await transferIn()).data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect(await database.db.select().from(stakingPositions)).toHaveLength(0);
  });

  it('answers "pool full" when the reserve cannot also back this position, and accepts what fits', async () => {
    // 100,000.00 of reserve backs 4,444,448.88 at 2.25 %; tier 4 (78 %) backs only 128,205.14.
    const full = await call(app(), stakingEndpoints.transferIn.path, {
      token: alice.token,
      lang: 'en',
      ...transferInBody({ tierId: 4, amount: '1500000' }),
    });
    expect(full.data).toMatchObject({ errCode: ErrorCode.StakingPoolFull });
    expect(full.info).toContain('0.00');
    expect((await transferIn({ tierId: 3, amount: '277777.78' })).data.errCode).toBe(
      ErrorCode.StakingBelowMinimum,
    );
    expect((await transferIn({ amount: '1500000' })).code).toBe(1);
    // 100,000 − 33,750 = 66,250.00 left: tier 2 (9 %) can take 736,111.22 now, not 800,000.
    const tooMuch = await call(app(), stakingEndpoints.transferIn.path, {
      token: alice.token,
      lang: 'en',
      ...transferInBody({ tierId: 2, amount: '800000' }),
    });
    expect(tooMuch.data).toMatchObject({ errCode: ErrorCode.StakingPoolFull });
    expect(tooMuch.info).toContain('$736,111.22');
    expect(await stakingBalances(database, alice.playerId)).toMatchObject({ staking: 150_000_000 });
  });

  it('refuses more than the cash, a frozen account and a player on a break', async () => {
    const poor = await fundedPlayer(database, { clock: harness.clock, money: 99_999_99 });
    expect((await transferIn({}, poor)).data.errCode).toBe(ErrorCode.BalanceInsufficient);
    await ok(app(), protectionEndpoints.exclude.path, {
      token: alice.token,
      duration: '24h',
      password: alice.password,
    });
    expect((await transferIn()).data.errCode).toBe(ErrorCode.GamblingBlocked);
    const frozen = await fundedPlayer(database, { clock: harness.clock, money: 200_000_00 });
    await database.db.update(players).set({ status: 'frozen' }).where(eq(players.id, frozen.playerId));
    // A frozen player's session is dead at the door (envelope 409); the transfer-in checks 1069 again inside.
    expect((await transferIn({}, frozen)).code).toBe(409);
    expect(await database.db.select().from(stakingPositions)).toHaveLength(0);
  });

  it('keeps the terms a position opened with when the operator changes its tier', async () => {
    const before = (await transferIn()).data.position;
    await ok(app(), stakingAdminEndpoints.updateTier.path, {
      token: owner.token,
      otp: owner.currentOtp(),
      id: 1,
      dailyRateBps: 20,
      periodDays: 10,
      minAmount: '50000',
    });
    const after = (await transferIn()).data.position;
    const list = await ok<StakingPositionsResponse>(app(), stakingEndpoints.positions.path, {
      token: alice.token,
    });
    const byId = new Map(list.list.map((position) => [position.id, position]));
    expect(byId.get(before.id)).toMatchObject({ dailyRateBps: 15, periodDays: 15, totalInterest: '2250.00' });
    expect(byId.get(after.id)).toMatchObject({ dailyRateBps: 20, periodDays: 10, totalInterest: '2000.00' });
  });
});

describe('positions and proceeds', () => {
  it("lists the player's own positions with totals and refuses another player's", async () => {
    expect((await fund('100000')).code).toBe(1);
    const opened = (await transferIn({ amount: '200000' })).data.position;
    const bob = await createPlayerForTest(database, { clock: harness.clock });
    const list = await ok<StakingPositionsResponse>(app(), stakingEndpoints.positions.path, {
      token: alice.token,
      status: 'open',
    });
    expect(list).toMatchObject({
      total: 1,
      totals: { openPrincipal: '200000.00', interestPaid: '0.00', interestRemaining: '4500.00' },
    });
    expect(
      (await ok<StakingPositionsResponse>(app(), stakingEndpoints.positions.path, { token: bob.token }))
        .total,
    ).toBe(0);
    const detail = await ok<StakingPositionDetail>(app(), stakingEndpoints.position.path, {
      token: alice.token,
      id: opened.id,
    });
    expect(detail).toMatchObject({ id: opened.id, proceeds: [] });
    await refused(
      app(),
      stakingEndpoints.position.path,
      { token: bob.token, id: opened.id },
      ErrorCode.NotFound,
    );
    await refused(
      app(),
      stakingEndpoints.position.path,
      { token: alice.token, id: 'nope' },
      ErrorCode.NotFound,
    );
    await refused(
      app(),
      stakingEndpoints.proceeds.path,
      { token: bob.token, positionId: opened.id },
      ErrorCode.NotFound,
    );
  });

  it('needs a session for everything but the products', async () => {
    for (const path of [
      stakingEndpoints.transferIn.path,
      stakingEndpoints.positions.path,
      stakingEndpoints.position.path,
      stakingEndpoints.proceeds.path,
    ]) {
      expect((await call(app(), path, {})).code, path).toBe(409);
    }
  });
});

describe('rejections', () => {
  it('has a text for every staking code in all four languages', () => {
    const codes = [3070, 3071, 3072, 3073, 3074, 3075] as const;
    for (const language of UI_LANGUAGES) {
      const texts = CATALOGUES[language].errors;
      for (const code of codes) {
        const text = fillTemplate(texts[code], { num: '1.00' });
        expect(text.trim(), `${language} ${code}`).not.toBe('');
        expect(text).not.toMatch(/\{\w+\}/);
      }
    }
    expect(new Set(codes.map((code) => CATALOGUES.vi.errors[code])).size).toBe(codes.length);
  });
});
