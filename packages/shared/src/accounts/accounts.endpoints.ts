import { z } from 'zod';
import { stepUpOtpBodyShape as otp } from '../console/staff.js';
import { defineEndpoint } from '../contract/endpoint.js';
import {
  adminFreezeBodyShape,
  adminInvitationCodeBodyShape,
  adminInvitationsListBodyShape,
  adminPayPasswordCodeBodyShape,
  adminPlayerIdBodyShape,
  adminPlayersListBodyShape,
  adminSmsOutboxBodyShape,
  adminVipUpdateBodyShape,
  changePasswordBodyShape,
  changePayPasswordBodyShape,
  loginBodyShape,
  recoverPayPasswordBodyShape,
  registerBodyShape,
  resetPasswordBodyShape,
  sessionResponseSchema,
  smsSendBodyShape,
  smsSendResponseSchema,
  userInfoSchema,
  vipLevelsResponseSchema,
} from './account-schemas.js';
import { adminInvitationsPageSchema, adminInvitationStateSchema } from '../console/invitations.js';
import {
  adminPlayerDetailSchema,
  adminPlayersPageSchema,
  adminPlayerStatusChangeSchema,
} from '../console/players.js';
import { smsOutboxSchema } from '../console/sms.js';

/** The player's account calls (seed §7 paths, matched in any case) and `/api/Vip/levels`. */
export const accountsEndpoints = {
  register: defineEndpoint({
    path: '/api/index/register',
    auth: 'public',
    body: registerBodyShape,
    response: sessionResponseSchema,
  }),
  login: defineEndpoint({
    path: '/api/Index/login',
    auth: 'public',
    body: loginBodyShape,
    response: sessionResponseSchema,
  }),
  logout: defineEndpoint({ path: '/api/Index/logout', auth: 'player', response: z.null() }),
  userInfo: defineEndpoint({ path: '/api/Game/getuserinfo', auth: 'player', response: userInfoSchema }),
  changePassword: defineEndpoint({
    path: '/api/Index/repasswd',
    auth: 'player',
    body: changePasswordBodyShape,
    response: z.null(),
  }),
  changePayPassword: defineEndpoint({
    path: '/api/Index/resetpaypwd',
    auth: 'player',
    body: changePayPasswordBodyShape,
    response: z.null(),
  }),
  /** Sends a pay-password recovery code to the logged-in player's registered phone. */
  payPasswordCodeSend: defineEndpoint({
    path: '/api/Index/paypwd_code_send',
    auth: 'player',
    response: smsSendResponseSchema,
  }),
  /** Sets a new pay password with that code and the login password; every other session ends. */
  recoverPayPassword: defineEndpoint({
    path: '/api/Index/recoverpaypwd',
    auth: 'player',
    body: recoverPayPasswordBodyShape,
    response: z.null(),
  }),
  smsSend: defineEndpoint({
    path: '/api/index/sms_send',
    auth: 'public',
    body: smsSendBodyShape,
    response: smsSendResponseSchema,
  }),
  resetSmsSend: defineEndpoint({
    path: '/api/index/reset_sms_send',
    auth: 'public',
    body: smsSendBodyShape,
    response: smsSendResponseSchema,
  }),
  resetPassword: defineEndpoint({
    path: '/api/Index/resetpasswd',
    auth: 'public',
    body: resetPasswordBodyShape,
    response: z.null(),
  }),
  vipLevels: defineEndpoint({ path: '/api/Vip/levels', auth: 'public', response: vipLevelsResponseSchema }),
};

/** Console calls for players, the SMS outbox, invitation codes and VIP levels. */
export const accountsAdminEndpoints = {
  listPlayers: defineEndpoint({
    path: '/api/admin/players/list',
    auth: 'staff',
    body: adminPlayersListBodyShape,
    response: adminPlayersPageSchema,
  }),
  getPlayer: defineEndpoint({
    path: '/api/admin/players/get',
    auth: 'staff',
    body: adminPlayerIdBodyShape,
    response: adminPlayerDetailSchema,
  }),
  freeze: defineEndpoint({
    path: '/api/admin/players/freeze',
    auth: 'staff',
    body: adminFreezeBodyShape,
    response: adminPlayerStatusChangeSchema,
  }),
  unfreeze: defineEndpoint({
    path: '/api/admin/players/unfreeze',
    auth: 'staff',
    stepUp: true,
    body: { ...adminFreezeBodyShape, ...otp },
    response: adminPlayerStatusChangeSchema,
  }),
  /** Support starts a player's pay-password recovery: a code to their phone; staff never see it. */
  sendPayPasswordCode: defineEndpoint({
    path: '/api/admin/players/pay-password-code',
    auth: 'staff',
    body: adminPayPasswordCodeBodyShape,
    response: smsSendResponseSchema,
  }),
  smsOutbox: defineEndpoint({
    path: '/api/admin/sms/outbox',
    auth: 'staff',
    // Its codes let the reader register or reset a player's password: owner only, each view a step-up.
    stepUp: true,
    body: { ...adminSmsOutboxBodyShape, ...otp },
    response: smsOutboxSchema,
  }),
  listInvitations: defineEndpoint({
    path: '/api/admin/invitations/list',
    auth: 'staff',
    body: adminInvitationsListBodyShape,
    response: adminInvitationsPageSchema,
  }),
  createInvitation: defineEndpoint({
    path: '/api/admin/invitations/create',
    auth: 'staff',
    body: adminInvitationCodeBodyShape,
    response: adminInvitationStateSchema,
  }),
  disableInvitation: defineEndpoint({
    path: '/api/admin/invitations/disable',
    auth: 'staff',
    body: adminInvitationCodeBodyShape,
    response: adminInvitationStateSchema,
  }),
  enableInvitation: defineEndpoint({
    path: '/api/admin/invitations/enable',
    auth: 'staff',
    body: adminInvitationCodeBodyShape,
    response: adminInvitationStateSchema,
  }),
  vipLevels: defineEndpoint({ path: '/api/admin/vip/get', auth: 'staff', response: vipLevelsResponseSchema }),
  updateVipLevels: defineEndpoint({
    path: '/api/admin/vip/update',
    auth: 'staff',
    stepUp: true,
    body: { ...adminVipUpdateBodyShape, ...otp },
    response: vipLevelsResponseSchema,
  }),
};
