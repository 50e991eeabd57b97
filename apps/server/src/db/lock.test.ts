import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a directory held by another live process, naming its pid', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'godown.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${holder.pid}`));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'godown.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'godown.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'godown.lock'))).toBe(false);
  });

  it('creates the directory when it does not exist', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'godown.lock'))).toBe(true);
    release();
  });
});
