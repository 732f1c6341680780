import { adminEndpoints, CATALOGUES } from '@fairround/shared';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { callApi } from './api.js';
import { shot } from './screenshot.js';

/**
 * The harness's first owner (scripts/e2e-server.mjs). The first spec that needs it enrols its
 * two-factor (`ownerToken`); a browser sign-in gives `ownerOtp` in the code field.
 */
export const E2E_OWNER = { username: 'e2e-owner', password: 'e2e-owner-pass-123' };

const TOTP_PERIOD_MS = 30_000;
/** The last time step handed out per secret, so no code is handed out twice. */
const lastStepOf = new Map<string, number>();

/**
 * Where the last step handed out for a secret is kept between worker processes of one run: after
 * a failed test Playwright starts a new worker, and a worker that forgot the steps already spent
 * would hand out a code the server has taken, five times over, and lock the harness owner out of
 * every later spec (seen: one slow test cost the rest of the run).
 */
const stepFileOf = (secret: string) =>
  join(
    tmpdir(),
    `fairround-e2e-totp-${process.env.E2E_PORT ?? '18080'}-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}.step`,
  );

function lastStep(secret: string): number {
  const file = stepFileOf(secret);
  const saved = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -Infinity;
  return Math.max(lastStepOf.get(secret) ?? -Infinity, Number.isFinite(saved) ? saved : -Infinity);
}

/**
 * How far the server's clock is ahead of this machine's: the staking journey moves the server's
 * test clock (TEST_CLOCK) a day on, and the server checks codes at its own time, so codes made
 * after that must be made for the server's time.
 */
let serverClockAheadMs = 0;

/** Codes from now on are made for a server clock `now` (what the test clock's advance answered). */
export function serverClockIsAt(now: Date): void {
  serverClockAheadMs = now.getTime() - Date.now();
}

const serverNow = () => Date.now() + serverClockAheadMs;

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
  const step = Math.max(Math.floor(serverNow() / TOTP_PERIOD_MS), lastStep(secret) + 1);
  const waitMs = (step - 1) * TOTP_PERIOD_MS - serverNow();
  if (waitMs > 0) sleepSync(waitMs + 250);
  lastStepOf.set(secret, step);
  writeFileSync(stepFileOf(secret), String(step));
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: step * TOTP_PERIOD_MS,
  });
}

/** How long `totpNow(secret)` would wait before handing out its next code (0: no wait). */
export function totpWaitMs(secret: string): number {
  const step = Math.max(Math.floor(serverNow() / TOTP_PERIOD_MS), lastStep(secret) + 1);
  return Math.max(0, (step - 1) * TOTP_PERIOD_MS - serverNow());
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

/**
 * Where the harness owner's TOTP secret is kept between worker processes of one run (a worker
 * restarts after a failure). A file left by an earlier run is harmless: each run's server starts
 * with an owner that has no two-factor, and the first sign-in enrols it and writes the file anew.
 */
const OWNER_SECRET_FILE = join(tmpdir(), `fairround-e2e-owner-${process.env.E2E_PORT ?? '18080'}.secret`);
let ownerSession: { token: string; secret: string } | null = null;

/**
 * The harness owner's session. With ADMIN_REQUIRE_2FA an account without two-factor can only
 * enrol (issue #23), so the first call enrols the owner; later sign-ins give its code. One
 * session per worker, so sign-ins spend no codes the specs' step-up actions need.
 */
async function ownerSessionOf(request: APIRequestContext): Promise<{ token: string; secret: string }> {
  if (ownerSession) {
    const alive = await callApi(request, adminEndpoints.me.path, { token: ownerSession.token });
    if (alive.code === 1) return ownerSession;
  }
  const first = await callApi<{ token: string; staff: { twoFactorEnabled: boolean } }>(
    request,
    adminEndpoints.login.path,
    E2E_OWNER,
  );
  if (first.code === 1 && !first.data.staff.twoFactorEnabled) {
    const token = first.data.token;
    const setup = await callApi<{ secret: string }>(request, adminEndpoints.setupTwoFactor.path, { token });
    const enabled = await callApi(request, adminEndpoints.enableTwoFactor.path, {
      token,
      otp: totpNow(setup.data.secret),
    });
    if (enabled.code !== 1) throw new Error(`owner 2fa/enable failed: ${enabled.info}`);
    writeFileSync(OWNER_SECRET_FILE, setup.data.secret);
    ownerSession = { token, secret: setup.data.secret };
    return ownerSession;
  }
  const secret = readFileSync(OWNER_SECRET_FILE, 'utf8').trim();
  ownerSession = {
    token: await login(request, E2E_OWNER.username, E2E_OWNER.password, totpNow(secret)),
    secret,
  };
  return ownerSession;
}

export async function ownerToken(request: APIRequestContext): Promise<string> {
  return (await ownerSessionOf(request)).token;
}

/** A fresh two-factor code of the harness owner, for a step-up action or a sign-in in the browser. */
export async function ownerOtp(request: APIRequestContext): Promise<string> {
  return totpNow((await ownerSessionOf(request)).secret);
}

/**
 * Owners of the harness's own set-up steps (new staff, deposit methods, cashier settings), kept
 * apart from E2E_OWNER, whose codes the specs spend on the step-ups they show. Every step-up
 * spends one TOTP step of its account and an account gets two steps ahead at most, so one owner
 * makes a run wait ~30 s per further code; set-up takes turns across up to HARNESS_OWNERS owners
 * instead. Each is created (one E2E_OWNER code) when every existing one would wait.
 */
const HARNESS_OWNERS = 3;
type HarnessOwner = { username: string; password: string; secret: string; token: string };

/**
 * Kept between worker processes of one run. The file is named after E2E_OWNER's secret, which
 * each run's fresh server makes anew, so a file left by an earlier run is never read.
 */
const harnessFileOf = (ownerSecret: string) =>
  join(
    tmpdir(),
    `fairround-e2e-harness-${process.env.E2E_PORT ?? '18080'}-${createHash('sha256').update(ownerSecret).digest('hex').slice(0, 12)}.json`,
  );

function readHarnessOwners(file: string): HarnessOwner[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HarnessOwner[]) : [];
}

async function addHarnessOwner(request: APIRequestContext): Promise<HarnessOwner> {
  const username = `e2e-harness-owner-${randomBytes(3).toString('hex')}`;
  const password = `pass-${randomBytes(6).toString('hex')}`;
  const created = await callApi(request, adminEndpoints.createStaff.path, {
    token: await ownerToken(request),
    otp: await ownerOtp(request),
    username,
    password,
    role: 'owner',
  });
  if (created.code !== 1) throw new Error(`harness owner staff/create failed: ${created.info}`);
  const token = await login(request, username, password);
  const setup = await callApi<{ secret: string }>(request, adminEndpoints.setupTwoFactor.path, { token });
  const enabled = await callApi(request, adminEndpoints.enableTwoFactor.path, {
    token,
    otp: totpNow(setup.data.secret),
  });
  if (enabled.code !== 1) throw new Error(`harness owner 2fa/enable failed: ${enabled.info}`);
  return { username, password, secret: setup.data.secret, token };
}

/**
 * An owner's session and a fresh code of the same account, for a set-up step-up action: the
 * harness owner whose next code is ready now, a new one while there are fewer than
 * HARNESS_OWNERS, else the one whose code comes soonest.
 */
export async function harnessStepUp(request: APIRequestContext): Promise<{ token: string; otp: string }> {
  const file = harnessFileOf((await ownerSessionOf(request)).secret);
  const owners = readHarnessOwners(file);
  let chosen = owners.find((owner) => totpWaitMs(owner.secret) === 0);
  if (!chosen && owners.length < HARNESS_OWNERS) {
    chosen = await addHarnessOwner(request);
    writeFileSync(file, JSON.stringify([...owners, chosen]));
  }
  chosen ??= owners.reduce((soonest, owner) =>
    totpWaitMs(owner.secret) < totpWaitMs(soonest.secret) ? owner : soonest,
  );
  return { token: chosen.token, otp: totpNow(chosen.secret) };
}

export type E2eStaff = {
  username: string;
  password: string;
  token: string;
  secret: string | null;
  otp: () => string;
};

/** A new staff account with the given role; its TOTP is set up and enabled unless `twoFactor: false`. */
export async function createStaff(
  request: APIRequestContext,
  options: { role: 'owner' | 'finance' | 'support' | 'content'; twoFactor?: boolean; prefix?: string },
): Promise<E2eStaff> {
  const username = `${options.prefix ?? 'e2e'}-${options.role}-${randomBytes(3).toString('hex')}`;
  const password = `pass-${randomBytes(6).toString('hex')}`;
  const created = await callApi(request, adminEndpoints.createStaff.path, {
    ...(await harnessStepUp(request)),
    username,
    password,
    role: options.role,
  });
  if (created.code !== 1) throw new Error(`staff/create failed: ${created.info}`);
  // The session opened before two-factor stays valid once it is on; not signing in again keeps
  // the next code free for the spec's first money action (each code is accepted once).
  const token = await login(request, username, password);
  let secret: string | null = null;
  // Two-factor unless asked otherwise: with ADMIN_REQUIRE_2FA an account without it can only enrol.
  if (options.twoFactor ?? true) {
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

/**
 * Answers the console's two-factor dialog, which every step-up action without a code field of its
 * own opens (issue #23), with `code`; `shotName` photographs the dialog filled in first.
 */
export async function confirmStepUp(page: Page, code: string, shotName?: string): Promise<void> {
  const dialog = page.getByTestId('step-up-dialog');
  await dialog.getByRole('textbox').fill(code);
  if (shotName) await shot(page, shotName);
  await dialog.locator('.ant-btn-primary').click();
}

/** Signs a staff account in on the console's login page (in the console's current language). */
export async function signInConsole(page: Page, staff: E2eStaff): Promise<void> {
  const login = CATALOGUES.vi.admin.login;
  await page.goto('/admin/login');
  await page.getByLabel(login.username).fill(staff.username);
  await page.getByLabel(login.password, { exact: true }).fill(staff.password);
  await page.getByLabel(login.otp).fill(staff.otp());
  await page.getByRole('button', { name: login.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
