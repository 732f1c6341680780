/** Game texts: option names and winning conditions (rules sheet), room tiers, round states. */
export const game = {
  digitOptions: {
    big: 'Lớn',
    small: 'Nhỏ',
    odd: 'Lẻ',
    even: 'Chẵn',
    big_odd: 'Lớn Lẻ',
    small_odd: 'Nhỏ Lẻ',
    big_even: 'Lớn Chẵn',
    small_even: 'Nhỏ Chẵn',
    extreme_big: 'Cực Lớn',
    extreme_small: 'Cực Nhỏ',
    triple: 'Bộ Ba',
  },
  digitConditions: {
    big: 'Tổng ba chữ số từ 14 đến 27',
    small: 'Tổng ba chữ số từ 0 đến 13',
    odd: 'Tổng là số lẻ',
    even: 'Tổng là số chẵn',
    big_odd: 'Tổng từ 14 đến 27 và là số lẻ',
    small_odd: 'Tổng từ 0 đến 13 và là số lẻ',
    big_even: 'Tổng từ 14 đến 27 và là số chẵn',
    small_even: 'Tổng từ 0 đến 13 và là số chẵn',
    extreme_big: 'Tổng từ 22 đến 27',
    extreme_small: 'Tổng từ 0 đến 5',
    triple: 'Ba chữ số giống nhau',
  },
  raceOptions: {
    big: 'Lớn',
    small: 'Nhỏ',
    odd: 'Lẻ',
    even: 'Chẵn',
  },
  raceConditions: {
    big: 'Xe về nhất mang số từ 6 đến 10',
    small: 'Xe về nhất mang số từ 1 đến 5',
    odd: 'Xe về nhất mang số lẻ',
    even: 'Xe về nhất mang số chẵn',
  },
  tiers: {
    standard: 'Tiêu chuẩn',
    vip: 'VIP',
    superior: 'Cao cấp',
    premier: 'Thượng hạng',
  },
  /** Option families a home tile puts in front (`option-families.ts`), named in the room's header. */
  families: {
    big_small: 'Lớn / Nhỏ',
    odd_even: 'Lẻ / Chẵn',
    combo: 'Kết hợp',
    extreme: 'Cực trị',
    triple: 'Bộ Ba',
  },
  /** Each room type's game (`room-names.ts`): the name on rooms, records, recall and console. */
  games: { '1': 'Ba số may mắn', '4': 'Ba số nhanh', '15': 'Ba số siêu tốc', '16': 'Đua xe Bắc Kinh' },
  /** A room type the catalogue does not name yet. */
  unknownGame: 'Trò chơi {type}',
  roomTitle: '{game} · {tier}',
};
