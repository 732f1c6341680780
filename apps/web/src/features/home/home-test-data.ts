import {
  accountsEndpoints,
  bannersEndpoints,
  gameEndpoints,
  pricesEndpoints,
  type GameTile,
  type PriceSnapshot,
} from '@fairround/shared';
import { ok, type Envelope } from '../../test/render-app';

/** Test doubles for the home screens: what the server answers, shaped like its real answers. */
export const TILES: GameTile[] = [
  {
    id: 1,
    type: 2,
    roomtype: 16,
    minjoin: '10.00',
    icon: 'race',
    names: { vi: 'Đua xe Bắc Kinh', en: 'Beijing Racing', chs: '北京赛车', cht: '北京賽車' },
    name: 'Đua xe Bắc Kinh',
    focus: null,
    periodS: 300,
  },
  {
    id: 2,
    type: 1,
    roomtype: 1,
    minjoin: '10.00',
    icon: 'digits',
    names: { vi: 'Ba số may mắn', en: 'Lucky Three', chs: '幸运三码', cht: '幸運三碼' },
    name: 'Ba số may mắn',
    focus: null,
    periodS: 300,
  },
  {
    id: 9,
    type: 1,
    roomtype: 1,
    minjoin: '10.00',
    icon: 'triple',
    names: { vi: 'Săn bộ ba', en: 'Triple Hunt', chs: '豹子', cht: '豹子' },
    name: 'Săn bộ ba',
    focus: 'triple',
    periodS: 300,
  },
];

export function snapshot(overrides: Partial<PriceSnapshot> = {}, last = '64000.5'): PriceSnapshot {
  const simulated = overrides.simulated ?? false;
  return {
    type: 'prices',
    source: 'okx',
    status: 'live',
    simulated,
    updatedAt: new Date(2026, 10, 23, 9, 8, 7).getTime(),
    items: [
      {
        ccy: 'BTC',
        quote: 'USDT',
        instId: 'BTC-USDT',
        inverse: false,
        last,
        sodUtc8: '63000',
        changePct: '1.59',
        ts: 1,
        simulated,
      },
      {
        ccy: 'ETH',
        quote: 'USDT',
        instId: 'ETH-USDT',
        inverse: false,
        last: '3000',
        sodUtc8: '3100',
        changePct: '-3.23',
        ts: 1,
        simulated,
      },
      {
        ccy: 'USDT',
        quote: 'USDC',
        instId: 'USDC-USDT',
        inverse: true,
        last: null,
        sodUtc8: null,
        changePct: null,
        ts: null,
        simulated,
      },
    ],
    ...overrides,
  };
}

export type HomeAnswers = {
  prices?: PriceSnapshot;
  winners?: unknown[];
  tiles?: GameTile[];
  user?: unknown;
  trend?: unknown;
  slides?: unknown[];
};

/** Routes the home calls to canned answers; anything else is a test bug. */
export function homeApi(answers: HomeAnswers) {
  return (path: string): Envelope => {
    switch (path) {
      case gameEndpoints.gameList.path:
        return ok({ list: answers.tiles ?? TILES });
      case pricesEndpoints.snapshot.path:
        return ok(answers.prices ?? snapshot());
      case gameEndpoints.winners.path:
        return ok({ list: answers.winners ?? [] });
      case accountsEndpoints.userInfo.path:
        return ok(answers.user);
      case gameEndpoints.trend.path:
        return ok(answers.trend);
      case bannersEndpoints.slides.path:
        return ok({ list: answers.slides ?? [] });
      default:
        throw new Error(`unexpected call ${path}`);
    }
  };
}
