import { smsSendBodyShape } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoute } from '../../../platform/http/api-route.js';
import type { PasswordResetService } from './password-reset.service.js';

const TAGS = ['accounts'];

/** Lenient like the register body: a missing field reaches the rules and answers its own code. */
const text = (max: number) => z.string().max(max).default('');
const digits = (max: number) =>
  z
    .union([z.string().max(max), z.number().int().nonnegative()])
    .default('')
    .transform((value) => String(value));

const resetBodyShape = {
  quhao: digits(8),
  mobile: digits(32),
  captcha: digits(16),
  password: text(64),
  spassword: text(64),
};

/** Forgotten password: a code to the phone, then a new password with it. Public calls. */
export function registerPasswordResetRoutes(
  app: FastifyInstance,
  { reset }: { reset: PasswordResetService },
): void {
  apiRoute(app, {
    path: '/api/index/reset_sms_send',
    auth: { kind: 'public' },
    tags: TAGS,
    summary:
      'Sends a password-reset code if the phone has an account; the answer is the same either way. 2050 bad phone, 2051 cooldown, 3009 daily cap, 3002 IP cap',
    body: smsSendBodyShape,
    handler: (request) =>
      reset.sendCode(request.body, { ip: request.ip ?? null, language: request.language }),
  });
  apiRoute(app, {
    path: '/api/Index/resetpasswd',
    auth: { kind: 'public' },
    tags: TAGS,
    summary:
      'Sets a new login password with a reset code and ends every session of the player: 1011/1015 rules, 1012 repeat, 2053 wrong code, 2054 expired or used',
    body: resetBodyShape,
    handler: async (request) => {
      await reset.reset(request.body);
      return null;
    },
  });
}
