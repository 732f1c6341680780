import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { fastifyTrustProxy } from './trust-proxy.js';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.ADMIN_REQUIRE_2FA).toBe(true);
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(config.CURRENCY_MINOR_DIGITS).toBe(2);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SMS_PROVIDER: 'pigeon', ADMIN_REQUIRE_2FA: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('SMS_PROVIDER');
    expect(problems).toContain('ADMIN_REQUIRE_2FA');
  });

  it('requires the admin username and password together', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'owner' })).toThrow(ConfigError);
  });

  it('refuses TEST_CLOCK unless TEST_DEPLOYMENT says this is a test deployment', () => {
    const problems = problemsOf({ TEST_CLOCK: 'true' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TEST_CLOCK: .*TEST_DEPLOYMENT=true/);
    expect(problemsOf({ TEST_CLOCK: 'true', TEST_DEPLOYMENT: 'false' })).toHaveLength(1);
    expect(loadConfig({ TEST_CLOCK: 'true', TEST_DEPLOYMENT: 'true' }).TEST_CLOCK).toBe(true);
    expect(loadConfig({ TEST_DEPLOYMENT: 'true' }).TEST_CLOCK).toBe(false);
  });

  it('serves metrics on their own port only, never on the public one', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(problemsOf({ PORT: '9464', METRICS_PORT: '9464' })[0]).toMatch(/^METRICS_PORT: /);
    expect(problemsOf({ METRICS_PORT: 'ninety' })[0]).toMatch(/^METRICS_PORT: /);
  });
});

describe('TRUST_PROXY', () => {
  const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy by default, or when false or 0', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
  });

  it('reads true (and 1) as exactly one proxy hop, and a number as that many', () => {
    expect(trustOf('true')).toEqual({ hops: 1 });
    expect(trustOf('1')).toEqual({ hops: 1 });
    expect(trustOf('2')).toEqual({ hops: 2 });
  });

  it('reads a list of proxy addresses and CIDRs', () => {
    expect(trustOf('10.0.0.0/8, 172.16.0.1 ,fd00::/8,::1,loopback')).toEqual({
      proxies: ['10.0.0.0/8', '172.16.0.1', 'fd00::/8', '::1', 'loopback'],
    });
  });

  it.each(['yes', 'all', '-1', '1.5', '11', '10.0.0.0/33', '300.1.1.1', 'fd00::/129', '10.0.0.1,', 'example.com'])(
    'refuses %j with a readable problem',
    (value) => {
      expect(problemsOf({ TRUST_PROXY: value })[0]).toMatch(/^TRUST_PROXY: expected false, true \(one proxy\)/);
    },
  );

  it('gives Fastify a trust that believes exactly the configured hops, never every hop', () => {
    const oneHop = fastifyTrustProxy(trustOf('true'));
    expect(typeof oneHop).toBe('function');
    const trusts = oneHop as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trusts('203.0.113.9', hop))).toEqual([true, false, false]);
    const twoHops = fastifyTrustProxy(trustOf('2')) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('203.0.113.9', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(trustOf('10.0.0.0/8'))).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
