import {
  annualisedRateBps,
  formatMoney,
  formatRateBps,
  interestPaidAfter,
  maxPrincipalWithin,
  periodRateBps,
  stakingExample,
  toApiLanguage,
  totalInterestMinor,
  type AdminStakingTierView,
  type StakingLabels,
  type StakingLimits,
  type StakingPositionView,
  type StakingProceedView,
  type StakingProductView,
  type StakingTerms,
  type UiLanguage,
} from '@fairround/shared';
import type { AccrualRow, PositionRow, TierRow } from './staking.repository.js';

/** Answers of the staking calls, built from rows; money as decimal strings of the currency. */
export function createStakingViews(minorDigits: number) {
  const money = (minor: number) => formatMoney(minor, minorDigits);

  const labelsOf = (tier: TierRow): StakingLabels => ({
    vi: tier.labelVi,
    en: tier.labelEn,
    chs: tier.labelChs,
    cht: tier.labelCht,
  });
  const labelIn = (tier: TierRow | undefined, language: UiLanguage, tierId: number) =>
    tier ? labelsOf(tier)[toApiLanguage(language)] : `#${tierId}`;

  /** The lowest amount a tier accepts: its own minimum, never below the overall one. */
  const minimumOf = (tier: TierRow, limits: StakingLimits) => Math.max(tier.minAmount, limits.minMinor);

  /** The most the reserve's headroom can back in this tier now, within the overall maximum. */
  const capacityOf = (tier: TierRow, limits: StakingLimits, headroomMinor: number) =>
    Math.min(limits.maxMinor, maxPrincipalWithin(headroomMinor, tier.dailyRateBps, tier.periodDays));

  const termsOf = (
    position: Pick<PositionRow, 'principal' | 'dailyRateBps' | 'periodDays'>,
  ): StakingTerms => ({
    principalMinor: position.principal,
    dailyRateBps: position.dailyRateBps,
    periodDays: position.periodDays,
  });

  /** The product's worked example, by the shared rule the web shows and the accrual pays. */
  const exampleOf = (tier: TierRow, minimumMinor: number) => {
    const example = stakingExample(
      { minimumMinor, dailyRateBps: tier.dailyRateBps, periodDays: tier.periodDays },
      minorDigits,
    );
    return { amount: money(example.principalMinor), interest: money(example.interestMinor) };
  };

  function product(
    tier: TierRow,
    limits: StakingLimits,
    reserve: { reserveMinor: number; headroomMinor: number },
    language: UiLanguage,
  ): StakingProductView {
    const minimum = minimumOf(tier, limits);
    const capacity = capacityOf(tier, limits, reserve.headroomMinor);
    // Nothing is open before the operator funds a reserve, even a position whose interest rounds to 0.
    const available = reserve.reserveMinor > 0 && minimum <= limits.maxMinor && capacity >= minimum;
    return {
      id: tier.id,
      label: labelIn(tier, language, tier.id),
      minAmount: money(minimum),
      maxAmount: money(limits.maxMinor),
      dailyRateBps: tier.dailyRateBps,
      dailyRate: formatRateBps(tier.dailyRateBps),
      annualisedRate: formatRateBps(annualisedRateBps(tier.dailyRateBps)),
      periodDays: tier.periodDays,
      periodRate: formatRateBps(periodRateBps(tier.dailyRateBps, tier.periodDays)),
      interestAtMinimum: money(
        totalInterestMinor({
          principalMinor: minimum,
          dailyRateBps: tier.dailyRateBps,
          periodDays: tier.periodDays,
        }),
      ),
      example: exampleOf(tier, minimum),
      capacity: money(available ? capacity : 0),
      available,
    };
  }

  function adminTier(tier: TierRow): AdminStakingTierView {
    return {
      id: tier.id,
      minAmount: money(tier.minAmount),
      dailyRateBps: tier.dailyRateBps,
      dailyRate: formatRateBps(tier.dailyRateBps),
      annualisedRate: formatRateBps(annualisedRateBps(tier.dailyRateBps)),
      periodDays: tier.periodDays,
      periodRate: formatRateBps(periodRateBps(tier.dailyRateBps, tier.periodDays)),
      labels: labelsOf(tier),
      enabled: tier.enabled,
      updatedAt: tier.updatedAt.toISOString(),
    };
  }

  function position(
    row: PositionRow,
    tier: TierRow | undefined,
    language: UiLanguage,
    fullyReserved: boolean,
  ): StakingPositionView {
    const paid = interestPaidAfter(termsOf(row), row.daysPaid);
    return {
      id: row.id,
      tierId: row.tierId,
      label: labelIn(tier, language, row.tierId),
      principal: money(row.principal),
      dailyRateBps: row.dailyRateBps,
      dailyRate: formatRateBps(row.dailyRateBps),
      annualisedRate: formatRateBps(annualisedRateBps(row.dailyRateBps)),
      periodDays: row.periodDays,
      totalInterest: money(row.totalInterest),
      interestPaid: money(row.interestPaid),
      interestRemaining: money(row.totalInterest - paid),
      daysPaid: row.daysPaid,
      status: row.status,
      openedAt: row.openedAt.toISOString(),
      maturesAt: row.maturesAt.toISOString(),
      maturedAt: row.maturedAt?.toISOString() ?? null,
      nextAccrualAt: row.nextAccrualAt?.toISOString() ?? null,
      fullyReserved,
    };
  }

  function proceed(row: AccrualRow): StakingProceedView {
    return {
      positionId: row.positionId,
      day: row.day,
      amount: money(row.amount),
      accruedAt: row.accruedAt.toISOString(),
      maturity: row.maturity,
    };
  }

  return { money, minimumOf, capacityOf, termsOf, product, adminTier, position, proceed };
}

export type StakingViews = ReturnType<typeof createStakingViews>;
