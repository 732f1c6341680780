import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { startRepeatingPass } from '../../platform/repeating-pass.js';
import { registerVerificationAdminRoutes } from './verification.admin.routes.js';
import { createVerificationConsoleService } from './verification.console.service.js';
import { deleteExpiredVerificationFiles, VERIFICATION_RETENTION_INTERVAL_MS } from './verification.retention.js';
import { registerVerificationRoutes } from './verification.routes.js';
import { createVerificationService } from './verification.service.js';

/**
 * Identity verification (issue #26 item 4, docs/verification.md): the player's document and
 * selfie kept in the operator's database, finance's decision, and the pass that deletes files
 * after the retention period. The withdrawal rule itself (verification.gate.ts) is composed into
 * the cashier's withdrawals service.
 */
export function registerVerificationModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const { clock } = deps;
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  registerVerificationRoutes(app, createVerificationService({ db, clock, minorDigits }));
  registerVerificationAdminRoutes(app, createVerificationConsoleService({ db, clock, minorDigits }));
  if (deps.config.VERIFICATION_RETENTION) {
    const stop = startRepeatingPass({
      intervalMs: VERIFICATION_RETENTION_INTERVAL_MS,
      run: async () => {
        await deleteExpiredVerificationFiles({ db, clock });
      },
      onError: (error) => app.log.error({ err: error }, 'verification retention pass failed'),
    });
    app.addHook('onClose', async () => stop());
  }
}
