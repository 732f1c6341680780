import fastifyRateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@fairround/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config/config.js';
import type { Authenticators } from '../auth/authenticators.js';
import { AppError } from '../errors/app-error.js';
import { requestToken } from './request-language.js';

/** The budget of every call that declares no `rateLimit` of its own (see docs/rate-limits.md). */
export const DEFAULT_RATE_LIMIT = { max: 1200, timeWindowMs: 60_000 };
/** Prefix of every counter in Redis, so the limiter's keys are easy to find and never collide. */
export const RATE_LIMIT_NAMESPACE = 'fairround-rl:';
/** Distinct counters one process keeps without Redis; the least recently used beyond it are dropped. */
const MEMORY_STORE_ENTRIES = 50_000;
/** A stalled Redis delays a call by at most this long before the limiter lets it through. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long boot waits for the Redis connection, so the first calls are already counted. */
const REDIS_READY_WAIT_MS = 2_000;
const REDIS_QUIT_WAIT_MS = 1_000;

export type RateLimitDeps = {
  config: Pick<Config, 'REDIS_URL'>;
  /** Read at each call, so authenticators the modules register later still apply. */
  authenticators: Authenticators;
};

type RouteLimit = { max: number; timeWindow: number };

/** The limit a route declared in `config.rateLimit` (through `apiRoute`), or null for the default. */
function ownLimitOf(request: FastifyRequest): RouteLimit | null {
  const declared = request.routeOptions.config.rateLimit;
  if (!declared || typeof declared.max !== 'number' || typeof declared.timeWindow !== 'number') return null;
  return { max: declared.max, timeWindow: declared.timeWindow };
}

/**
 * Whom a call counts against: the owner of a live player or staff session, else the client
 * address (`request.ip`, which honours TRUST_PROXY). A dead or made-up token counts against the
 * address, so inventing tokens never buys a fresh budget.
 */
async function principalOf(request: FastifyRequest, authenticators: Authenticators): Promise<string> {
  const token = requestToken(request);
  const policy = request.routeOptions.config.auth;
  if (token && policy) {
    if ((policy.kind === 'player' || policy.kind === 'public') && authenticators.player) {
      const player = await authenticators.player(token, request);
      if (player) return `player:${player.playerId}`;
    }
    if (policy.kind === 'staff' && authenticators.staff) {
      const staff = await authenticators.staff(token, request);
      if (staff) return `staff:${staff.staffId}`;
    }
  }
  return `ip:${request.ip}`;
}

/**
 * A route with its own limit counts separately from the default budget. The scope uses the
 * registered path, not the requested one: the router ignores case, and `/API/GAME/ORDER` must not
 * open a second budget.
 */
async function limiterKey(request: FastifyRequest, authenticators: Authenticators): Promise<string> {
  const scope = ownLimitOf(request) ? `${request.method}${request.routeOptions.url ?? ''}` : 'all';
  return `${scope}|${await principalOf(request, authenticators)}`;
}

type SessionLookup<P> = (token: string, request: FastifyRequest) => Promise<P | null>;

/** One session lookup per request and token, however many hooks ask. */
function sharedPerRequest<P>(lookup: SessionLookup<P>): SessionLookup<P> {
  const answers = new WeakMap<FastifyRequest, { token: string; answer: Promise<P | null> }>();
  return (token, request) => {
    const known = answers.get(request);
    if (known?.token === token) return known.answer;
    const answer = lookup(token, request);
    answers.set(request, { token, answer });
    return answer;
  };
}

function resolveWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

function readyWithin(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return resolveWithin(new Promise((resolve) => redis.once('ready', resolve)), ms);
}

/** The limiter's own connection: commands fail fast while Redis is away instead of queueing. */
async function openRedis(url: string, app: FastifyInstance): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'rate-limit redis error'));
  app.addHook('onClose', async () => {
    await resolveWithin(redis.quit(), REDIS_QUIT_WAIT_MS);
    redis.disconnect();
  });
  await readyWithin(redis, REDIS_READY_WAIT_MS);
  if (redis.status !== 'ready') app.log.warn('rate-limit redis not ready at boot; calls are not limited until it is');
  return redis;
}

/**
 * Request budgets: the default for every call, a route's own `rateLimit` where it declares one,
 * counted per player, per staff member or (anonymous or dead token) per client address; in Redis
 * when REDIS_URL is set so every instance counts the same calls, else in this process.
 *
 * The limiter is one app-level `preValidation` hook, registered before the auth hook: the body
 * (where the seed client puts its token) is parsed by then, and a call the auth hook refuses
 * (a dead token answers 409) is still counted. The plugin's own per-route hooks would run after
 * the auth hook and so never see those calls; they still get attached for routes with a
 * `config.rateLimit`, and do nothing because this hook has already counted the request.
 */
export async function registerRateLimits(app: FastifyInstance, { config, authenticators }: RateLimitDeps): Promise<void> {
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, app) : null;
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preValidation',
    max: (request) => ownLimitOf(request)?.max ?? DEFAULT_RATE_LIMIT.max,
    timeWindow: (request) => ownLimitOf(request)?.timeWindow ?? DEFAULT_RATE_LIMIT.timeWindowMs,
    keyGenerator: (request) => limiterKey(request, authenticators),
    allowList: (request) => request.routeOptions.config.rateLimit === false,
    errorResponseBuilder: () => new AppError(ErrorCode.RateLimited, { httpStatus: 429 }),
    cache: MEMORY_STORE_ENTRIES,
    ...(redis
      ? {
          redis,
          nameSpace: RATE_LIMIT_NAMESPACE,
          // Fail open: while Redis is down, calls go through unlimited rather than all failing.
          // Budgets guard capacity, not correctness (orders are idempotent, the ledger checks
          // every movement, logins have their own throttle in the database), and real-time
          // fan-out over the same Redis degrades the same way; failing closed would turn a Redis
          // outage into a full outage of play and cashier.
          skipOnError: true,
        }
      : {}),
  });
  const limit = app.rateLimit();
  app.addHook('preValidation', async function rateLimitHook(request, reply) {
    await limit.call(this, request, reply);
  });
  // Both this hook and the auth hook resolve the token; share the answer. The modules register
  // their authenticators after this runs, so wrap them once the app is complete.
  app.addHook('onReady', async () => {
    if (authenticators.player) authenticators.player = sharedPerRequest(authenticators.player);
    if (authenticators.staff) authenticators.staff = sharedPerRequest(authenticators.staff);
  });
}
