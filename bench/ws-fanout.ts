/**
 * WebSocket fan-out: the server CPU and delivery latency of one round event broadcast to many
 * subscribers, through Fairround's real path (buildApp, `/ws`, a room channel, the realtime
 * service) against a raw `ws` WebSocketServer broadcasting the same frame, measured in the same
 * run. Fairround's server runs in this process and the raw one in a child; both are up at once
 * and broadcast in turns, so background load on a shared machine hits both alike. The clients
 * live in other child processes, so each figure is the CPU of the server's own process only
 * (process.cpuUsage, user + system); latency is receive time minus the send time in the message.
 *
 *   node --import tsx bench/ws-fanout.ts [--clients 10000] [--broadcasts 20] [--small]
 *     [--client-processes 2] [--only raw|fairround]   (one side alone, e.g. under --cpu-prof)
 *
 * Clients connect from many loopback addresses (127.1.x.y) as real players would from many IPs,
 * which keeps them under the server's per-address connection cap and rate limit.
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';

const THIS_FILE = fileURLToPath(import.meta.url);
const SERVER_SRC = path.resolve(path.dirname(THIS_FILE), '../apps/server/src');
const CHANNEL = 'room:1';
/** Below the server's per-address cap of 50 sockets. */
const CLIENTS_PER_ADDRESS = 40;
const CONNECT_CONCURRENCY = 100;
const WARM_UP_BROADCASTS = 3;
const BROADCAST_TIMEOUT_MS = 15_000;
const PAUSE_BETWEEN_BROADCASTS_MS = 100;
/** File descriptors this process keeps for itself besides the sockets (modules, pipes, PGlite). */
const SPARE_DESCRIPTORS = 300;

type Options = { clients: number; broadcasts: number; clientProcesses: number; only: string | null };

/** What a client process is told to do (as its one argument). */
type ClientSpec = { url: string; from: number; count: number; subscribe: string | null };
type ChildMessage =
  | { type: 'ready'; connected: number }
  | { type: 'failed'; error: string }
  | { type: 'got'; n: number }
  | { type: 'latencies'; samples: number[] };
type ParentMessage = { type: 'report'; fromN: number } | { type: 'close' };

const nowMs = () => performance.timeOrigin + performance.now();

function localAddressOf(clientIndex: number): string {
  const address = Math.floor(clientIndex / CLIENTS_PER_ADDRESS);
  return `127.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

// ---------------------------------------------------------------- the client processes

async function runClients(spec: ClientSpec): Promise<void> {
  const send = (message: ChildMessage) => process.send!(message);
  const SENT_AT = Buffer.from('"sentAt":');
  const N = Buffer.from('"n":');
  const received = new Map<number, number>();
  const latencies = new Map<number, number[]>();
  const sockets: WebSocket[] = [];

  const numberAfter = (data: Buffer, key: Buffer, at: number) => {
    const start = at + key.length;
    const end = data.indexOf(44, start); // the next ','
    return Number(data.toString('latin1', start, end));
  };
  const onEvent = (data: Buffer) => {
    const at = data.indexOf(SENT_AT);
    if (at < 0) return;
    const latency = nowMs() - numberAfter(data, SENT_AT, at);
    const n = numberAfter(data, N, data.indexOf(N, at));
    let list = latencies.get(n);
    if (!list) latencies.set(n, (list = []));
    list.push(latency);
    const count = (received.get(n) ?? 0) + 1;
    received.set(n, count);
    if (count === spec.count) send({ type: 'got', n });
  };

  const connect = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(spec.url, { localAddress: localAddressOf(index), perMessageDeflate: false });
      sockets.push(socket);
      socket.once('error', reject);
      socket.once('open', () => {
        if (!spec.subscribe) return resolve();
        socket.send(spec.subscribe);
      });
      socket.on('message', (data: Buffer) => {
        if (!spec.subscribe || data.includes('"type":"subscribed"')) resolve();
        onEvent(data);
      });
    });

  try {
    let next = spec.from;
    const end = spec.from + spec.count;
    const worker = async () => {
      while (next < end) await connect(next++);
    };
    await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  } catch (error) {
    send({ type: 'failed', error: String(error instanceof Error ? error.message : error) });
    return;
  }
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'report') {
      const samples = [...latencies].filter(([n]) => n >= message.fromN).flatMap(([, list]) => list);
      send({ type: 'latencies', samples });
    } else {
      for (const socket of sockets) socket.terminate();
      process.disconnect();
    }
  });
  send({ type: 'ready', connected: sockets.length });
}

// ---------------------------------------------------------------- the server side

/**
 * One server under test. `broadcast` starts the CPU count of the server's process and sends
 * event n; `cpuUsedUs` reads that process's CPU used since (process.cpuUsage, user + system).
 */
type Phase = {
  name: string;
  url: string;
  /** What a client sends once open before it counts as ready (null: nothing). */
  subscribe: string | null;
  broadcast(n: number): Promise<void>;
  cpuUsedUs(): Promise<number>;
  close(): Promise<void>;
};

/** Counts this process's CPU from `start()`; for a server living in this process. */
function cpuCounter() {
  let before = process.cpuUsage();
  return {
    start: () => {
      before = process.cpuUsage();
    },
    usedUs: () => {
      const used = process.cpuUsage(before);
      return used.user + used.system;
    },
  };
}

/** A round event as Fairround publishes it: drawn, with the revealed seed and the result. */
function roundPayload(n: number): Record<string, unknown> {
  const drawsAt = Date.now();
  // `sentAt` and `n` first, so clients find them without parsing the whole message.
  return {
    sentAt: nowMs(),
    n,
    type: 'round',
    event: 'drawn',
    roomType: 1,
    roundId: '0f8a3c1e-5d3b-4d7e-9a1c-2b3c4d5e6f70',
    seqno: '20261122-0142',
    opensAt: drawsAt - 297_000,
    locksAt: drawsAt - 60_000,
    drawsAt,
    result: { kind: 'digits', nums: [3, 8, 1], sum: 12 },
    seed: 'c0ffee'.padEnd(64, '0'),
    wins: [0, 3, 5, 8],
  };
}

type RawServerMessage = { type: 'listening'; url: string } | { type: 'cpu'; usedUs: number };
type RawServerCommand = { type: 'broadcast'; n: number } | { type: 'cpu' } | { type: 'close' };

/**
 * The baseline, run in a process of its own (so it and Fairround's server can take turns under
 * the same machine load): a raw `ws` server doing the idiomatic broadcast.
 */
async function runRawServer(): Promise<void> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 16 * 1024, backlog: 1024 });
  await new Promise((resolve) => server.once('listening', resolve));
  const cpu = cpuCounter();
  let seq = 0;
  const send = (message: RawServerMessage) => process.send!(message);
  process.on('message', (command: RawServerCommand) => {
    if (command.type === 'broadcast') {
      cpu.start();
      // Serialise once, send the same string to every open client.
      seq += 1;
      const frame = JSON.stringify({ type: 'event', channel: CHANNEL, seq, payload: roundPayload(command.n) });
      for (const client of server.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
    } else if (command.type === 'cpu') {
      send({ type: 'cpu', usedUs: cpu.usedUs() });
    } else {
      for (const client of server.clients) client.terminate();
      server.close(() => process.disconnect());
    }
  });
  send({ type: 'listening', url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/` });
}

async function rawPhase(): Promise<Phase> {
  const child = fork(THIS_FILE, ['--role', 'raw-server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T extends RawServerMessage['type']>(type: T) =>
    new Promise<Extract<RawServerMessage, { type: T }>>((resolve, reject) => {
      const exited = () => reject(new Error('the raw ws server process exited'));
      const listener = (message: RawServerMessage) => {
        if (message.type !== type) return;
        child.off('message', listener);
        child.off('exit', exited);
        resolve(message as Extract<RawServerMessage, { type: T }>);
      };
      child.on('message', listener);
      child.once('exit', exited);
    });
  const command = (message: RawServerCommand) => child.send(message);
  const { url } = await next('listening');
  return {
    name: 'raw ws',
    url,
    subscribe: null,
    broadcast: async (n) => {
      command({ type: 'broadcast', n });
    },
    async cpuUsedUs() {
      const reply = next('cpu');
      command({ type: 'cpu' });
      return (await reply).usedUs;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      command({ type: 'close' });
      await exited;
    },
  };
}

/** The parts of the server the bench uses (loaded at run time: the bench project is not the server's). */
type FairroundApp = { server: Server; listen(options: { port: number; host: string }): Promise<string>; close(): Promise<void> };
type FairroundModules = {
  app: {
    buildApp(options: {
      config: unknown;
      database: unknown;
      logger: boolean;
      beforeReady: (app: unknown, deps: { realtime: { publish(channel: string, payload: unknown): Promise<number | null> } }) => void;
    }): Promise<FairroundApp>;
  };
  config: { loadConfig(env: Record<string, string>): unknown };
  database: { openPglite(): Promise<{ migrate(): Promise<void>; close(): Promise<void> }> };
};

async function loadServer(): Promise<FairroundModules> {
  const load = (file: string) => import(pathToFileURL(path.join(SERVER_SRC, file)).href);
  return {
    app: await load('app.ts'),
    config: await load('config/config.ts'),
    database: await load('platform/db/database.ts'),
  } as FairroundModules;
}

async function fairroundPhase(): Promise<Phase> {
  const server = await loadServer();
  const database = await server.database.openPglite();
  await database.migrate();
  let publish: ((channel: string, payload: unknown) => Promise<number | null>) | null = null;
  const app = await server.app.buildApp({
    config: server.config.loadConfig({
      DATA_DIR: path.join(os.tmpdir(), 'fairround-bench-unused'),
      PRICE_FEED: 'off',
      ROUND_SCHEDULER: 'false',
      ADMIN_USERNAME: 'bench-owner',
      ADMIN_PASSWORD: 'bench-owner-password',
      LOG_LEVEL: 'silent',
    }),
    database,
    logger: false,
    beforeReady: (_app, deps) => {
      publish = deps.realtime.publish.bind(deps.realtime);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const cpu = cpuCounter();
  return {
    name: 'fairround',
    url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`,
    subscribe: JSON.stringify({ type: 'subscribe', channel: CHANNEL }),
    async broadcast(n) {
      cpu.start();
      if ((await publish!(CHANNEL, roundPayload(n))) === null) throw new Error('the realtime service refused the event');
    },
    cpuUsedUs: async () => cpu.usedUs(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

// ---------------------------------------------------------------- the measurement

type Result = { name: string; cpuPerMessageUs: number; p50Ms: number; p99Ms: number; broadcasts: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

function startClients(phase: Phase, options: Options): { children: ChildProcess[]; ready: Promise<void> } {
  const per = Math.ceil(options.clients / options.clientProcesses);
  const children: ChildProcess[] = [];
  const readies: Promise<void>[] = [];
  for (let from = 0; from < options.clients; from += per) {
    const spec: ClientSpec = { url: phase.url, from, count: Math.min(per, options.clients - from), subscribe: phase.subscribe };
    const child = fork(THIS_FILE, ['--role', 'clients', JSON.stringify(spec)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    readies.push(
      new Promise((resolve, reject) => {
        child.on('message', (message: ChildMessage) => {
          if (message.type === 'ready') resolve();
          if (message.type === 'failed') reject(new Error(`a client process could not connect: ${message.error}`));
        });
        child.once('exit', (code) => reject(new Error(`a client process exited (${code}) before it was ready`)));
      }),
    );
  }
  return { children, ready: Promise.all(readies).then(() => undefined) };
}

/** Resolves once every client process reports that all its clients received broadcast n. */
function allReceived(children: ChildProcess[], n: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let left = children.length;
    const timer = setTimeout(() => reject(new Error(`broadcast ${n} did not reach every client in time`)), BROADCAST_TIMEOUT_MS);
    for (const child of children) {
      const listener = (message: ChildMessage) => {
        if (message.type !== 'got' || message.n !== n) return;
        child.off('message', listener);
        left -= 1;
        if (left === 0) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.on('message', listener);
    }
  });
}

function collectLatencies(children: ChildProcess[]): Promise<number[]> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<number[]>((resolve) => {
          const listener = (message: ChildMessage) => {
            if (message.type !== 'latencies') return;
            child.off('message', listener);
            resolve(message.samples);
          };
          child.on('message', listener);
          child.send({ type: 'report', fromN: WARM_UP_BROADCASTS } satisfies ParentMessage);
        }),
    ),
  ).then((lists) => lists.flat());
}

type Running = { phase: Phase; children: ChildProcess[]; cpuPerMessageUs: number[] };

async function startPhase(makePhase: () => Promise<Phase>, options: Options): Promise<Running> {
  const phase = await makePhase();
  const { children, ready } = startClients(phase, options);
  const connectStarted = performance.now();
  await ready;
  console.log(`  ${phase.name}: ${options.clients} clients connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`);
  return { phase, children, cpuPerMessageUs: [] };
}

async function broadcastOnce(running: Running, n: number, clients: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_BROADCASTS_MS));
  const received = allReceived(running.children, n);
  await running.phase.broadcast(n);
  await received;
  const usedUs = await running.phase.cpuUsedUs();
  if (n >= WARM_UP_BROADCASTS) running.cpuPerMessageUs.push(usedUs / clients);
}

async function resultOf(running: Running): Promise<Result> {
  const latencies = (await collectLatencies(running.children)).sort((a, b) => a - b);
  return {
    name: running.phase.name,
    cpuPerMessageUs: median(running.cpuPerMessageUs),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    broadcasts: running.cpuPerMessageUs.length,
  };
}

async function stopPhase(running: Running): Promise<void> {
  for (const child of running.children) if (child.connected) child.send({ type: 'close' } satisfies ParentMessage);
  await Promise.all(running.children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
  await running.phase.close();
}

/**
 * Both servers up with their own clients, broadcasting in turns (which goes first alternates),
 * so both see the same background load on a shared machine; each counts its own process's CPU.
 */
async function measure(makers: (() => Promise<Phase>)[], options: Options): Promise<Result[]> {
  const running: Running[] = [];
  try {
    for (const make of makers) running.push(await startPhase(make, options));
    for (let n = 0; n < WARM_UP_BROADCASTS + options.broadcasts; n += 1) {
      const order = n % 2 === 0 ? running : [...running].reverse();
      for (const entry of order) await broadcastOnce(entry, n, options.clients);
    }
    const results: Result[] = [];
    for (const entry of running) results.push(await resultOf(entry));
    return results;
  } finally {
    for (const entry of running) await stopPhase(entry);
  }
}

/** The soft limit on open files, or null where the shell cannot tell. */
function openFileLimit(): number | null {
  try {
    const value = execSync('ulimit -n', { encoding: 'utf8', shell: '/bin/sh' }).trim();
    return value === 'unlimited' ? null : Number(value);
  } catch {
    return null;
  }
}

function parseOptions(argv: string[]): Options {
  const valueOf = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? Number(argv[index + 1]) : undefined;
  };
  const small = argv.includes('--small');
  const clients = valueOf('--clients') ?? (small ? 500 : 10_000);
  const broadcasts = valueOf('--broadcasts') ?? 20;
  const clientProcesses = valueOf('--client-processes') ?? 2;
  for (const [name, value] of Object.entries({ clients, broadcasts, clientProcesses })) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}: expected a positive whole number`);
  }
  const onlyIndex = argv.indexOf('--only');
  const only = onlyIndex >= 0 ? (argv[onlyIndex + 1] ?? null) : null;
  return { clients, broadcasts, clientProcesses, only };
}

/** Fewer clients than asked when the open-file limit would not hold them, with a note why. */
function fitToLimits(options: Options): Options {
  const limit = openFileLimit();
  if (limit === null) return options;
  const fits = Math.max(1, limit - SPARE_DESCRIPTORS);
  if (options.clients <= fits) return options;
  console.log(`note: ulimit -n is ${limit}; using ${fits} clients instead of ${options.clients} (raise it with \`ulimit -n 20000\`)`);
  return { ...options, clients: fits };
}

async function main(): Promise<void> {
  const options = fitToLimits(parseOptions(process.argv.slice(2)));
  console.log(
    `ws-fanout: one ${JSON.stringify({ type: 'event', channel: CHANNEL, seq: 1, payload: roundPayload(0) }).length}-byte round event to ` +
      `${options.clients} clients (${options.clientProcesses} client processes), ${options.broadcasts} broadcasts after ${WARM_UP_BROADCASTS} warm-up; ` +
      `CPU of each server's own process only`,
  );
  if (options.only) {
    // Profiling one side alone (`--only raw` or `--only fairround`); prints no comparison.
    console.log(await measure([options.only === 'raw' ? rawPhase : fairroundPhase], options));
    return;
  }
  const [raw, fairround] = (await measure([rawPhase, fairroundPhase], options)) as [Result, Result];
  console.log('\n                 CPU µs/message   p50 ms   p99 ms');
  for (const result of [raw, fairround]) {
    console.log(
      `${result.name.padEnd(16)} ${result.cpuPerMessageUs.toFixed(2).padStart(14)} ${result.p50Ms.toFixed(1).padStart(8)} ${result.p99Ms.toFixed(1).padStart(8)}`,
    );
  }
  const ratio = fairround.cpuPerMessageUs / raw.cpuPerMessageUs;
  console.log(
    `ws-fanout: ${fairround.cpuPerMessageUs.toFixed(2)} µs CPU/message vs raw ws ${raw.cpuPerMessageUs.toFixed(2)} µs = ${ratio.toFixed(2)}× ` +
      `(target ≤ 1.2×); p99 delivery ${fairround.p99Ms.toFixed(1)} ms (target ≤ 100)`,
  );
}

const roleIndex = process.argv.indexOf('--role');
const role = roleIndex >= 0 ? process.argv[roleIndex + 1] : null;
if (role === 'clients') {
  await runClients(JSON.parse(process.argv[roleIndex + 2]!) as ClientSpec);
} else if (role === 'raw-server') {
  await runRawServer();
} else {
  await main();
  process.exit(0);
}
