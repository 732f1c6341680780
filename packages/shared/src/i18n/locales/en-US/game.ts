/** Game texts: option names and winning conditions (rules sheet), room tiers, round states. */
export const game = {
  digitOptions: {
    big: 'Big',
    small: 'Small',
    odd: 'Odd',
    even: 'Even',
    big_odd: 'Big Odd',
    small_odd: 'Small Odd',
    big_even: 'Big Even',
    small_even: 'Small Even',
    extreme_big: 'Extreme Big',
    extreme_small: 'Extreme Small',
    triple: 'Triple',
  },
  digitConditions: {
    big: 'Sum of the three digits is 14–27',
    small: 'Sum of the three digits is 0–13',
    odd: 'Sum is odd',
    even: 'Sum is even',
    big_odd: 'Sum is 14–27 and odd',
    small_odd: 'Sum is 0–13 and odd',
    big_even: 'Sum is 14–27 and even',
    small_even: 'Sum is 0–13 and even',
    extreme_big: 'Sum is 22–27',
    extreme_small: 'Sum is 0–5',
    triple: 'All three digits are the same',
  },
  raceOptions: {
    big: 'Big',
    small: 'Small',
    odd: 'Odd',
    even: 'Even',
  },
  raceConditions: {
    big: 'The winning car is 6–10',
    small: 'The winning car is 1–5',
    odd: 'The winning car has an odd number',
    even: 'The winning car has an even number',
  },
  tiers: {
    standard: 'Standard',
    vip: 'VIP',
    superior: 'Superior',
    premier: 'Premier',
  },
  /** Option families a home tile puts in front (`option-families.ts`), named in the room's header. */
  families: {
    big_small: 'Big / Small',
    odd_even: 'Odd / Even',
    combo: 'Combinations',
    extreme: 'Extremes',
    triple: 'Triple',
  },
  /** Each room type's game (`room-names.ts`): the name on rooms, records, recall and console. */
  games: { '1': 'Lucky Three', '4': 'Rapid Three', '15': 'Turbo Three', '16': 'Beijing Racing' },
  /** A room type the catalogue does not name yet. */
  unknownGame: 'Game {type}',
  roomTitle: '{game} · {tier}',
};
