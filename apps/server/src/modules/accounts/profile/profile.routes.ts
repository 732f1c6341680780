import { profileEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../platform/http/api-route.js';
import { playerOf } from '../request-meta.js';
import { SMS_SEND_RATE_LIMIT } from '../sms/sms.routes.js';
import type { NicknameService } from './nickname.service.js';
import type { PhoneChangeService } from './phone-change.service.js';

/** Profile edits (issue #25): the nickname, and the phone with codes to both numbers. */
export function registerProfileRoutes(
  app: FastifyInstance,
  { nickname, phone }: { nickname: NicknameService; phone: PhoneChangeService },
): void {
  apiRoute(app, {
    endpoint: profileEndpoints.changeNickname,
    auth: { kind: 'player' },
    tags: ['accounts'],
    summary:
      "Changes the player's nickname; audited: 3082 rules, 3083 another player's nickname or username (any case), 3084 too many changes in 30 days",
    handler: (request) =>
      nickname.change(playerOf(request).playerId, request.body.nickname, { ip: request.ip ?? null }),
  });
  apiRoute(app, {
    endpoint: profileEndpoints.phoneCodeOld,
    auth: { kind: 'player' },
    tags: ['accounts'],
    summary: 'Sends a phone-change code to the registered phone: 2051 cooldown, 3009 daily cap, 3002 IP cap',
    rateLimit: SMS_SEND_RATE_LIMIT,
    handler: (request) =>
      phone.sendOldCode(playerOf(request).playerId, { ip: request.ip ?? null, language: request.language }),
  });
  apiRoute(app, {
    endpoint: profileEndpoints.phoneCodeNew,
    auth: { kind: 'player' },
    tags: ['accounts'],
    summary:
      'Sends a phone-change code to the new phone (a phone with an account gets a notice instead; the answer is the same): 2050 bad phone, 3085 own phone, 2051 cooldown, 3009 daily cap, 3002 IP cap',
    rateLimit: SMS_SEND_RATE_LIMIT,
    handler: (request) =>
      phone.sendNewCode(playerOf(request).playerId, request.body, {
        ip: request.ip ?? null,
        language: request.language,
      }),
  });
  apiRoute(app, {
    endpoint: profileEndpoints.changePhone,
    auth: { kind: 'player' },
    tags: ['accounts'],
    summary:
      'Moves the account to the new phone with both codes and the login password and ends every other session; audited: 2050 bad phone, 3085 own phone, 3081 login password, 2053 wrong code, 2054 expired or used, 3001 too many refusals',
    handler: (request) => phone.change(playerOf(request), request.body, { ip: request.ip ?? null }),
  });
}
