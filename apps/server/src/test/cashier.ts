import { cashierAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from './http.js';
import { asMoneyAction, type TestStaff } from './staff.js';

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
  return ok(app, cashierAdminEndpoints.updateDepositMethods.path, asMoneyAction(owner, { methods }));
}

/** Changes cashier settings through the console (owner). */
export async function setCashierConfig(
  app: FastifyInstance,
  owner: TestStaff,
  config: Record<string, unknown>,
) {
  return ok(app, cashierAdminEndpoints.updateConfig.path, asMoneyAction(owner, config));
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
