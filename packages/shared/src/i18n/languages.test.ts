import { describe, expect, it } from 'vitest';
import { fillTemplate } from './catalogue.js';
import { DEFAULT_UI_LANGUAGE, fromApiLanguage, isUiLanguage } from './languages.js';

/** Names every plain object inherits: a client may send any of them as a key (issue #23). */
const PROTOTYPE_NAMES = ['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty', 'isPrototypeOf'];

describe('fromApiLanguage', () => {
  it.each([
    ['vi', 'vi'],
    ['en', 'en-US'],
    ['chs', 'zh-CN'],
    ['cht', 'zh-TW'],
  ])('reads the seed value %s as %s', (value, language) => {
    expect(fromApiLanguage(value)).toBe(language);
  });

  it.each(PROTOTYPE_NAMES)('reads the inherited name %s as the default language, not as a function', (name) => {
    expect(fromApiLanguage(name)).toBe(DEFAULT_UI_LANGUAGE);
  });

  it.each([undefined, null, 12, {}, ['en'], '', 'EN', 'en-US', 'zz'])('reads %j as the default language', (value) => {
    expect(fromApiLanguage(value)).toBe(DEFAULT_UI_LANGUAGE);
  });

  it('never takes an inherited name for a UI language either', () => {
    for (const name of PROTOTYPE_NAMES) expect(isUiLanguage(name), name).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('leaves a placeholder named after an inherited property as it is', () => {
    expect(fillTemplate('{toString} {constructor} {field}', { field: 'amount' })).toBe(
      '{toString} {constructor} amount',
    );
  });
});
