import { UI_LANGUAGES } from '@fairround/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';

/** The SMS code hints take the code's lifetime as `count`, so i18next picks `_one` or `_other`. */
const hint = (key: 'auth.register.codeHint' | 'auth.forgot.codeHint', count: number) =>
  i18n.t(key, { phone: '+84 912345678', count });

afterEach(() => i18n.changeLanguage('vi'));

describe('the SMS code hint', () => {
  it('says "1 minute" and "5 minutes" in English', async () => {
    await i18n.changeLanguage('en-US');
    expect(hint('auth.register.codeHint', 1)).toBe('Sent to +84 912345678. The code is valid for 1 minute.');
    expect(hint('auth.register.codeHint', 5)).toBe('Sent to +84 912345678. The code is valid for 5 minutes.');
    expect(hint('auth.forgot.codeHint', 1)).toBe(
      'If +84 912345678 is registered, a code was sent to it. It is valid for 1 minute.',
    );
    expect(hint('auth.forgot.codeHint', 5)).toBe(
      'If +84 912345678 is registered, a code was sent to it. It is valid for 5 minutes.',
    );
  });

  it('fills the phone and the minutes in every language, whatever the count', async () => {
    for (const language of UI_LANGUAGES) {
      await i18n.changeLanguage(language);
      for (const key of ['auth.register.codeHint', 'auth.forgot.codeHint'] as const)
        for (const count of [1, 2, 5, 10]) {
          const text = hint(key, count);
          expect(text, `${language} ${key} ${count}`).toContain('+84 912345678');
          expect(text, `${language} ${key} ${count}`).toContain(String(count));
          expect(text, `${language} ${key} ${count}`).not.toMatch(/[{}]|codeHint/);
        }
    }
    await i18n.changeLanguage('vi');
    expect(hint('auth.register.codeHint', 5)).toBe('Đã gửi đến +84 912345678. Mã có hiệu lực trong 5 phút.');
  });
});
