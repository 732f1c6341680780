import type { FastifyServerOptions } from 'fastify';

/**
 * JSON logs that never carry secrets: request bodies are not logged at all, and the headers and
 * fields that could hold a token or password are redacted wherever they appear.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'res.headers["set-cookie"]',
  '*.token',
  '*.password',
  '*.passwd',
  '*.npasswd',
  '*.payPwd',
  '*.pwd',
  '*.otp',
  '*.secret',
  '*.code',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        method: request.method,
        // Query strings can carry tokens (the WebSocket handshake does); log the path only.
        url: request.url.split('?')[0],
        id: request.id,
        ip: request.ip,
      }),
    },
  };
}
