import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database in ./data', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.openAdminSignup).toBe(false);
  });

  it('reads REGISTRATIONS_PER_MINUTE, refusing a number below 1', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).rateLimits).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), REGISTRATIONS_PER_MINUTE: '500' }).rateLimits).toEqual({
      registrationsPerMinute: 500,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), REGISTRATIONS_PER_MINUTE: '0' })).toThrow(
      /REGISTRATIONS_PER_MINUTE/,
    );
  });

  it('creates a JWT secret once in the data directory and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('reads PORT, HOST, DATABASE_URL and OPEN_ADMIN_SIGNUP', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@localhost:5432/godown',
      OPEN_ADMIN_SIGNUP: 'true',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@localhost:5432/godown',
      openAdminSignup: true,
      jwtSecret: 'x'.repeat(32),
    });
  });

  it('trusts no proxy by default; reads TRUST_PROXY as true or addresses and ranges, never a hop count', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' })).toThrow(/name the proxies/);
    expect(
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback,fd00::/8' })
        .trustProxy,
    ).toEqual(['10.0.0.5', '192.168.0.0/16', 'loopback', 'fd00::/8']);
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.300', '10.0.0.0/8/1', 'yes']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: bad }), bad).toThrow(
        /Invalid configuration: TRUST_PROXY/,
      );
    }
  });

  it('refuses a bad port, a short JWT secret and a missing secret in production on PostgreSQL', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' }),
    ).toThrow(/JWT_SECRET is required/);
  });

  it('reads DATABASE_REPLICA_URL beside DATABASE_URL, and refuses it alone or malformed', () => {
    const primary = 'postgres://u@localhost:5432/godown';
    const replica = 'postgres://u@replica:5432/godown';
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: primary }).databaseReplicaUrl).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: primary, DATABASE_REPLICA_URL: replica })
        .databaseReplicaUrl,
    ).toBe(replica);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: primary, DATABASE_REPLICA_URL: 'replica host' }),
    ).toThrow(/Invalid configuration: DATABASE_REPLICA_URL/);
  });
});
