import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A second process that holds the lock until we kill it. */
function holdLockInChild(dataDir: string): Promise<{ pid: number; kill: () => void }> {
  const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(moduleUrl)});
acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve({ pid: child.pid ?? 0, kill: () => child.kill('SIGKILL') });
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited early with ${code}`)));
  });
}

describe('the data directory lock', () => {
  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = tempDir();
    const holder = await holdLockInChild(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another Fairround process/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left behind by a process that died', async () => {
    const dataDir = tempDir();
    const holder = await holdLockInChild(dataDir);
    holder.kill();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'fairround.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'fairround.lock'))).toBe(false);
  });
});
