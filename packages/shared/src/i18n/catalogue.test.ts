import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES } from '../errors/error-codes.js';
import { CATALOGUES, fillTemplate } from './catalogue.js';
import { UI_LANGUAGES } from './languages.js';

/** Every leaf key of a nested catalogue, as dotted paths. */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leafValue(node: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], node);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translation catalogues', () => {
  const englishKeys = leafKeys(CATALOGUES['en-US']).sort();

  it.each(UI_LANGUAGES)('%s has exactly the keys of the English catalogue', (language) => {
    expect(leafKeys(CATALOGUES[language]).sort()).toEqual(englishKeys);
  });

  it.each(UI_LANGUAGES)('%s has a non-empty text for every key, with the same placeholders', (language) => {
    for (const key of englishKeys) {
      const text = leafValue(CATALOGUES[language], key);
      expect(typeof text === 'string' && text.trim().length > 0, `${language}: ${key}`).toBe(true);
      expect(placeholders(text as string), `${language}: ${key}`).toEqual(placeholders(leafValue(CATALOGUES['en-US'], key) as string));
    }
  });

  it.each(UI_LANGUAGES)('%s has a message for every error code', (language) => {
    for (const code of ALL_ERROR_CODES) {
      expect(CATALOGUES[language].errors[code], `${language}: ${code}`).toBeTruthy();
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('at least {num}', { num: 20 })).toBe('at least 20');
    expect(fillTemplate('wait {num} s for {who}', { num: 3 })).toBe('wait 3 s for {who}');
  });
});
