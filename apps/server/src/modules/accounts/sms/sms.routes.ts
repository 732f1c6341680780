import {
  DEFAULT_QUHAO,
  ErrorCode,
  normalizePhone,
  normalizeQuhao,
  phoneProblem,
  smsSendBodyShape,
} from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { apiRoute } from '../../../platform/http/api-route.js';
import { createPlayersRepository } from '../players.repository.js';
import type { SmsService } from './sms.service.js';

export function registerSmsRoutes(
  app: FastifyInstance,
  { db, sms }: { db: Database; sms: SmsService },
): void {
  apiRoute(app, {
    path: '/api/index/sms_send',
    auth: { kind: 'public' },
    tags: ['accounts'],
    summary:
      'Sends a registration code: 2050 bad phone, 2052 registered, 2051 cooldown, 3009 daily cap, 3002 IP cap',
    body: smsSendBodyShape,
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
