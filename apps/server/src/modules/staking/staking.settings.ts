import {
  defaultStakingLimits,
  MAX_STAKE_MINOR,
  STAKING_ACCRUAL_TRIGGERS,
  type StakingLimits,
} from '@fairround/shared';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import { createSettingsService } from '../settings/settings.service.js';

/** Keys of `settings` the staking module owns (values in minor units). */
export const STAKING_LIMITS_KEY = 'staking.limits';
export const ACCRUAL_LAST_RUN_KEY = 'staking.accrual.lastRun';

const minor = z
  .number()
  .int()
  .min(1)
  .max(2 ** 51);
const limitsSchema = z
  .object({ minMinor: minor, maxMinor: minor.max(MAX_STAKE_MINOR) })
  .refine((limits) => limits.minMinor <= limits.maxMinor);

const count = z.number().int().min(0);
const storedRunSchema = z.object({
  trigger: z.enum(STAKING_ACCRUAL_TRIGGERS),
  by: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
  positions: count,
  days: count,
  interestMinor: count,
  matured: count,
  principalMinor: count,
  failures: count,
});
/** What one pass of the accrual job did (the console's "last run"). */
export type AccrualRunRecord = z.infer<typeof storedRunSchema>;

export function createStakingSettings({ minorDigits }: { minorDigits: number }) {
  const fallback = defaultStakingLimits(minorDigits);
  return {
    /** The overall transfer-in limits: the seed's 100,000–1,500,000 until the owner changes them. */
    limits(executor: Executor): Promise<StakingLimits> {
      return createSettingsService({ db: executor }).get(STAKING_LIMITS_KEY, limitsSchema, fallback);
    },
    async saveLimits(executor: Executor, limits: StakingLimits): Promise<void> {
      await createSettingsService({ db: executor }).set(STAKING_LIMITS_KEY, limitsSchema.parse(limits));
    },
    lastRun(executor: Executor): Promise<AccrualRunRecord | null> {
      return createSettingsService({ db: executor }).get(
        ACCRUAL_LAST_RUN_KEY,
        storedRunSchema.nullable(),
        null,
      );
    },
    async saveLastRun(executor: Executor, run: AccrualRunRecord): Promise<void> {
      await createSettingsService({ db: executor }).set(ACCRUAL_LAST_RUN_KEY, storedRunSchema.parse(run));
    },
  };
}

export type StakingSettings = ReturnType<typeof createStakingSettings>;
