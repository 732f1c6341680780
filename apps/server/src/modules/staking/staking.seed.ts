import { defaultStakingTiers } from '@fairround/shared';
import type { Executor } from '../../platform/db/database.js';
import { createStakingRepository } from './staking.repository.js';

/**
 * Seeds the seed's four tiers where missing. Idempotent and safe on several instances at once
 * (insert … on conflict do nothing); never overwrites what the console changed.
 */
export async function seedStakingTiers(db: Executor, now: Date, minorDigits: number): Promise<void> {
  await createStakingRepository({ db }).insertMissingTiers(
    defaultStakingTiers(minorDigits).map((tier) => ({
      id: tier.id,
      minAmount: tier.minAmountMinor,
      dailyRateBps: tier.dailyRateBps,
      periodDays: tier.periodDays,
      labelVi: tier.labels.vi,
      labelEn: tier.labels.en,
      labelChs: tier.labels.chs,
      labelCht: tier.labels.cht,
      enabled: true,
      updatedAt: now,
    })),
  );
}
