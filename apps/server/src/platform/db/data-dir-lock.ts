import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Fairround process (pid ${holderPid}). ` +
        'Stop that process first, or point DATA_DIR at a different directory.',
    );
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process lock, and two processes writing one data directory corrupt it.
 * We take an exclusive lock file holding our pid; a lock whose process is gone is stale and is
 * replaced. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'fairround.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holderPid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holderPid) && holderPid !== process.pid && isProcessAlive(holderPid)) {
        throw new DataDirLockedError(dataDir, holderPid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
