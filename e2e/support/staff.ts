import { adminEndpoints } from '@fairround/shared';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { callApi } from './api.js';

/**
 * The harness's first owner (scripts/e2e-server.mjs). Specs never turn on its two-factor, so
 * every spec can sign in with it whatever ran before; a spec that needs two-factor makes its
 * own staff account with `createStaff`.
 */
export const E2E_OWNER = { username: 'e2e-owner', password: 'e2e-owner-pass-123' };

const TOTP_PERIOD_MS = 30_000;
/** The last time step handed out per secret, so no code is handed out twice. */
const lastStepOf = new Map<string, number>();

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * A TOTP code the server has not accepted before. The server takes each code once (a code whose
 * 30 s step is not after the last accepted one is refused) and allows one step of drift either
 * way, so each call moves on one step, at most one ahead of the clock; beyond that it waits for
 * the clock (at most 30 s). Two codes in a row never wait.
 */
export function totpNow(secret: string): string {
  const step = Math.max(Math.floor(Date.now() / TOTP_PERIOD_MS), (lastStepOf.get(secret) ?? -Infinity) + 1);
  const waitMs = (step - 1) * TOTP_PERIOD_MS - Date.now();
  if (waitMs > 0) sleepSync(waitMs + 250);
  lastStepOf.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: step * TOTP_PERIOD_MS,
  });
}

async function login(
  request: APIRequestContext,
  username: string,
  password: string,
  otp?: string,
): Promise<string> {
  const answer = await callApi<{ token: string }>(request, adminEndpoints.login.path, {
    username,
    password,
    otp,
  });
  if (answer.code !== 1) throw new Error(`staff login failed for ${username}: ${answer.info}`);
  return answer.data.token;
}

export function ownerToken(request: APIRequestContext): Promise<string> {
  return login(request, E2E_OWNER.username, E2E_OWNER.password);
}

export type E2eStaff = {
  username: string;
  password: string;
  token: string;
  secret: string | null;
  otp: () => string;
};

/** A new staff account with the given role; with `twoFactor` its TOTP is set up and enabled. */
export async function createStaff(
  request: APIRequestContext,
  options: { role: 'owner' | 'finance' | 'support' | 'content'; twoFactor?: boolean; prefix?: string },
): Promise<E2eStaff> {
  const username = `${options.prefix ?? 'e2e'}-${options.role}-${randomBytes(3).toString('hex')}`;
  const password = `pass-${randomBytes(6).toString('hex')}`;
  const owner = await ownerToken(request);
  const created = await callApi(request, adminEndpoints.createStaff.path, {
    token: owner,
    username,
    password,
    role: options.role,
  });
  if (created.code !== 1) throw new Error(`staff/create failed: ${created.info}`);
  // The session opened before two-factor stays valid once it is on; not signing in again keeps
  // the next code free for the spec's first money action (each code is accepted once).
  const token = await login(request, username, password);
  let secret: string | null = null;
  if (options.twoFactor) {
    const setup = await callApi<{ secret: string }>(request, adminEndpoints.setupTwoFactor.path, { token });
    secret = setup.data.secret;
    const enabled = await callApi(request, adminEndpoints.enableTwoFactor.path, {
      token,
      otp: totpNow(secret),
    });
    if (enabled.code !== 1) throw new Error(`2fa/enable failed: ${enabled.info}`);
  }
  const knownSecret = secret;
  return { username, password, token, secret, otp: () => (knownSecret ? totpNow(knownSecret) : '') };
}
