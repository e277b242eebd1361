import { describe, expect, it } from '@jest/globals';
import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../../config.js';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'cigogne-push-config-'));
const JWT_SECRET = 'a-jwt-secret-of-at-least-32-characters-long';
const publicOf = (privateKey: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey('base64url');
};

describe('VAPID keys and the outbound switch', () => {
  it('generates a key pair once with the embedded database, kept in DATA_DIR for the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).push;
    expect(existsSync(path.join(dir, 'vapid-private-key'))).toBe(true);
    expect(publicOf(first.privateKey)).toBe(first.publicKey);
    expect(loadConfig({ DATA_DIR: dir }).push).toEqual(first);
    // another data folder, another pair
    expect(loadConfig({ DATA_DIR: dataDir() }).push.publicKey).not.toBe(first.publicKey);
    expect(first.subject).toBe('mailto:no-reply@cigogne.local');
  });

  it('derives the same pair on every replica of an external database from JWT_SECRET', () => {
    const env = { DATABASE_URL: 'postgres://db.example/cigogne', JWT_SECRET };
    const one = loadConfig({ ...env, DATA_DIR: dataDir() }).push;
    const two = loadConfig({ ...env, DATA_DIR: dataDir() }).push;
    expect(two).toEqual(one);
    expect(publicOf(one.privateKey)).toBe(one.publicKey);
    expect(loadConfig({ ...env, JWT_SECRET: `${JWT_SECRET}-other`, DATA_DIR: dataDir() }).push.publicKey).not.toBe(one.publicKey);
  });

  it('takes a given pair, and refuses half a pair or a public key of another private key', () => {
    const keys = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const given = {
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://cigogne.example',
    };
    expect(loadConfig(given).push).toEqual({
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
      subject: 'https://cigogne.example',
      allowPrivate: false,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ ...given, VAPID_PUBLIC_KEY: other.publicKey })).toThrow(/not the public key/);
    expect(() => loadConfig({ ...given, VAPID_SUBJECT: 'http://cigogne.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('refuses PUSH_ALLOW_PRIVATE in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET, PUSH_ALLOW_PRIVATE: 'true' })).toThrow(
      'PUSH_ALLOW_PRIVATE must not be set with NODE_ENV=production',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), PUSH_ALLOW_PRIVATE: 'true' }).push.allowPrivate).toBe(true);
  });
});
