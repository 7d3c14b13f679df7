import 'reflect-metadata';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig: operations variables', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bazaar-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env }, dataDir);

  it('defaults to log level "log" and no metrics token', () => {
    expect(load({})).toMatchObject({ logLevel: 'log', metricsToken: undefined });
  });

  it.each([
    ['debug', 'debug'],
    ['warn', 'warn'],
    ['info', 'log'],
    ['fatal', 'fatal'],
  ])('accepts LOG_LEVEL=%s', (value, level) => {
    expect(load({ LOG_LEVEL: value }).logLevel).toBe(level);
  });

  it('lists every bad value at once', () => {
    expect(() => load({ LOG_LEVEL: 'loud', METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    try {
      load({ LOG_LEVEL: 'loud', METRICS_TOKEN: 'short' });
    } catch (error) {
      expect((error as Error).message).toMatch(/LOG_LEVEL must be one of fatal, error, warn, log, debug, verbose, info/);
      expect((error as Error).message).toMatch(/METRICS_TOKEN must be at least 16 characters/);
    }
  });

  it('keeps a good metrics token', () => {
    expect(load({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 192.168.1.10', '10.0.0.0/8, 192.168.1.10'],
  ])('accepts TRUST_PROXY=%s', (value, trusted) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it.each(['true', '0.5', 'everyone', '1; rm -rf'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be false, a number of proxies/);
  });

  it('trusts no proxy by default', () => {
    expect(load({}).trustProxy).toBe(false);
  });

  it('takes the public address from PUBLIC_URL, else localhost and the port', () => {
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(load({ PUBLIC_URL: 'https://bazaar.example/' }).publicUrl).toBe('https://bazaar.example');
  });

  it.each(['bazaar.example', 'ftp://bazaar.example', 'https://bazaar.example/shop', 'https://user:pw@bazaar.example', 'javascript:alert(1)'])('refuses PUBLIC_URL=%s', (value) => {
    expect(() => load({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be the site's http\(s\) address/);
  });

  it('allows no other origin by default, and the listed ones with CORS_ORIGINS', () => {
    expect(load({}).corsOrigins).toEqual([]);
    expect(load({ CORS_ORIGINS: 'https://partner.example, http://localhost:5173' }).corsOrigins).toEqual(['https://partner.example', 'http://localhost:5173']);
    expect(() => load({ CORS_ORIGINS: 'https://partner.example,*' })).toThrow(/CORS_ORIGINS must be http\(s\) origins/);
  });

  it('shares nothing without REDIS_URL, and takes redis:// or rediss:// with a key prefix', () => {
    expect(load({}).redis).toBeUndefined();
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'bazaar:' });
    expect(load({ REDIS_URL: 'rediss://:secret@cache.example:6380/2', REDIS_KEY_PREFIX: 'shop-2:' }).redis).toEqual({ url: 'rediss://:secret@cache.example:6380/2', keyPrefix: 'shop-2:' });
  });

  it.each(['127.0.0.1:6379', 'http://cache.example', 'redis://cache.example/keys'])('refuses REDIS_URL=%s', (value) => {
    expect(() => load({ REDIS_URL: value })).toThrow(/REDIS_URL must look like redis:\/\/host:6379/);
  });

  it('refuses a REDIS_KEY_PREFIX with spaces or wildcards', () => {
    expect(() => load({ REDIS_URL: 'redis://127.0.0.1', REDIS_KEY_PREFIX: 'my shop*' })).toThrow(/REDIS_KEY_PREFIX must be/);
  });
});

describe('loadConfig: the proof-of-work challenge', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bazaar-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env }, dataDir).challenge;

  it('defaults to 100,000 and a key derived from the JWT secret, not the secret itself', () => {
    const { hmacKey, maxNumber } = load({});
    expect(maxNumber).toBe(100_000);
    expect(hmacKey).toMatch(/^[\w-]{43}$/);
    expect(hmacKey).not.toContain('x'.repeat(32));
    expect(load({}).hmacKey).toBe(hmacKey);
    expect(load({ JWT_SECRET: 'y'.repeat(32) }).hmacKey).not.toBe(hmacKey);
  });

  it('takes CHALLENGE_HMAC_KEY and CHALLENGE_MAX_NUMBER', () => {
    expect(load({ CHALLENGE_HMAC_KEY: 'k'.repeat(32), CHALLENGE_MAX_NUMBER: '250000' })).toEqual({ hmacKey: 'k'.repeat(32), maxNumber: 250_000 });
  });

  it.each([
    [{ CHALLENGE_HMAC_KEY: 'short' }, /CHALLENGE_HMAC_KEY must be at least 32 characters/],
    [{ CHALLENGE_MAX_NUMBER: '10' }, /CHALLENGE_MAX_NUMBER must be a whole number from 100 to 10000000/],
    [{ CHALLENGE_MAX_NUMBER: '1e9' }, /CHALLENGE_MAX_NUMBER must be/],
    [{ CHALLENGE_MAX_NUMBER: 'lots' }, /CHALLENGE_MAX_NUMBER must be/],
  ])('refuses %o', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});

describe('loadConfig: the JWT secret kept in DATA_DIR', () => {
  it('is made once, private, and read back by every later start (no draft left behind)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }, dataDir).jwtSecret;
      expect(first).toMatch(/^[\w-]{64}$/);
      expect(loadConfig({ DATA_DIR: dataDir }, dataDir).jwtSecret).toBe(first);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('jwt-secret'))).toEqual(['jwt-secret']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
