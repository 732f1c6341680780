/**
 * One run of the real server as a child process (crash-loop.test.ts): started on a database,
 * read through its JSON log lines (the port it listens on, each round it settles), and ended
 * with SIGKILL — no handler runs, no lock is released, open transactions die with the process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';

/** A round the server logged as settled: when the line came and how long the settlement took. */
export type SettledLine = { roomType: number; seqno: string; atMs: number; durationMs: number };

export type ServerProcess = {
  pid: number;
  /** `http://127.0.0.1:<port>` once the server listens. */
  baseUrl: () => string;
  /** When the server logged that it is up (epoch ms), or null before. */
  upAtMs: () => number | null;
  /** Every round the server logged as settled, in order. */
  settled: SettledLine[];
  /** Resolves once the server listens; rejects when it exits first or takes over `timeoutMs`. */
  waitUntilUp(timeoutMs: number): Promise<void>;
  /** Resolves at the next "round settled" line after the call (or after `timeoutMs`: false). */
  nextSettled(timeoutMs: number): Promise<boolean>;
  /** The last lines the server wrote (stderr and warnings), for failure messages. */
  tail: () => string;
  kill(): Promise<void>;
  exited: () => boolean;
};

type LogLine = { level?: number; msg?: string; roomType?: number; seqno?: string; durationMs?: number };
const WARN_LEVEL = 40;
const TAIL_LINES = 30;

/** Processes still running, killed by the test's cleanup if it fails before ending them. */
export const runningServers = new Set<ChildProcess>();

export function startServer(entry: string, env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningServers.add(child);
  let port: number | null = null;
  let upAt: number | null = null;
  let exitedFlag = false;
  const settled: SettledLine[] = [];
  const tail: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const remember = (text: string) => {
    tail.push(text);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  child.stderr!.on('data', (chunk: Buffer) => remember(chunk.toString()));
  // CRASH_SERVER_LOG=<file> keeps every run's log lines, stamped, for debugging a failure.
  const keep = process.env.CRASH_SERVER_LOG;
  createInterface({ input: child.stdout! }).on('line', (text) => {
    if (keep) fs.appendFileSync(keep, `${Date.now()} ${child.pid} ${text}\n`);
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      remember(text);
      return;
    }
    const listening = line.msg?.match(/^Server listening at http:\/\/127\.0\.0\.1:(\d+)$/);
    if (listening) port = Number(listening[1]);
    if (line.msg === 'Fairround is up') upAt = Date.now();
    if (line.msg === 'round settled' && typeof line.roomType === 'number' && typeof line.seqno === 'string')
      settled.push({
        roomType: line.roomType,
        seqno: line.seqno,
        atMs: Date.now(),
        durationMs: line.durationMs ?? 0,
      });
    if ((line.level ?? 0) >= WARN_LEVEL) remember(text);
    wake();
  });
  const exit = new Promise<void>((resolve) => {
    child.on('exit', () => {
      exitedFlag = true;
      runningServers.delete(child);
      wake();
      resolve();
    });
  });

  /** Waits until `done()` holds, the process exits, or the time is up; answers `done()`. */
  async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!done() && !exitedFlag && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const waiter = () => {
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(waiter, Math.max(1, Math.min(200, deadline - Date.now())));
        waiters.add(waiter);
      });
    }
    return done();
  }

  return {
    pid: child.pid!,
    baseUrl: () => `http://127.0.0.1:${port}`,
    upAtMs: () => upAt,
    settled,
    async waitUntilUp(timeoutMs) {
      if (!(await until(() => upAt !== null && port !== null, timeoutMs)))
        throw new Error(
          `the server did not come up (exited: ${exitedFlag}); last output:\n${tail.join('\n')}`,
        );
    },
    async nextSettled(timeoutMs) {
      const seen = settled.length;
      return until(() => settled.length > seen, timeoutMs);
    },
    tail: () => tail.join('\n'),
    async kill() {
      if (!exitedFlag) child.kill('SIGKILL');
      await exit;
    },
    exited: () => exitedFlag,
  };
}
