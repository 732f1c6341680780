/** Game texts: option names and winning conditions (rules sheet), room tiers, round states. */
export const game = {
  digitOptions: {
    big: '大',
    small: '小',
    odd: '單',
    even: '雙',
    big_odd: '大單',
    small_odd: '小單',
    big_even: '大雙',
    small_even: '小雙',
    extreme_big: '極大',
    extreme_small: '極小',
    triple: '豹子',
  },
  digitConditions: {
    big: '三個數字之和為 14–27',
    small: '三個數字之和為 0–13',
    odd: '和值為單數',
    even: '和值為雙數',
    big_odd: '和值為 14–27 且為單數',
    small_odd: '和值為 0–13 且為單數',
    big_even: '和值為 14–27 且為雙數',
    small_even: '和值為 0–13 且為雙數',
    extreme_big: '和值為 22–27',
    extreme_small: '和值為 0–5',
    triple: '三個數字相同',
  },
  raceOptions: {
    big: '大',
    small: '小',
    odd: '單',
    even: '雙',
  },
  raceConditions: {
    big: '冠軍車號為 6–10',
    small: '冠軍車號為 1–5',
    odd: '冠軍車號為單數',
    even: '冠軍車號為雙數',
  },
  tiers: {
    standard: '標準',
    vip: 'VIP',
    superior: '高級',
    premier: '至尊',
  },
  /** Option families a home tile puts in front (`option-families.ts`), named in the room's header. */
  families: {
    big_small: '大 / 小',
    odd_even: '單 / 雙',
    combo: '組合',
    extreme: '極值',
    triple: '豹子',
  },
  /** Each room type's game (`room-names.ts`): the name on rooms, records, recall and console. */
  games: { '1': '幸運三碼', '4': '快速三碼', '15': '極速三碼', '16': '北京賽車' },
  /** A room type the catalogue does not name yet. */
  unknownGame: '遊戲 {type}',
  roomTitle: '{game} · {tier}',
};
