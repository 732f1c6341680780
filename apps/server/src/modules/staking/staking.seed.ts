import { defaultStakingTiers, type StakingTierDefault } from '@fairround/shared';
import type { Executor } from '../../platform/db/database.js';
import { createStakingRepository, type NewTierRow } from './staking.repository.js';

/**
 * The tiers installs seeded before issue #24: "mining pools" at 54.75 %–474.50 % a year with
 * minimums of 100,000–1,500,000. Kept only to recognise them on an install that never changed them.
 */
const FIRST_SEED_TIERS: readonly StakingTierDefault[] = [
  {
    id: 1,
    minAmountUnits: 100_000,
    dailyRateBps: 15,
    periodDays: 15,
    labels: { vi: 'Gói Đồng', en: 'Bronze pool', chs: '青铜矿池', cht: '青銅礦池' },
  },
  {
    id: 2,
    minAmountUnits: 300_000,
    dailyRateBps: 30,
    periodDays: 30,
    labels: { vi: 'Gói Bạc', en: 'Silver pool', chs: '白银矿池', cht: '白銀礦池' },
  },
  {
    id: 3,
    minAmountUnits: 800_000,
    dailyRateBps: 80,
    periodDays: 45,
    labels: { vi: 'Gói Vàng', en: 'Gold pool', chs: '黄金矿池', cht: '黃金礦池' },
  },
  {
    id: 4,
    minAmountUnits: 1_500_000,
    dailyRateBps: 130,
    periodDays: 60,
    labels: { vi: 'Gói Bạch Kim', en: 'Platinum pool', chs: '铂金矿池', cht: '鉑金礦池' },
  },
];

function tierRow(
  tier: { id: number; minAmountMinor: number } & Omit<StakingTierDefault, 'id' | 'minAmountUnits'>,
  now: Date,
): NewTierRow {
  return {
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
  };
}

/**
 * Seeds the default tiers where missing, and replaces a tier still exactly as the first seed left
 * it (the operator never touched it) by today's default: an older install must not go on
 * advertising the first seed's rates. Positions keep the terms they opened with, so no promise
 * changes. Idempotent and safe on several instances at once; never overwrites what the console
 * changed. Answers the ids it replaced.
 */
export async function seedStakingTiers(db: Executor, now: Date, minorDigits: number): Promise<number[]> {
  const repository = createStakingRepository({ db });
  const unit = 10 ** minorDigits;
  const defaults = defaultStakingTiers(minorDigits).map((tier) => tierRow(tier, now));
  await repository.insertMissingTiers(defaults);
  const replaced: number[] = [];
  for (const first of FIRST_SEED_TIERS) {
    const next = defaults.find((tier) => tier.id === first.id);
    if (!next) continue;
    const expected = tierRow({ ...first, minAmountMinor: first.minAmountUnits * unit }, now);
    // Whether the tier is enabled stays the operator's choice.
    const { id: _id, enabled: _enabled, ...terms } = next;
    if (await repository.replaceTierIfUnchanged(expected, terms)) replaced.push(first.id);
  }
  return replaced;
}
