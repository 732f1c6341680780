/**
 * The players of the load test (`load.test.ts`), run in a child process so their CPU and event
 * loop are not the server's: the server process's memory and latency are then its own. Each
 * player talks from its own loopback address over its own keep-alive connection (node:http,
 * one socket per player as a browser tab would), thinks for a random pause between turns and
 * then reads, orders or acts on its account. Every request's latency, HTTP status and refusal
 * code is recorded and sent back to the parent.
 */
import { accountsEndpoints, cashierEndpoints, protectionEndpoints, gameEndpoints } from '@fairround/shared';
import { fork } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type { LoadPlayer } from './load-players.js';

export type LoadSpec = {
  /** `http://127.0.0.1:<port>` of the listening server. */
  url: string;
  players: LoadPlayer[];
  /** How many players (the first ones) log in through `/api/Index/login` before the run. */
  loginCount: number;
  password: string;
  seconds: number;
  /** Mean pause between two turns of one player (exponential, capped at 4× the mean). */
  thinkMs: number;
  /** Rooms the players enter and order in (one per room type). */
  rooms: { roomId: string; roomType: number }[];
  depositMethod: string;
};

export type LoadReport = {
  /** Epoch ms when the timed run began and ended (after the logins). */
  startedAt: number;
  endedAt: number;
  requests: number;
  latenciesMs: number[];
  /** HTTP status → count. */
  statuses: Record<string, number>;
  /** `path errCode` → count of refusals the players did not expect. */
  unexpected: Record<string, number>;
  /** `path errCode` → count of refusals a real client meets under load (an order as betting closes). */
  expected: Record<string, number>;
  /** Connection errors and timeouts, by message. */
  transport: Record<string, number>;
  ordersPlaced: number;
  orderSkips: Record<string, number>;
  perPath: Record<string, { count: number; p99Ms: number }>;
  /** Each measured request as [epoch ms it began, latency ms]: where in a round the tail falls. */
  timeline: [number, number][];
  loginLatenciesMs: number[];
};

type Envelope = { code: number; info: string; data: Record<string, unknown> | null };
type RoomInfo = {
  game: { id: string; seqno: string; state: string; opensAt: number; locksAt: number } | null;
  room: Record<string, unknown> & { minbuy: string };
  serverTime: number;
};

/** Refusals a well-behaved client can meet: its order reached the round just as betting closed. */
const EXPECTED_REFUSALS: Record<string, number[]> = { [gameEndpoints.order.path]: [1029] };
const REQUEST_TIMEOUT_MS = 30_000;
const LOGIN_CONCURRENCY = 4;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};
/** Uniform in [0, 1) from node:crypto (Math.random is not used in server code, tests included). */
const uniform = () => randomInt(0, 2 ** 30) / 2 ** 30;
const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a player entering a room would not order now (the round's betting is not open), or null. */
function whyNoOrder(info: RoomInfo | null): string | null {
  if (!info) return 'no room';
  const game = info.game;
  if (!game) return 'no round';
  if (game.state !== 'open') return `round ${game.state}`;
  if (info.serverTime < game.opensAt) return 'not open yet';
  if (info.serverTime >= game.locksAt) return 'past lock';
  return null;
}

async function runPlayers(spec: LoadSpec): Promise<LoadReport> {
  const latencies = new Map<string, number[]>();
  const timeline: [number, number][] = [];
  const statuses: Record<string, number> = {};
  const unexpected: Record<string, number> = {};
  const expected: Record<string, number> = {};
  const transport: Record<string, number> = {};
  let ordersPlaced = 0;
  /** Why an order turn placed nothing (betting closed between draws): reported, not a failure. */
  const orderSkips: Record<string, number> = {};
  let measuring = false;
  const url = new URL(spec.url);

  type Client = { player: LoadPlayer; token: string; agent: http.Agent; deposited: boolean };
  const clients: Client[] = spec.players.map((player) => ({
    player,
    token: player.token,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: player.address }),
    deposited: false,
  }));

  /** One POST as the seed client sends it; null on a transport error (recorded). */
  const post = (client: Client, path: string, body: Record<string, unknown>): Promise<Envelope | null> => {
    const payload = JSON.stringify({ lang: 'en', token: client.token, ...body });
    const begun = performance.now();
    const begunAt = Date.now();
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          agent: client.agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            let envelope: Envelope | null = null;
            try {
              envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope;
            } catch {
              envelope = null;
            }
            if (measuring) {
              let list = latencies.get(path);
              if (!list) latencies.set(path, (list = []));
              const latency = performance.now() - begun;
              list.push(latency);
              timeline.push([begunAt, latency]);
              increment(statuses, String(status));
              if (!envelope || envelope.code !== 1) {
                const errCode = Number(envelope?.data?.errCode ?? 0);
                const key = `${path} ${status >= 500 ? `HTTP ${status}` : errCode}`;
                increment(EXPECTED_REFUSALS[path]?.includes(errCode) ? expected : unexpected, key);
              }
            }
            resolve(envelope);
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', (error) => {
        if (measuring) increment(transport, `${path}: ${error.message.slice(0, 80)}`);
        resolve(null);
      });
      request.end(payload);
    });
  };

  // Logins: real sessions through the API, each from the player's own address.
  const loginLatenciesMs: number[] = [];
  let nextLogin = 0;
  await Promise.all(
    Array.from({ length: LOGIN_CONCURRENCY }, async () => {
      while (nextLogin < Math.min(spec.loginCount, clients.length)) {
        const client = clients[nextLogin++]!;
        const begun = performance.now();
        const answer = await post(client, accountsEndpoints.login.path, {
          username: client.player.username,
          password: spec.password,
        });
        loginLatenciesMs.push(performance.now() - begun);
        const token = answer?.code === 1 ? answer.data?.token : undefined;
        if (typeof token !== 'string')
          throw new Error(`login of ${client.player.username} failed: ${JSON.stringify(answer)}`);
        client.token = token;
      }
    }),
  );

  const enterRoom = async (client: Client, room: LoadSpec['rooms'][number]) => {
    const answer = await post(client, gameEndpoints.gameInfo.path, { roomid: room.roomId });
    return answer?.code === 1 ? (answer.data as unknown as RoomInfo) : null;
  };

  /** Enters a room and orders one line in its current round when betting is open. */
  const order = async (client: Client) => {
    const room = pick(spec.rooms);
    const info = await enterRoom(client, room);
    const game = info?.game;
    const skip = whyNoOrder(info);
    if (skip || !info || !game) {
      if (measuring) increment(orderSkips, skip ?? '?');
      return;
    }
    const options = Object.keys(info.room).filter((key) => /^rate\d+$/.test(key)).length;
    const option = randomInt(0, options);
    const answer = await post(client, gameEndpoints.order.path, {
      gameid: game.id,
      roomid: room.roomId,
      // Order amounts are whole currency units: the room's minimum, rounded up.
      order_info: [[option, info.room[`rate${option}`], String(Math.ceil(Number(info.room.minbuy)))]],
      order_key: randomUUID(),
    });
    if (answer?.code === 1) ordersPlaced += 1;
  };

  const read = async (client: Client) => {
    const room = pick(spec.rooms);
    const choice = randomInt(0, 7);
    if (choice === 0) await post(client, accountsEndpoints.userInfo.path, {});
    else if (choice === 1)
      await post(client, gameEndpoints.roomList.path, { type: String(room.roomType), roomtype: '1' });
    else if (choice === 2) await post(client, gameEndpoints.gameList.path, {});
    else if (choice === 3)
      await post(client, gameEndpoints.betRecords.path, { type: '', page: 1, pageSize: 20 });
    else if (choice === 4) await post(client, gameEndpoints.todayWinLost.path, {});
    else {
      // The room screen: its state, then the round's order feed.
      const info = await enterRoom(client, room);
      if (choice === 6 && info?.game)
        await post(client, gameEndpoints.roomOrders.path, {
          roomid: room.roomId,
          gameseq: info.game.seqno,
          order_id: '',
        });
    }
  };

  const account = async (client: Client) => {
    const choice = randomInt(0, 5);
    if (choice === 0 && !client.deposited) {
      // One deposit request per player: pending requests are capped per player (3013).
      client.deposited = true;
      await post(client, cashierEndpoints.recharge.path, {
        money: '100',
        pay_name: 'Load Tester',
        method: spec.depositMethod,
      });
    } else if (choice <= 1) await post(client, cashierEndpoints.deposits.path, {});
    else if (choice === 2) await post(client, cashierEndpoints.fundFlow.path, { pageSize: 20 });
    else if (choice === 3) await post(client, protectionEndpoints.history.path, { pageSize: 20 });
    else await post(client, protectionEndpoints.state.path, {});
  };

  const thinkMs = () => Math.min(4 * spec.thinkMs, -Math.log(1 - uniform()) * spec.thinkMs);
  measuring = true;
  const startedAt = Date.now();
  const deadline = performance.now() + spec.seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      // Players arrive spread over one mean pause, not all in the first millisecond.
      await sleep(uniform() * spec.thinkMs);
      while (performance.now() < deadline) {
        const roll = uniform();
        if (roll < 0.35) await order(client);
        else if (roll < 0.75) await read(client);
        else await account(client);
        await sleep(thinkMs());
      }
    }),
  );
  measuring = false;
  const endedAt = Date.now();
  for (const client of clients) client.agent.destroy();

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const perPath = Object.fromEntries(
    [...latencies].map(([path, list]) => [
      path,
      {
        count: list.length,
        p99Ms: percentile(
          [...list].sort((a, b) => a - b),
          99,
        ),
      },
    ]),
  );
  return {
    startedAt,
    endedAt,
    requests: all.length,
    latenciesMs: all,
    statuses,
    unexpected,
    expected,
    transport,
    ordersPlaced,
    orderSkips,
    perPath,
    timeline,
    loginLatenciesMs,
  };
}

const CHILD_FLAG = '--fairround-load-players';

if (process.argv.includes(CHILD_FLAG)) {
  process.once('message', (spec: LoadSpec) => {
    runPlayers(spec).then(
      (report) => process.send!({ type: 'report', report }, () => process.exit(0)),
      (error: unknown) =>
        process.send!({ type: 'failed', error: String(error instanceof Error ? error.stack : error) }, () =>
          process.exit(1),
        ),
    );
  });
}

/**
 * Runs the players in a child process (node with tsx, as the benchmarks do) and answers their
 * report, which carries when the timed run began and ended.
 */
export function runLoadInChild(spec: LoadSpec): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    child.on(
      'message',
      (message: { type: 'report'; report: LoadReport } | { type: 'failed'; error: string }) => {
        settled = true;
        if (message.type === 'report') resolve(message.report);
        else reject(new Error(`load players failed: ${message.error}`));
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load players exited with ${code} before reporting`));
    });
    child.send(spec);
  });
}
