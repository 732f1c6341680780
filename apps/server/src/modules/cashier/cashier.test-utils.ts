import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../../platform/auth/route-policy.js';
import type { Clock } from '../../platform/clock.js';
import { postApi } from '../../test/test-app.js';
import type { TestDatabase } from '../../test/test-database.js';
import { createStaffForTest, type TestStaff } from '../admin/admin.test-utils.js';

export type Envelope<T = unknown> = { code: number; info: string; data: T };
export type Failure = { errCode: number; field?: string };

/** Posts and answers the envelope only. */
export async function call<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> = {},
) {
  return (await postApi<T>(app, path, body)).body as Envelope<T>;
}

/** Posts, expects success (code 1) and answers the data. */
export async function ok<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  const answer = await call<T>(app, path, body);
  expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(1);
  return answer.data;
}

/** Posts, expects a failure with this catalogue code and answers its data. */
export async function refused(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  errCode: number,
): Promise<Failure> {
  const answer = await call<Failure>(app, path, body);
  expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0);
  expect(answer.data.errCode, `${path}: ${JSON.stringify(answer)}`).toBe(errCode);
  return answer.data;
}

/** A staff member with two-factor on, so money actions can be called with `otp`. */
export async function createOperator(
  database: TestDatabase,
  role: StaffRole,
  clock?: Clock,
): Promise<TestStaff> {
  return createStaffForTest(database, { role, twoFactor: true, clock });
}

/** The body of a money action: the staff token and its current TOTP code. */
export const asMoneyAction = (staff: TestStaff, body: Record<string, unknown>) => ({
  token: staff.token,
  otp: staff.currentOtp(),
  ...body,
});

export const BANK_METHOD = {
  id: 'acb-main',
  kind: 'bank',
  label: 'ACB transfer',
  bankName: 'ACB',
  accountName: 'FAIRROUND LTD',
  accountNumber: '123456789',
  note: 'Put your username in the transfer message',
} as const;
export const CHAIN_METHOD = {
  id: 'usdt-trc20',
  kind: 'chain',
  label: 'USDT (TRC20)',
  chain: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
} as const;

/** Sets the deposit methods through the console (owner). */
export async function setDepositMethods(
  app: FastifyInstance,
  owner: TestStaff,
  methods: Record<string, unknown>[] = [BANK_METHOD, CHAIN_METHOD],
) {
  return ok(app, '/api/admin/cashier/methods/update', { token: owner.token, methods });
}

/** Changes cashier settings through the console (owner). */
export async function setCashierConfig(
  app: FastifyInstance,
  owner: TestStaff,
  config: Record<string, unknown>,
) {
  return ok(app, '/api/admin/cashier/config/update', { token: owner.token, ...config });
}

export const TRC20_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const ERC20_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

export const bankCard = (overrides: Record<string, unknown> = {}) => ({
  type: 'Bank',
  bank: 'Vietcombank',
  account: '0011 2233 4455',
  username: 'Nguyen Van A',
  area: 'Hanoi branch',
  payPwd: '246810',
  ...overrides,
});
