import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
});
