import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may speak for the client (`TRUST_PROXY`). Every per-address control (the SMS cap,
 * the login lock, the request budget, the WebSocket cap) and the audit log read the address this
 * decides, so trusting too much lets a client choose its own address:
 * - `false` (default): the TCP peer is the client; X-Forwarded-* headers are ignored.
 * - a hop count (`true` is 1): that many proxies, whatever their address, sit in front; the client
 *   is the entry that many places from the right of X-Forwarded-For, the rest is ignored. Safe only
 *   when the instances are reachable through that proxy alone.
 * - a list of proxy addresses or CIDRs: only a peer in the list is believed, hop by hop from the
 *   right, so the instances may be reachable directly too.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const MAX_HOPS = 10;

/** proxy-addr's named ranges, which Fastify expands. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return { hops: 1 };
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return { hops };
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (!/^\d+$/.test(value) && entries.every(isProxyAddress)) return { proxies: entries };
    context.addIssue({
      code: 'custom',
      message: `expected false, true (one proxy), a hop count 1–${MAX_HOPS}, or a comma-separated list of proxy addresses or CIDRs`,
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for a TrustProxy. A hop count becomes a function: Fastify 5 given a bare
 * number trusts no hop at all (it fails closed), and given `true` trusts every hop, which is what
 * let clients choose their address through the shipped nginx.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('proxies' in trust) return trust.proxies;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
