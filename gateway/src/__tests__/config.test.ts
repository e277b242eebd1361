import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';

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
  ])('refuses %p with one line naming the variable', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
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
});
