import { defaultRates, ROOM_TABS, ROOM_TIERS, type RoomTier } from '@fairround/shared';

/**
 * The demo catalogue seeded on boot (PRODUCT.md §11): room types with their default timings and
 * one room per type × tab × tier. The home tiles are the shared `DEFAULT_HOME_TILES`. Amounts
 * are whole currency units here and become minor units when seeded. The console edits all of it.
 */
export const DEFAULT_ROOM_TYPES = [
  { roomType: 1, periodS: 300 },
  { roomType: 4, periodS: 180 },
  { roomType: 15, periodS: 120 },
  { roomType: 16, periodS: 300 },
] as const;
/** Betting closes this long before the draw; the next round opens this long after it. */
export const DEFAULT_LOCK_S = 60;
export const DEFAULT_DRAW_DELAY_S = 3;
/** Rounds per chain; type 15 uses about 720 a day, so a chain lasts about two weeks. */
export const DEFAULT_CHAIN_LENGTH = 10_000;

/** Limits of each tier in whole currency units; VIP level gates the upper tiers (2055). */
export const DEFAULT_TIERS: Record<RoomTier, { minJoin: number; minBuy: number; minLevel: number }> = {
  standard: { minJoin: 10, minBuy: 10, minLevel: 1 },
  vip: { minJoin: 100, minBuy: 20, minLevel: 2 },
  superior: { minJoin: 1_000, minBuy: 50, minLevel: 3 },
  premier: { minJoin: 5_000, minBuy: 100, minLevel: 4 },
};

/** A stable room id: room type, tab, tier (1611 = type 16, USDT, Standard). */
export function roomIdOf(roomType: number, tab: number, tier: RoomTier): number {
  return roomType * 100 + tab * 10 + ROOM_TIERS.indexOf(tier) + 1;
}

export function defaultRooms(minorDigits: number) {
  const unit = 10 ** minorDigits;
  return DEFAULT_ROOM_TYPES.flatMap(({ roomType }) =>
    ROOM_TABS.flatMap((tab) =>
      ROOM_TIERS.map((tier) => ({
        id: roomIdOf(roomType, tab, tier),
        roomType,
        tab,
        tier,
        minJoin: DEFAULT_TIERS[tier].minJoin * unit,
        minBuy: DEFAULT_TIERS[tier].minBuy * unit,
        minLevel: DEFAULT_TIERS[tier].minLevel,
        rates: defaultRates(roomType),
      })),
    ),
  );
}
