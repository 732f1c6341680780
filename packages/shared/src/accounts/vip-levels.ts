/**
 * VIP levels 1–8, earned by lifetime turnover (total settled stakes) against operator-set
 * thresholds, never by balance held or by recruits (PRODUCT.md §3).
 */
export const VIP_LEVEL_KEYS = [
  'bronze',
  'silver',
  'gold',
  'platinum',
  'diamond',
  'master',
  'king',
  'supreme',
] as const;
export type VipLevelKey = (typeof VIP_LEVEL_KEYS)[number];

export const VIP_MIN_LEVEL = 1;
export const VIP_MAX_LEVEL = VIP_LEVEL_KEYS.length;

/**
 * What a level gives, as keys the /vip page translates. Only privileges the product really
 * enforces are listed: the daily withdrawal count and entry to rooms whose minimum level it meets.
 */
export const VIP_PRIVILEGE_KEYS = ['dailyWithdrawals', 'roomAccess'] as const;
export type VipPrivilegeKey = (typeof VIP_PRIVILEGE_KEYS)[number];

/** Default thresholds in major units (whole currency units); stored in minor units. */
export const DEFAULT_VIP_THRESHOLDS_MAJOR = [
  0, 1_000, 5_000, 20_000, 50_000, 150_000, 500_000, 1_500_000,
] as const;
export const DEFAULT_VIP_DAILY_WITHDRAWALS = [1, 2, 3, 3, 5, 5, 8, 10] as const;

/** One level as the operator configures it; amounts in minor units. */
export type VipLevelConfig = {
  level: number;
  key: VipLevelKey;
  thresholdMinor: number;
  dailyWithdrawals: number;
  privileges: VipPrivilegeKey[];
};

export function vipLevelKey(level: number): VipLevelKey {
  const key = VIP_LEVEL_KEYS[Math.min(Math.max(level, VIP_MIN_LEVEL), VIP_MAX_LEVEL) - 1];
  if (!key) throw new RangeError(`no VIP level ${level}`);
  return key;
}

export function defaultVipLevels(minorDigits: number): VipLevelConfig[] {
  const minorPerMajor = 10 ** minorDigits;
  return VIP_LEVEL_KEYS.map((key, index) => ({
    level: index + 1,
    key,
    thresholdMinor: (DEFAULT_VIP_THRESHOLDS_MAJOR[index] ?? 0) * minorPerMajor,
    dailyWithdrawals: DEFAULT_VIP_DAILY_WITHDRAWALS[index] ?? 1,
    privileges: ['dailyWithdrawals', 'roomAccess'],
  }));
}

/**
 * Checks an operator's level table: eight levels in order, level 1 at threshold 0, thresholds
 * strictly increasing, a positive daily withdrawal count. Returns the first problem's field.
 */
export function vipLevelsProblem(levels: readonly VipLevelConfig[]): string | null {
  if (levels.length !== VIP_MAX_LEVEL) return 'levels';
  for (const [index, level] of levels.entries()) {
    if (level.level !== index + 1 || level.key !== VIP_LEVEL_KEYS[index]) return `levels.${index}.level`;
    const previous = levels[index - 1];
    if (
      index === 0 ? level.thresholdMinor !== 0 : !previous || level.thresholdMinor <= previous.thresholdMinor
    ) {
      return `levels.${index}.threshold`;
    }
    if (!Number.isInteger(level.dailyWithdrawals) || level.dailyWithdrawals < 1) {
      return `levels.${index}.dailyWithdrawals`;
    }
  }
  return null;
}

/** The highest level whose threshold the turnover reaches. */
export function levelForTurnover(turnoverMinor: number, levels: readonly VipLevelConfig[]): number {
  let reached = VIP_MIN_LEVEL;
  for (const level of levels)
    if (turnoverMinor >= level.thresholdMinor) reached = Math.max(reached, level.level);
  return reached;
}

/**
 * Progress toward the next level: how much turnover is still needed and the share done, in
 * basis points (0–10000) so no float reaches the wire. Null at the top level.
 */
export function progressToNextLevel(
  turnoverMinor: number,
  currentLevel: number,
  levels: readonly VipLevelConfig[],
): { nextLevel: number; remainingMinor: number; basisPoints: number } | null {
  const current = levels.find((level) => level.level === currentLevel);
  const next = levels.find((level) => level.level === currentLevel + 1);
  if (!current || !next) return null;
  const span = next.thresholdMinor - current.thresholdMinor;
  const done = Math.min(Math.max(turnoverMinor - current.thresholdMinor, 0), span);
  return {
    nextLevel: next.level,
    remainingMinor: Math.max(next.thresholdMinor - turnoverMinor, 0),
    basisPoints: span > 0 ? Math.floor((done * 10_000) / span) : 10_000,
  };
}
