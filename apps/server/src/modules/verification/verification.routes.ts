import { VERIFICATION_IMAGE_BASE64_MAX_CHARS, verificationEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import { apiRoute } from '../../platform/http/api-route.js';
import type { VerificationService } from './verification.service.js';

const TAGS = ['verification'];
const PLAYER = { kind: 'player' } as const;
/** A person takes a few photos; a script uploading thousands of images is stopped. */
const UPLOAD_RATE_LIMIT = { max: 30, timeWindowMs: 60 * 60_000 };
const SUBMIT_RATE_LIMIT = { max: 10, timeWindowMs: 60 * 60_000 };

/** The player's identity verification (`/api/Verification/*`, docs/verification.md). */
export function registerVerificationRoutes(app: FastifyInstance, verification: VerificationService): void {
  apiRoute(app, {
    endpoint: verificationEndpoints.status,
    auth: PLAYER,
    tags: TAGS,
    summary: "The operator's verification rule, the player's state, the draft's files and the last rejection's reason",
    handler: (request) => verification.status(playerIdOf(request)),
  });
  apiRoute(app, {
    endpoint: verificationEndpoints.upload,
    auth: PLAYER,
    tags: TAGS,
    summary:
      'Puts the document image or the selfie into the next submission, replacing one of the same kind: base64 PNG, JPEG or WebP read from its bytes (1001 documentType, 3050, 3051, 3107, 3108)',
    bodyLimitBytes: VERIFICATION_IMAGE_BASE64_MAX_CHARS + 4096,
    rateLimit: UPLOAD_RATE_LIMIT,
    handler: (request) => verification.upload(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: verificationEndpoints.submit,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Sends the document and the selfie to finance; the state becomes pending (3107, 3108, 3109)',
    rateLimit: SUBMIT_RATE_LIMIT,
    handler: (request) => verification.submit(playerIdOf(request)),
  });
}
