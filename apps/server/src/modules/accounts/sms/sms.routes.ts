import {
  accountsEndpoints,
  DEFAULT_QUHAO,
  ErrorCode,
  normalizePhone,
  normalizeQuhao,
  phoneProblem,
} from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { apiRoute } from '../../../platform/http/api-route.js';
import { createPlayersRepository } from '../players.repository.js';
import type { SmsService } from './sms.service.js';

/**
 * Calls per client address: a refusal for a registered phone (2052) sends nothing, so the SMS caps
 * never count it; without a budget of its own a phone list could be checked at the default 1,200
 * calls a minute. Sixty in ten minutes leaves room for a family or an office behind one address.
 */
export const SMS_SEND_RATE_LIMIT = { max: 60, timeWindowMs: 10 * 60_000 };

export function registerSmsRoutes(
  app: FastifyInstance,
  { db, sms }: { db: Database; sms: SmsService },
): void {
  apiRoute(app, {
    endpoint: accountsEndpoints.smsSend,
    auth: { kind: 'public' },
    tags: ['accounts'],
    summary:
      'Sends a registration code: 2050 bad phone, 2052 registered, 2051 cooldown, 3009 daily cap, 3002 IP cap',
    rateLimit: SMS_SEND_RATE_LIMIT,
    handler: async (request) => {
      const { quhao: typedQuhao, mobile } = request.body;
      const problem = phoneProblem(typedQuhao, mobile);
      if (problem !== null) throw new AppError(problem, { field: 'mobile' });
      const quhao = normalizeQuhao(typedQuhao) ?? DEFAULT_QUHAO;
      const phone = normalizePhone(quhao, mobile);
      if (await createPlayersRepository({ db }).isPhoneTaken(quhao, phone)) {
        throw new AppError(ErrorCode.PhoneRegistered, { field: 'mobile' });
      }
      return sms.send({
        quhao,
        phone,
        purpose: 'register',
        ip: request.ip ?? null,
        language: request.language,
      });
    },
  });
}
