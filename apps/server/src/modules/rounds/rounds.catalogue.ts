import { defaultRates, ROOM_TABS, ROOM_TIERS, type RoomTier } from '@fairround/shared';

/**
 * The demo catalogue seeded on boot (PRODUCT.md §11): room types with their default timings,
 * the 16 home tiles mapped to room types (seed §2) and one room per type × tab × tier. Amounts
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

type TileNames = { vi: string; en: string; chs: string; cht: string };
const RACE = (en: string, vi: string, chs: string, cht: string): TileNames => ({ en, vi, chs, cht });

/** Tile id → room type (seed §2: game1 16, game2 1, game3 4, …) and its names. */
export const DEFAULT_GAMES: { id: number; roomType: number; icon: string; names: TileNames }[] = [
  { id: 1, roomType: 16, icon: 'race', names: RACE('Beijing Racing', 'Đua xe Bắc Kinh', '北京赛车', '北京賽車') },
  { id: 2, roomType: 1, icon: 'digits', names: RACE('Lucky Three · 5 min', 'Ba số may mắn · 5 phút', '幸运三码 · 5分钟', '幸運三碼 · 5分鐘') },
  { id: 3, roomType: 4, icon: 'digits', names: RACE('Lucky Three · 3 min', 'Ba số may mắn · 3 phút', '幸运三码 · 3分钟', '幸運三碼 · 3分鐘') },
  { id: 4, roomType: 1, icon: 'sum', names: RACE('Digit Sum · 5 min', 'Tổng ba số · 5 phút', '三码和值 · 5分钟', '三碼和值 · 5分鐘') },
  { id: 5, roomType: 16, icon: 'race', names: RACE('Racing Sprint', 'Đua xe tốc độ', '赛车冲刺', '賽車衝刺') },
  { id: 6, roomType: 1, icon: 'big-small', names: RACE('Big & Small · 5 min', 'Lớn & Nhỏ · 5 phút', '大小 · 5分钟', '大小 · 5分鐘') },
  { id: 7, roomType: 1, icon: 'odd-even', names: RACE('Odd & Even · 5 min', 'Lẻ & Chẵn · 5 phút', '单双 · 5分钟', '單雙 · 5分鐘') },
  { id: 8, roomType: 4, icon: 'big-small', names: RACE('Big & Small · 3 min', 'Lớn & Nhỏ · 3 phút', '大小 · 3分钟', '大小 · 3分鐘') },
  { id: 9, roomType: 1, icon: 'triple', names: RACE('Triple Hunt · 5 min', 'Săn bộ ba · 5 phút', '豹子 · 5分钟', '豹子 · 5分鐘') },
  { id: 10, roomType: 1, icon: 'extreme', names: RACE('Extreme Sum · 5 min', 'Tổng cực trị · 5 phút', '极值 · 5分钟', '極值 · 5分鐘') },
  { id: 11, roomType: 1, icon: 'combo', names: RACE('Combo Sum · 5 min', 'Tổng kết hợp · 5 phút', '组合 · 5分钟', '組合 · 5分鐘') },
  { id: 12, roomType: 1, icon: 'classic', names: RACE('Classic Three · 5 min', 'Ba số cổ điển · 5 phút', '经典三码 · 5分钟', '經典三碼 · 5分鐘') },
  { id: 13, roomType: 4, icon: 'odd-even', names: RACE('Odd & Even · 3 min', 'Lẻ & Chẵn · 3 phút', '单双 · 3分钟', '單雙 · 3分鐘') },
  { id: 14, roomType: 4, icon: 'classic', names: RACE('Classic Three · 3 min', 'Ba số cổ điển · 3 phút', '经典三码 · 3分钟', '經典三碼 · 3分鐘') },
  { id: 15, roomType: 15, icon: 'digits', names: RACE('Lucky Three · 2 min', 'Ba số may mắn · 2 phút', '幸运三码 · 2分钟', '幸運三碼 · 2分鐘') },
  { id: 16, roomType: 15, icon: 'quick', names: RACE('Quick Three · 2 min', 'Ba số nhanh · 2 phút', '极速三码 · 2分钟', '極速三碼 · 2分鐘') },
];

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
