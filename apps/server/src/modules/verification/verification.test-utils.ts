import {
  cashierEndpoints,
  verificationAdminEndpoints,
  verificationEndpoints,
  type VerificationStatus,
} from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { bankCard } from '../../test/cashier.js';
import { call, ok } from '../../test/http.js';
import type { TestPlayer } from '../../test/players.js';
import { asMoneyAction, type TestStaff } from '../../test/staff.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A base64 "PNG": the signature, then `label` so two images differ. */
export const pngBase64 = (label = 'image', extraBytes = 0) =>
  Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.from(label), Buffer.alloc(extraBytes)]).toString('base64');
export const jpegBase64 = (label = 'selfie') =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(label)]).toString('base64');

export const upload = (app: FastifyInstance, player: TestPlayer, body: Record<string, unknown>) =>
  call<VerificationStatus & { errCode?: number; field?: string }>(app, verificationEndpoints.upload.path, {
    token: player.token,
    ...body,
  });

/** The document (a passport) and the selfie uploaded to the player's draft. */
export async function uploadFiles(app: FastifyInstance, player: TestPlayer): Promise<void> {
  await ok(app, verificationEndpoints.upload.path, {
    token: player.token,
    kind: 'document',
    documentType: 'passport',
    data: pngBase64(`document-${player.playerId}`),
  });
  await ok(app, verificationEndpoints.upload.path, { token: player.token, kind: 'selfie', data: jpegBase64() });
}

/** The document and the selfie uploaded, then submitted: the state is `pending`. */
export async function uploadAndSubmit(app: FastifyInstance, player: TestPlayer): Promise<VerificationStatus> {
  await uploadFiles(app, player);
  return ok<VerificationStatus>(app, verificationEndpoints.submit.path, { token: player.token });
}

export const statusOf = (app: FastifyInstance, player: TestPlayer) =>
  ok<VerificationStatus>(app, verificationEndpoints.status.path, { token: player.token });

/** The owner sets the rule (step-up code included). */
export const setVerificationRule = (
  app: FastifyInstance,
  owner: TestStaff,
  rule: { mode: string; threshold?: string | null; retentionDays?: number },
) =>
  ok(app, verificationAdminEndpoints.updateSettings.path, asMoneyAction(owner, { retentionDays: 30, ...rule }));

/** The player's one withdrawal account (a bank card), for withdrawal calls. */
export async function withdrawalAccountOf(app: FastifyInstance, player: TestPlayer): Promise<string> {
  return (await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, { token: player.token, ...bankCard() })).id;
}
