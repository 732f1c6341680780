import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../i18n/languages.js';
import { DEFAULT_HOME_TILES } from './home-tiles.js';
import { gameName, roomTitle, tierName } from './room-names.js';

describe('room names (issue #24 item 4)', () => {
  it('names game and tier in each of the four languages', () => {
    expect(roomTitle('vi', 1, 'standard')).toBe('Ba số may mắn · Tiêu chuẩn');
    expect(roomTitle('en-US', 16, 'vip')).toBe('Beijing Racing · VIP');
    expect(roomTitle('zh-CN', 4, 'superior')).toBe('快速三码 · 高级');
    expect(roomTitle('zh-TW', 15, 'premier')).toBe('極速三碼 · 至尊');
  });

  it('never names a room after a currency or a bare type number', () => {
    for (const language of UI_LANGUAGES) {
      for (const roomType of [1, 4, 15, 16]) {
        for (const tier of ['standard', 'vip', 'superior', 'premier']) {
          const title = roomTitle(language, roomType, tier);
          expect(title).not.toMatch(/USDT|BTC|ETH|\{/);
          expect(title).not.toContain(String(roomType));
        }
      }
    }
  });

  it('uses the seeded whole-game tile names, so a room and its home tile agree', () => {
    const byLanguage = { vi: 'vi', 'en-US': 'en', 'zh-CN': 'chs', 'zh-TW': 'cht' } as const;
    for (const tile of DEFAULT_HOME_TILES.filter((entry) => entry.focus === null)) {
      for (const language of UI_LANGUAGES) {
        expect(gameName(language, tile.roomType)).toBe(tile.names[byLanguage[language]]);
      }
    }
  });

  it('still names a game the catalogue does not know, and shows an unknown tier as stored', () => {
    expect(gameName('en-US', 99)).toBe('Game 99');
    expect(gameName('vi', 99)).toBe('Trò chơi 99');
    expect(tierName('en-US', 'gold')).toBe('gold');
    expect(gameName('en-US', Number.NaN)).toBe('Game NaN');
  });
});
