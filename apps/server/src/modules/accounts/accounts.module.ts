import { formatMoney } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createLoginThrottle, PLAYER_LOGIN_LIMITS } from '../../platform/credentials/login-throttle.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { announceNotifications } from '../notifications/notifications.service.js';
import { createAccountsAdminService } from './accounts.admin.service.js';
import { registerAccountsAdminRoutes } from './accounts.admin.routes.js';
import { registerAccountsRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';
import { seedHouseInvitationCode } from './invitations/invitations.service.js';
import { createRegisterThrottle } from './register-throttle.js';
import { registerPayPasswordResetRoutes } from './pay-password-reset/pay-password-reset.routes.js';
import { createPayPasswordResetService } from './pay-password-reset/pay-password-reset.service.js';
import { registerPasswordResetRoutes } from './password-reset/password-reset.routes.js';
import { createPasswordResetService } from './password-reset/password-reset.service.js';
import { createNicknameService } from './profile/nickname.service.js';
import { createPhoneChangeService } from './profile/phone-change.service.js';
import { registerProfileRoutes } from './profile/profile.routes.js';
import { registerSessionsRoutes } from './sessions/sessions.routes.js';
import { createPlayerSessionsService } from './sessions/sessions.service.js';
import { createSmsProvider } from './sms/sms.providers.js';
import { registerSmsRoutes } from './sms/sms.routes.js';
import { createSmsService } from './sms/sms.service.js';
import { registerTwoFactorRoutes } from './two-factor/two-factor.routes.js';
import { createPlayerTwoFactorService } from './two-factor/two-factor.service.js';
import { createVipService } from './vip/vip.service.js';
import { registerVipRoutes } from './vip/vip.routes.js';

/**
 * Players: register (SMS code, invitation), login, password reset by SMS code, pay-password
 * recovery, profile edits (nickname, phone), sessions, optional two-factor sign-in,
 * passwords, user info, VIP levels, and their console calls. Registers the player authenticator
 * the platform's auth hook calls.
 */
export async function registerAccountsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  const { clock } = deps;
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  const ledger = createLedgerService({ db, clock });
  const sessions = createPlayerSessionsService({ db, clock });
  const sms = createSmsService({
    db,
    clock,
    provider: createSmsProvider({ config: deps.config, db, clock }),
    resendCooldownMs: deps.config.SMS_RESEND_COOLDOWN_S * 1000,
  });
  const vip = createVipService({ minorDigits });
  const twoFactor = createPlayerTwoFactorService({ db, clock });
  const accounts = createAccountsService({
    db,
    clock,
    minorDigits,
    sessions,
    sms,
    ledger,
    twoFactor,
    throttle: createLoginThrottle({ db, clock, kind: 'player', limits: PLAYER_LOGIN_LIMITS }),
    registerThrottle: createRegisterThrottle({ db, clock }),
    announceNotifications: (playerId) => announceNotifications({ db, realtime: deps.realtime }, [playerId]),
  });
  const admin = createAccountsAdminService({
    db,
    clock,
    minorDigits,
    sessions,
    sms,
    vip,
    ledger,
    formatMoney: (minor) => formatMoney(minor, minorDigits),
  });

  deps.authenticators.player = (token) => sessions.authenticate(token);
  registerAccountsRoutes(app, { accounts, sessions });
  registerSessionsRoutes(app, { sessions });
  registerTwoFactorRoutes(app, { twoFactor });
  registerSmsRoutes(app, { db, sms });
  registerPasswordResetRoutes(app, {
    reset: createPasswordResetService({
      db,
      sms,
      sessions,
      throttle: createRegisterThrottle({ db, clock, purpose: 'reset' }),
    }),
  });
  registerPayPasswordResetRoutes(app, {
    recovery: createPayPasswordResetService({
      db,
      sms,
      sessions,
      throttle: createRegisterThrottle({ db, clock, purpose: 'pay-reset' }),
      clock,
    }),
  });
  registerProfileRoutes(app, {
    nickname: createNicknameService({ db, clock }),
    phone: createPhoneChangeService({
      db,
      sms,
      sessions,
      throttle: createRegisterThrottle({ db, clock, purpose: 'phone-change' }),
    }),
  });
  registerVipRoutes(app, { db, vip });
  registerAccountsAdminRoutes(app, { admin });
  await seedHouseInvitationCode(db, clock.now());
}
