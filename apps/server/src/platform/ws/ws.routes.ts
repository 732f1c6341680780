import { ErrorCode, WS_CLOSE, WS_PATH, fromApiLanguage } from '@fairround/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Authenticators } from '../auth/authenticators.js';
import type { Clock } from '../clock.js';
import { errorMessage, failureEnvelope } from '../http/envelope.js';
import type { Realtime } from './realtime.js';
import { startConnection, type Connection } from './ws-connection.js';
import { answerSubprotocol, isOriginAllowed, resolveHandshake, type Handshake } from './ws-handshake.js';
import { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './ws-limits.js';

/**
 * Options of the `ws` server behind @fastify/websocket. `handleProtocols` is not optional: without
 * it `ws` answers the first subprotocol offered, which could be a session token.
 */
export const REALTIME_SERVER_OPTIONS = { maxPayload: 16 * 1024, handleProtocols: answerSubprotocol };

export type RealtimeRouteDeps = {
  config: Pick<Config, 'ALLOWED_ORIGINS'>;
  /** Read at each handshake, so authenticators registered later still apply. */
  authenticators: Authenticators;
  realtime: Realtime;
  clock: Clock;
};

/** Live connections by client address, and the one heartbeat timer that sweeps them all. */
function createConnectionRegistry(limits: RealtimeLimits) {
  const perIp = new Map<string, number>();
  const connections = new Set<Connection>();
  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.checkHeartbeat();
  }, limits.heartbeatIntervalMs);
  heartbeat.unref();

  return {
    countFor: (ip: string) => perIp.get(ip) ?? 0,
    add(ip: string, connection: Connection) {
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      connections.add(connection);
      void connection.closed.then(() => {
        connections.delete(connection);
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      });
    },
    stop: () => clearInterval(heartbeat),
  };
}

function refuseUpgrade(request: FastifyRequest, reply: FastifyReply, status: number, errCode: typeof ErrorCode.Forbidden | typeof ErrorCode.RateLimited) {
  const language = fromApiLanguage((request.query as { lang?: unknown } | undefined)?.lang);
  return reply.code(status).send(failureEnvelope(errCode, language));
}

/**
 * `GET /ws`: the one WebSocket endpoint. The Origin and per-address cap are checked before the
 * upgrade (a refused browser gets a plain HTTP 403/429); tokens (offered as subprotocols, see
 * `resolveHandshake`) are resolved before it too, so the socket knows its principal from the
 * first message on. @fastify/websocket must be registered with `REALTIME_SERVER_OPTIONS`.
 */
export function registerRealtimeRoute(app: FastifyInstance, deps: RealtimeRouteDeps, limits: RealtimeLimits = DEFAULT_REALTIME_LIMITS): void {
  // Fail at boot rather than echo a token back in the handshake answer.
  if (app.websocketServer.options.handleProtocols !== answerSubprotocol) {
    throw new Error('register @fastify/websocket with REALTIME_SERVER_OPTIONS: the server must choose the subprotocol it answers');
  }
  const registry = createConnectionRegistry(limits);
  const handshakes = new WeakMap<FastifyRequest, Handshake>();
  app.addHook('onClose', async () => registry.stop());

  app.get(
    WS_PATH,
    {
      websocket: true,
      onRequest: async (request, reply) => {
        if (!request.ws) return;
        if (!isOriginAllowed(request.headers.origin, request.host, deps.config.ALLOWED_ORIGINS)) {
          return refuseUpgrade(request, reply, 403, ErrorCode.Forbidden);
        }
        if (registry.countFor(request.ip) >= limits.maxConnectionsPerIp) {
          return refuseUpgrade(request, reply, 429, ErrorCode.RateLimited);
        }
      },
      preValidation: async (request) => {
        if (request.ws) handshakes.set(request, await resolveHandshake(request, deps.authenticators));
      },
    },
    (socket, request) => {
      const handshake = handshakes.get(request);
      if (!handshake || handshake.invalidToken) {
        const language = handshake?.language ?? 'vi';
        socket.send(JSON.stringify({ type: 'error', errCode: ErrorCode.LoginInvalid, info: errorMessage(ErrorCode.LoginInvalid, language) }));
        socket.close(WS_CLOSE.sessionInvalid);
        return;
      }
      // Upgrades racing past the pre-upgrade check still meet the cap here.
      if (registry.countFor(request.ip) >= limits.maxConnectionsPerIp) {
        socket.close(WS_CLOSE.tryAgainLater);
        return;
      }
      const connection = startConnection({
        socket,
        principal: handshake.principal,
        realtime: deps.realtime,
        limits,
        language: handshake.language,
        now: () => deps.clock.now().getTime(),
        log: request.log,
      });
      registry.add(request.ip, connection);
    },
  );
}
