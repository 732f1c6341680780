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

export function totpNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

async function login(request: APIRequestContext, username: string, password: string, otp?: string): Promise<string> {
  const answer = await callApi<{ token: string }>(request, '/api/admin/login', { username, password, otp });
  if (answer.code !== 1) throw new Error(`staff login failed for ${username}: ${answer.info}`);
  return answer.data.token;
}

export function ownerToken(request: APIRequestContext): Promise<string> {
  return login(request, E2E_OWNER.username, E2E_OWNER.password);
}

export type E2eStaff = { username: string; password: string; token: string; secret: string | null; otp: () => string };

/** A new staff account with the given role; with `twoFactor` its TOTP is set up and enabled. */
export async function createStaff(
  request: APIRequestContext,
  options: { role: 'owner' | 'finance' | 'support' | 'content'; twoFactor?: boolean; prefix?: string },
): Promise<E2eStaff> {
  const username = `${options.prefix ?? 'e2e'}-${options.role}-${randomBytes(3).toString('hex')}`;
  const password = `pass-${randomBytes(6).toString('hex')}`;
  const owner = await ownerToken(request);
  const created = await callApi(request, '/api/admin/staff/create', { token: owner, username, password, role: options.role });
  if (created.code !== 1) throw new Error(`staff/create failed: ${created.info}`);
  let token = await login(request, username, password);
  let secret: string | null = null;
  if (options.twoFactor) {
    const setup = await callApi<{ secret: string }>(request, '/api/admin/2fa/setup', { token });
    secret = setup.data.secret;
    const enabled = await callApi(request, '/api/admin/2fa/enable', { token, otp: totpNow(secret) });
    if (enabled.code !== 1) throw new Error(`2fa/enable failed: ${enabled.info}`);
    token = await login(request, username, password, totpNow(secret));
  }
  const knownSecret = secret;
  return { username, password, token, secret, otp: () => (knownSecret ? totpNow(knownSecret) : '') };
}
