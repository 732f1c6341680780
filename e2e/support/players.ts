import {
  accountsEndpoints,
  cashierAdminEndpoints,
  cashierEndpoints,
} from '@fairround/shared';
import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiData, callApi } from './api.js';
import { outboxCode } from './outbox.js';
import { createStaff, type E2eStaff } from './staff.js';

export type E2ePlayer = { phone: string; username: string; password: string; payPwd: string };

/**
 * A new player for a spec's set-up: a random phone number led by `phoneLead` (specs keep their
 * players apart by it) and a username of `usernamePrefix` and the same digits.
 */
export function newPlayer(
  phoneLead: string,
  usernamePrefix: string,
  secrets: { password?: string; payPwd?: string } = {},
): E2ePlayer {
  const suffix = String(randomInt(10_000_000, 100_000_000));
  return {
    phone: `${phoneLead}${suffix}`,
    username: `${usernamePrefix}${suffix}`,
    password: secrets.password ?? 'passw0rd1',
    payPwd: secrets.payPwd ?? '135790',
  };
}

/**
 * The loopback address a set-up player registers from, one per phone number, sent as
 * X-Forwarded-For (the e2e server trusts its proxy header, like production behind a proxy). The
 * per-IP SMS cap (20 an hour) then sees many players, as it would in production, instead of one
 * address that every spec's set-up shares.
 */
function playerAddress(phone: string): string {
  const digits = Number(phone.replace(/\D/g, '').slice(-6));
  return `127.${(digits >> 16) & 0xff}.${(digits >> 8) & 0xff}.${2 + (digits % 250)}`;
}

/**
 * Registers a player the way the app does — an SMS code read from the console's outbox, the house
 * invitation code 888 — for specs whose journey starts with a player who already exists.
 */
export async function registerPlayer(
  request: APIRequestContext,
  player: E2ePlayer,
): Promise<{ token: string; id: string }> {
  const from = { 'x-forwarded-for': playerAddress(player.phone) };
  const sent = await callApi(
    request,
    accountsEndpoints.smsSend.path,
    { quhao: '+84', mobile: player.phone },
    from,
  );
  if (sent.code !== 1) throw new Error(`sms_send failed: ${sent.info}`);
  const captcha = await outboxCode(request, player.phone);
  const registered = await callApi<{ token: string; userinfo: { id: string } }>(
    request,
    accountsEndpoints.register.path,
    {
      quhao: '+84',
      username: player.username,
      phone: player.phone,
      captcha,
      password: player.password,
      spassword: player.password,
      invitation: '888',
      payPwd: player.payPwd,
      agree: true,
    },
    from,
  );
  if (registered.code !== 1) throw new Error(`register failed: ${registered.info}`);
  return { token: registered.data.token, id: registered.data.userinfo.id };
}

/**
 * How a set-up player is funded: `money` through deposit method `method`, in the name `payName`,
 * approved with a code by `approver` or else by a new finance staff member named after `staffPrefix`.
 */
export type Funding = { money: string; payName: string; method: string | undefined } & (
  { staffPrefix: string } | { approver: E2eStaff }
);

/** Funds a player the real way: a deposit request through the given method, approved by finance. */
export async function depositApprovedByFinance(
  request: APIRequestContext,
  deposit: Funding & { token: string },
): Promise<void> {
  const requested = await apiData<{ id: string }>(request, cashierEndpoints.recharge.path, {
    token: deposit.token,
    money: deposit.money,
    pay_name: deposit.payName,
    method: deposit.method,
  });
  const finance =
    'approver' in deposit
      ? deposit.approver
      : await createStaff(request, { role: 'finance', twoFactor: true, prefix: deposit.staffPrefix });
  await apiData(request, cashierAdminEndpoints.approveDeposit.path, {
    token: finance.token,
    id: requested.id,
    otp: finance.otp(),
  });
}

/** Registers `player` (`registerPlayer`) and funds it (`depositApprovedByFinance`); answers its session. */
export async function fundedPlayer(
  request: APIRequestContext,
  player: E2ePlayer,
  funding: Funding,
): Promise<{ token: string; id: string }> {
  const session = await registerPlayer(request, player);
  await depositApprovedByFinance(request, { token: session.token, ...funding });
  return session;
}
