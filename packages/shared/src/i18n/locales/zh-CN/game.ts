/** Game texts: option names and winning conditions (rules sheet), room tiers, round states. */
export const game = {
  digitOptions: {
    big: '大',
    small: '小',
    odd: '单',
    even: '双',
    big_odd: '大单',
    small_odd: '小单',
    big_even: '大双',
    small_even: '小双',
    extreme_big: '极大',
    extreme_small: '极小',
    triple: '豹子',
  },
  digitConditions: {
    big: '三个数字之和为 14–27',
    small: '三个数字之和为 0–13',
    odd: '和值为单数',
    even: '和值为双数',
    big_odd: '和值为 14–27 且为单数',
    small_odd: '和值为 0–13 且为单数',
    big_even: '和值为 14–27 且为双数',
    small_even: '和值为 0–13 且为双数',
    extreme_big: '和值为 22–27',
    extreme_small: '和值为 0–5',
    triple: '三个数字相同',
  },
  raceOptions: {
    big: '大',
    small: '小',
    odd: '单',
    even: '双',
  },
  raceConditions: {
    big: '冠军车号为 6–10',
    small: '冠军车号为 1–5',
    odd: '冠军车号为单数',
    even: '冠军车号为双数',
  },
  tiers: {
    standard: '标准',
    vip: 'VIP',
    superior: '高级',
    premier: '至尊',
  },
  /** Option families a home tile puts in front (`option-families.ts`), named in the room's header. */
  families: {
    big_small: '大 / 小',
    odd_even: '单 / 双',
    combo: '组合',
    extreme: '极值',
    triple: '豹子',
  },
  /** Each room type's game (`room-names.ts`): the name on rooms, records, recall and console. */
  games: { '1': '幸运三码', '4': '快速三码', '15': '极速三码', '16': '北京赛车' },
  /** A room type the catalogue does not name yet. */
  unknownGame: '游戏 {type}',
  roomTitle: '{game} · {tier}',
};
