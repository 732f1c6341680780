import {
  VERIFICATION_MODES,
  VERIFICATION_RETENTION_DAYS_DEFAULT,
  VERIFICATION_RETENTION_DAYS_MAX,
  VERIFICATION_RETENTION_DAYS_MIN,
} from '@fairround/shared';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import { createSettingsService } from '../settings/settings.service.js';

/** The settings key of the operator's verification rule. */
export const VERIFICATION_SETTINGS_KEY = 'verification';

/** The stored rule: amounts in integer minor units. */
const storedSchema = z.object({
  mode: z.enum(VERIFICATION_MODES),
  thresholdMinor: z.number().int().positive().nullable(),
  retentionDays: z.number().int().min(VERIFICATION_RETENTION_DAYS_MIN).max(VERIFICATION_RETENTION_DAYS_MAX),
});
export type VerificationConfig = z.infer<typeof storedSchema>;

/** A fresh install asks nobody to verify; files are kept 30 days after a decision. */
export const DEFAULT_VERIFICATION_CONFIG: VerificationConfig = {
  mode: 'off',
  thresholdMinor: null,
  retentionDays: VERIFICATION_RETENTION_DAYS_DEFAULT,
};

/** The operator's rule, read in the caller's transaction when `executor` is one. */
export async function verificationConfig(executor: Executor): Promise<VerificationConfig> {
  const stored = await createSettingsService({ db: executor }).get(VERIFICATION_SETTINGS_KEY, storedSchema, DEFAULT_VERIFICATION_CONFIG);
  // An above_amount rule without its threshold cannot be stored (1001), but never trust a hand edit.
  return stored.mode === 'above_amount' && stored.thresholdMinor === null ? { ...stored, mode: 'first_withdrawal' } : stored;
}

export async function saveVerificationConfig(executor: Executor, config: VerificationConfig): Promise<void> {
  await createSettingsService({ db: executor }).set(VERIFICATION_SETTINGS_KEY, storedSchema.parse(config));
}
