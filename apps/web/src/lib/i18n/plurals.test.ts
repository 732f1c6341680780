import { UI_LANGUAGES } from '@fairround/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

/** Every count-bearing player text: i18next picks `_one`/`_other` from `count` (Intl.PluralRules). */
const COUNTED = [
  'cashier.withdraw.dailyLimitReached',
  'cashier.withdraw.processing',
  'cashier.bankAdd.tooLong',
  'finance.common.days',
  'finance.detail.accrual',
  'finance.rules.interval',
  'support.badge',
  'rounds.rules.intro',
] as const;

const say = (key: string, count: number) => i18n.t(key as 'support.badge', { count, amount: '$10.00', account: 'ACB' });

afterEach(() => i18n.changeLanguage('vi'));

describe('plural messages', () => {
  it('says one and many right in English', async () => {
    await i18n.changeLanguage('en-US');
    expect(say('cashier.withdraw.dailyLimitReached', 1)).toBe(
      "Today's limit of 1 withdrawal is used up. You can withdraw again tomorrow.",
    );
    expect(say('cashier.withdraw.dailyLimitReached', 3)).toBe(
      "Today's limit of 3 withdrawals is used up. You can withdraw again tomorrow.",
    );
    expect(say('finance.common.days', 1)).toBe('1 day');
    expect(say('finance.common.days', 15)).toBe('15 days');
    expect(say('support.badge', 1)).toBe('1 unread support message');
    expect(say('support.badge', 2)).toBe('2 unread support messages');
    expect(say('cashier.withdraw.processing', 1)).toBe('Withdrawals are processed within 1 hour.');
    expect(say('cashier.withdraw.successBody', 24)).toBe(
      '$10.00 to ACB is on its way. Withdrawals are processed within 24 hours.',
    );
    expect(say('rounds.slip.allInBody', 1)).toContain('the 1 option you picked');
    expect(say('rounds.slip.allInBody', 3)).toContain('each of the 3 options');
  });

  it('uses the one form Vietnamese and Chinese have, for every count', async () => {
    for (const language of ['vi', 'zh-CN', 'zh-TW'] as const) {
      await i18n.changeLanguage(language);
      for (const key of COUNTED) {
        const one = say(key, 1);
        expect(one, `${language} ${key}`).toBe(say(key, 2).replace('2', '1'));
        expect(one, `${language} ${key}`).toContain('1');
      }
    }
    await i18n.changeLanguage('vi');
    expect(say('finance.common.days', 1)).toBe('1 ngày');
    expect(say('cashier.withdraw.dailyLimitReached', 1)).toBe('Hôm nay bạn đã rút đủ 1 lần. Ngày mai bạn có thể rút tiếp.');
    await i18n.changeLanguage('zh-TW');
    expect(say('support.badge', 1)).toBe('1 則未讀客服訊息');
  });

  it('fills the count in every language: no key or placeholder shows through', async () => {
    for (const language of UI_LANGUAGES) {
      await i18n.changeLanguage(language);
      for (const key of [...COUNTED, 'cashier.withdraw.successBody', 'rounds.slip.allInBody']) {
        for (const count of [0, 1, 2, 5, 21]) {
          const text = say(key, count);
          expect(text, `${language} ${key} ${count}`).not.toMatch(/[{}]|_one|_other|^cashier\.|^finance\./);
          expect(text, `${language} ${key} ${count}`).toContain(String(count));
        }
      }
    }
  });
});
