import {
  accountsEndpoints,
  DEFAULT_QUHAO,
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
 * Calls per client address: refusals (cooldown, caps) send nothing, so the SMS caps never count
 * them; a budget of its own keeps them from costing the server 1,200 look-ups a minute. Sixty in
 * ten minutes leaves room for a family or an office behind one address.
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
      'Sends a registration code (a phone with an account gets a notice instead; the answer is the same): 2050 bad phone, 2051 cooldown, 3009 daily cap, 3002 IP cap',
    rateLimit: SMS_SEND_RATE_LIMIT,
    handler: async (request) => {
      const { quhao: typedQuhao, mobile } = request.body;
      const problem = phoneProblem(typedQuhao, mobile);
      if (problem !== null) throw new AppError(problem, { field: 'mobile' });
      const quhao = normalizeQuhao(typedQuhao) ?? DEFAULT_QUHAO;
      const phone = normalizePhone(quhao, mobile);
      // Answering 2052 here told anyone whether a phone has an account (issue #23).
      const alreadyRegistered = await createPlayersRepository({ db }).isPhoneTaken(quhao, phone);
      return sms.send(
        { quhao, phone, purpose: 'register', ip: request.ip ?? null, language: request.language },
        { alreadyRegistered },
      );
    },
  });
}
