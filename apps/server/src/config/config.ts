import path from 'node:path';
import { SMS_PROVIDERS } from '@fairround/shared';
import { z } from 'zod';
import { trustProxyFromEnv } from './trust-proxy.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const optionalSeconds = z.coerce.number().int().min(1).max(86_400).optional();

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().regex(/^[A-Za-z0-9_.-]{3,32}$/).optional(),
  ADMIN_PASSWORD: z.string().min(10).max(128).optional(),
  ADMIN_REQUIRE_2FA: booleanFromEnv.default(true),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TEMPLATE: z.string().default('{"to":"{phone}","text":"{text}"}'),
  /** Seconds before a phone can be sent another code (the browser journeys shorten it). */
  SMS_RESEND_COOLDOWN_S: z.coerce.number().int().min(1).max(600).default(60),
  PRICE_FEED: z.enum(['okx', 'simulated', 'off']).default('okx'),
  PRICE_FEED_URL: z.string().url().default('wss://ws.okx.com:8443/ws/v5/public'),
  ROUND_PERIOD_S: optionalSeconds,
  ROUND_LOCK_S: optionalSeconds,
  ROUND_DRAW_DELAY_S: optionalSeconds,
  /** Whether this process runs the round engine's timer (tests drive the engine by hand instead). */
  ROUND_SCHEDULER: booleanFromEnv.default(true),
  /** Whether this process runs the staking accrual job's timer (tests run the job by hand instead). */
  STAKING_ACCRUAL: booleanFromEnv.default(true),
  /** Whether this process looks for limits come into force and breaks ended, to tell the players. */
  PROTECTION_NOTICES: booleanFromEnv.default(true),
  /** Whether this process sends the operators' broadcasts when they fall due (each goes out once whichever instance takes it). */
  PLAYER_BROADCASTS: booleanFromEnv.default(true),
  /** Whether this process deletes identity-verification files past their retention, and stale drafts (docs/verification.md). */
  VERIFICATION_RETENTION: booleanFromEnv.default(true),
  /**
   * TESTS ONLY, never in production: makes the app's clock an offset clock and serves
   * `POST /api/test/clock/advance {ms}` (docs/staking.md) to anyone. Off, the route does not exist.
   * Refused at boot unless TEST_DEPLOYMENT=true says this deployment is a test one.
   */
  TEST_CLOCK: booleanFromEnv.default(false),
  /** Says this deployment is a test one (browser journeys, benches); TEST_CLOCK needs it. */
  TEST_DEPLOYMENT: booleanFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CURRENCY_CODE: z.string().regex(/^[A-Z]{3,5}$/).default('USD'),
  CURRENCY_SYMBOL: z.string().min(1).max(4).default('$'),
  CURRENCY_MINOR_DIGITS: z.coerce.number().int().min(0).max(4).default(2),
  /** Extra browser origins allowed to open the WebSocket besides the page's own host. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
  /** Web Push of notices (docs/notifications.md); off, the key endpoint answers null and nothing is sent. */
  WEB_PUSH: booleanFromEnv.default(true),
  /** The contact the push services may reach about this sender (VAPID `sub`: mailto: or https:). */
  WEB_PUSH_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/).default('mailto:operator@fairround.invalid'),
  /**
   * The push services' hosts a subscription's endpoint may name (the server POSTs to it, so any
   * other host is refused). `*.` matches subdomains. Only a loopback host may use http (tests).
   */
  WEB_PUSH_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com')
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean)),
  /** A PEM file of certificates to trust for push services besides the system's (a proxy's, tests'). */
  WEB_PUSH_CA_FILE: z.string().min(1).optional(),
  /** Who may say which address a request came from (config/trust-proxy.ts, docs/deploy.md). */
  TRUST_PROXY: trustProxyFromEnv.default(false),
  /**
   * Port of the Prometheus listener (`GET /metrics`), apart from the public one so the public
   * port never serves it. Unset: no metrics listener.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** Address the metrics listener binds: loopback unless the scraper sits on another host. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** IANA zone of the deployment's days (fund flow tabs, daily withdrawal counts, dashboard). */
  TIMEZONE: z.string().default('Asia/Ho_Chi_Minh').refine(isTimeZone, 'unknown IANA time zone'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads and validates the environment once at boot; lists every bad variable, not just the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const problems: string[] = [];
  if (parsed.data.SMS_PROVIDER === 'http' && !parsed.data.SMS_HTTP_URL) {
    problems.push('SMS_HTTP_URL: required when SMS_PROVIDER=http');
  }
  if (Boolean(parsed.data.ADMIN_USERNAME) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    problems.push('ADMIN_USERNAME / ADMIN_PASSWORD: set both or neither');
  }
  if (parsed.data.TEST_CLOCK && !parsed.data.TEST_DEPLOYMENT) {
    problems.push(
      'TEST_CLOCK: lets anyone move the clock; allowed only with TEST_DEPLOYMENT=true (never in production)',
    );
  }
  if (parsed.data.METRICS_PORT !== undefined && parsed.data.METRICS_PORT === parsed.data.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
