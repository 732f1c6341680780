/**
 * The load of crash-loop.test.ts, over real HTTP: players place orders, ask for deposits and
 * withdrawals; the console owner approves what is pending. Every operation the server
 * acknowledged (HTTP 200, `code` 1) is recorded, so the test can prove none of them was lost to a
 * SIGKILL. A call the kill cut short has no answer and proves nothing either way.
 */
import { cashierAdminEndpoints, cashierEndpoints, gameEndpoints } from '@fairround/shared';
import { createHash } from 'node:crypto';

/** A reproducible stream of integers from a seed (never Math.random): sha256 of seed and counter. */
export function seededRandom(seed: string) {
  let counter = 0;
  return {
    /** An integer in [min, max). */
    int(min: number, max: number): number {
      const digest = createHash('sha256').update(`${seed}:${counter}`).digest();
      counter += 1;
      return min + (digest.readUInt32BE(0) % (max - min));
    },
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

export type Reply = { status: number; code: number; data: unknown };

const CALL_TIMEOUT_MS = 15_000;

/** One POST with the JSON envelope; null when no answer came (the process died under it). */
export async function post(
  baseUrl: string,
  path: string,
  body: Record<string, unknown>,
): Promise<Reply | null> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'en', ...body }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const envelope = (await response.json()) as { code: number; data: unknown };
    return { status: response.status, code: envelope.code, data: envelope.data };
  } catch {
    return null;
  }
}

const acknowledged = (reply: Reply): boolean => reply.status === 200 && reply.code === 1;

export type LoadPlayer = { playerId: string; token: string; accountId: string };

/** Everything the server acknowledged across all runs, and how the other calls ended. */
export type AcknowledgedLog = {
  /** Order id → who placed it under which key. */
  orders: Map<string, { playerId: string; orderKey: string }>;
  depositRequests: Set<string>;
  depositApprovals: Set<string>;
  /** `playerId:request_key` of each withdrawal request. */
  withdrawals: Set<string>;
  withdrawalPayments: Set<string>;
  /** Refusals by catalogue code (a closed round, a daily limit…): answered, but nothing to keep. */
  refusals: Map<number, number>;
  unanswered: number;
};

export function createAcknowledgedLog(): AcknowledgedLog {
  return {
    orders: new Map(),
    depositRequests: new Set(),
    depositApprovals: new Set(),
    withdrawals: new Set(),
    withdrawalPayments: new Set(),
    refusals: new Map(),
    unanswered: 0,
  };
}

/** Ordering rooms: the standard rooms of the two digit room types (type × 100 + 11). */
const ORDER_ROOMS = [111, 411];
const PAY_PASSWORD = '246810';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Recorder = (reply: Reply | null) => reply is Reply;

function recorderOf(log: AcknowledgedLog): Recorder {
  return (reply: Reply | null): reply is Reply => {
    if (reply === null) log.unanswered += 1;
    else if (!acknowledged(reply)) {
      const code = (reply.data as { errCode?: number } | null)?.errCode ?? -reply.status;
      log.refusals.set(code, (log.refusals.get(code) ?? 0) + 1);
    }
    return reply !== null && acknowledged(reply);
  };
}

type GameInfo = { game: { id: string; state: string } | null; room: Record<string, unknown> };

async function placeOrder(
  baseUrl: string,
  player: LoadPlayer,
  random: SeededRandom,
  key: string,
  log: AcknowledgedLog,
) {
  const record = recorderOf(log);
  const roomid = ORDER_ROOMS[random.int(0, ORDER_ROOMS.length)]!;
  const info = await post(baseUrl, gameEndpoints.gameInfo.path, { token: player.token, roomid });
  if (!record(info)) return;
  const { game, room } = info.data as GameInfo;
  if (!game || game.state !== 'open') return;
  const option = random.int(0, 2);
  const line = [option, room[`rate${option}`], random.int(10, 60)];
  const placed = await post(baseUrl, gameEndpoints.order.path, {
    token: player.token,
    gameid: game.id,
    roomid,
    order_info: [line],
    order_key: key,
  });
  if (record(placed))
    log.orders.set((placed.data as { order_id: string }).order_id, {
      playerId: player.playerId,
      orderKey: key,
    });
}

/** One player until `stop()`: mostly orders, sometimes a deposit or a withdrawal request. */
export async function playerLoad(
  baseUrl: string,
  player: LoadPlayer,
  random: SeededRandom,
  label: string,
  log: AcknowledgedLog,
  stop: () => boolean,
): Promise<void> {
  const record = recorderOf(log);
  for (let n = 0; !stop(); n += 1) {
    const roll = random.int(0, 100);
    const key = `${label}-${n}`;
    if (roll < 70) {
      await placeOrder(baseUrl, player, random, key, log);
    } else if (roll < 85) {
      const reply = await post(baseUrl, cashierEndpoints.recharge.path, {
        token: player.token,
        money: random.int(10, 200),
        pay_name: 'Crash Loop',
        method: 'acb-main',
      });
      if (record(reply)) log.depositRequests.add((reply.data as { id: string }).id);
    } else {
      const reply = await post(baseUrl, cashierEndpoints.withdraw.path, {
        token: player.token,
        bank_id: player.accountId,
        money: random.int(10, 100),
        pwd: PAY_PASSWORD,
        request_key: key,
      });
      if (record(reply)) log.withdrawals.add(`${player.playerId}:${key}`);
    }
    await sleep(random.int(30, 200));
  }
}

type Pending = { list: { id: string }[] };

/** The console owner until `stop()`: approves every pending deposit and pays every withdrawal. */
export async function staffLoad(
  baseUrl: string,
  token: string,
  random: SeededRandom,
  log: AcknowledgedLog,
  stop: () => boolean,
): Promise<void> {
  const record = recorderOf(log);
  while (!stop()) {
    const deposits = await post(baseUrl, cashierAdminEndpoints.deposits.path, { token, status: 'pending' });
    for (const { id } of record(deposits) ? (deposits.data as Pending).list : []) {
      if (stop()) return;
      if (record(await post(baseUrl, cashierAdminEndpoints.approveDeposit.path, { token, id })))
        log.depositApprovals.add(id);
    }
    const withdrawals = await post(baseUrl, cashierAdminEndpoints.withdrawals.path, {
      token,
      status: 'pending',
    });
    for (const { id } of record(withdrawals) ? (withdrawals.data as Pending).list : []) {
      if (stop()) return;
      const paid = await post(baseUrl, cashierAdminEndpoints.approveWithdrawal.path, {
        token,
        id,
        payoutReference: `crash-${id.slice(0, 8)}`,
      });
      if (record(paid) && (paid.data as { status?: string }).status === 'paid')
        log.withdrawalPayments.add(id);
    }
    await sleep(random.int(100, 400));
  }
}
