import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { shouldSeedDemo } from '../seed/seed.js';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'cigogne-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 4000,
      bcryptCost: 12,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:4000',
      adminEmails: [],
      retentionDays: { errorLog: 30, mailOutbox: 30, resetTokens: 7, rateLimitCounters: 2 },
      purgeIntervalMinutes: 60,
      errorLogMaxPerMinute: 20,
    });
    expect(config.remotes).toEqual({
      mf_predictions: '/mf/predictions/mf-manifest.json',
      mf_wishlists: '/mf/wishlists/mf-manifest.json',
      mf_timelines: '/mf/timelines/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
    });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ BCRYPT_COST: '9' }, /BCRYPT_COST/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ ADMIN_EMAILS: 'a@b.fr, nope' }, /ADMIN_EMAILS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ MF_TIMELINES_URL: 'ftp://cdn/x.json' }, /MF_TIMELINES_URL/],
    [{ ERROR_LOG_RETENTION_DAYS: '0' }, /ERROR_LOG_RETENTION_DAYS/],
    [{ RATE_LIMIT_RETENTION_DAYS: 'two' }, /RATE_LIMIT_RETENTION_DAYS/],
    [{ ERROR_LOG_MAX_PER_MINUTE: '-1' }, /ERROR_LOG_MAX_PER_MINUTE/],
    [{ REGISTER_LIMIT_PER_IP: '0' }, /REGISTER_LIMIT_PER_IP/],
    [{ REGISTER_LIMIT_WINDOW_SECONDS: 'hour' }, /REGISTER_LIMIT_WINDOW_SECONDS/],
    [{ RESET_LIMIT_PER_EMAIL: '-1' }, /RESET_LIMIT_PER_EMAIL/],
    [{ RESET_LIMIT_PER_IP: '1.5' }, /RESET_LIMIT_PER_IP/],
    [{ RESET_LIMIT_WINDOW_SECONDS: '0' }, /RESET_LIMIT_WINDOW_SECONDS/],
    [{ SEED_DEMO: 'yes please' }, /SEED_DEMO/],
  ])('refuses %p with one line naming the variable', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('says what a value must be, and never repeats a secret in the line (it goes to the log)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '70000' })).toThrow('PORT must be a whole number from 0 to 65535 (got "70000")');
    const password = 'hunter2-very-secret';
    for (const env of [
      { DATABASE_URL: `mysql://app:${password}@db/cigogne` },
      { JWT_SECRET: password },
      { SMTP_URL: `http://u:${password}@mail` },
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).not.toThrow(password);
    }
  });

  it('reads lists and URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAILS: ' Admin@Example.fr ,ops@example.fr',
      PUBLIC_URL: 'https://cigogne.example/',
      MF_TIMELINES_URL: 'https://cdn.example/timelines/mf-manifest.json',
      BCRYPT_COST: '10',
    });
    expect(config.adminEmails).toEqual(['admin@example.fr', 'ops@example.fr']);
    expect(config.publicUrl).toBe('https://cigogne.example');
    expect(config.remotes.mf_timelines).toBe('https://cdn.example/timelines/mf-manifest.json');
    expect(config.bcryptCost).toBe(10);
  });

  it('refuses DATABASE_URL without JWT_SECRET, naming JWT_SECRET: replicas must share one secret', () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, DATABASE_URL: 'postgresql://app:pw@db.example:5432/cigogne' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/^JWT_SECRET .*DATABASE_URL/);
    // and no per-machine secret was generated on the way
    expect(() => readFileSync(path.join(dir, 'jwt-secret'))).toThrow();
    const secret = 'a-shared-secret-of-at-least-32-chars!';
    expect(loadConfig({ ...env, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('reads the registration and reset limits, with defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      registerLimit: { perIp: 20, windowSeconds: 3600 },
      resetLimit: { perEmail: 3, perIp: 20, windowSeconds: 3600 },
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      REGISTER_LIMIT_PER_IP: '7',
      REGISTER_LIMIT_WINDOW_SECONDS: '60',
      RESET_LIMIT_PER_EMAIL: '2',
      RESET_LIMIT_PER_IP: '9',
      RESET_LIMIT_WINDOW_SECONDS: '600',
    });
    expect(config.registerLimit).toEqual({ perIp: 7, windowSeconds: 60 });
    expect(config.resetLimit).toEqual({ perEmail: 2, perIp: 9, windowSeconds: 600 });
  });

  it('lets ANALYSE_ALLOW_PRIVATE through only outside production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).analyseAllowPrivate).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ANALYSE_ALLOW_PRIVATE: 'true' }).analyseAllowPrivate).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ANALYSE_ALLOW_PRIVATE: 'false', NODE_ENV: 'production' }).analyseAllowPrivate).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYSE_ALLOW_PRIVATE: 'true', NODE_ENV: 'production' })).toThrow(
      /^ANALYSE_ALLOW_PRIVATE/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYSE_ALLOW_PRIVATE: 'yes' })).toThrow(ConfigError);
  });

  it.each([
    // [SEED_DEMO, NODE_ENV, embedded database, seeds demo data]
    [undefined, undefined, true, true],
    [undefined, undefined, false, false],
    ['true', undefined, false, true],
    ['false', undefined, true, false],
    ['true', 'production', false, false],
    [undefined, 'production', true, false],
    ['true', 'production', true, false],
  ])('SEED_DEMO=%p NODE_ENV=%p embedded=%p: demo data %p', (seed, nodeEnv, embedded, expected) => {
    const env: Record<string, string> = { DATA_DIR: dataDir() };
    if (seed) env.SEED_DEMO = seed;
    if (nodeEnv) env.NODE_ENV = nodeEnv;
    expect(shouldSeedDemo(loadConfig(env), embedded)).toBe(expected);
  });
});
