import { UI_LANGUAGES } from '@fairround/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';

/** A level's withdrawals a day are counted by i18next (`_one` / `_other`), never "1 withdrawals". */
const line = (count: number) => i18n.t('account.vip.dailyWithdrawals', { count });

afterEach(() => i18n.changeLanguage('vi'));

describe('the VIP page’s withdrawals-a-day line (issue #24)', () => {
  it('says "1 withdrawal" and "3 withdrawals" in English', async () => {
    await i18n.changeLanguage('en-US');
    expect(line(1)).toBe('Up to 1 withdrawal a day');
    expect(line(3)).toBe('Up to 3 withdrawals a day');
  });

  it('fills the count in every language', async () => {
    const seen = new Set<string>();
    for (const language of UI_LANGUAGES) {
      await i18n.changeLanguage(language);
      for (const count of [1, 2, 10]) {
        const text = line(count);
        expect(text, `${language} ${count}`).toContain(String(count));
        expect(text).not.toMatch(/\{|dailyWithdrawals/);
        seen.add(text);
      }
    }
    expect(seen.size).toBe(12);
  });
});
