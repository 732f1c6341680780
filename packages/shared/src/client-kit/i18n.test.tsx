// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '../i18n/catalogue.js';
import { UI_LANGUAGES } from '../i18n/languages.js';
import { setupAppI18n, type AppI18nOptions } from './i18n.js';

const STORAGE_KEY = 'fairround.kit-test.language';

const ERRORS_ONLY = Object.fromEntries(
  UI_LANGUAGES.map((language) => [language, { errors: CATALOGUES[language].errors }]),
);

function setUp(options: Partial<AppI18nOptions> = {}) {
  const i18n = i18next.createInstance();
  const kit = setupAppI18n(i18n, {
    storageKey: STORAGE_KEY,
    namespaces: ['admin', 'errors'],
    resources: ERRORS_ONLY,
    fallbackLng: false,
    ...options,
  });
  return { i18n, kit };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the client kit i18n setup', () => {
  it('starts in Vietnamese on a device that never chose, with the document and the API language to match', () => {
    const onLanguageChanged = vi.fn();
    const { i18n, kit } = setUp({ onLanguageChanged });

    expect(i18n.language).toBe('vi');
    expect(kit.currentLanguage()).toBe('vi');
    expect(kit.currentApiLanguage()).toBe('vi');
    expect(kit.readStoredLanguage()).toBeNull();
    expect(document.documentElement.lang).toBe('vi');
    expect(onLanguageChanged).toHaveBeenCalledWith('vi');
    expect(i18n.options.defaultNS).toBe('admin');
  });

  it('starts in the language this device chose, and stores a new choice while switching to it', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'zh-TW');
    const onLanguageChanged = vi.fn();
    const { kit } = setUp({ onLanguageChanged });
    expect(kit.currentLanguage()).toBe('zh-TW');
    expect(kit.currentApiLanguage()).toBe('cht');

    await kit.setLanguage('en-US');

    expect(kit.currentLanguage()).toBe('en-US');
    expect(kit.readStoredLanguage()).toBe('en-US');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(onLanguageChanged).toHaveBeenLastCalledWith('en-US');
  });

  it('ignores a stored value that is no language, and still switches when storage is refused', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'klingon');
    const { kit } = setUp();
    expect(kit.currentLanguage()).toBe('vi');

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await kit.setLanguage('zh-CN');
    expect(kit.currentLanguage()).toBe('zh-CN');
  });

  it('fills `{name}` placeholders with the same markers as the server', () => {
    const { i18n } = setUp({ resources: { vi: { admin: { greeting: 'Xin chào {name}' } } } });
    expect(i18n.t('greeting', { name: 'An' })).toBe('Xin chào An');
  });

  it('reads error codes from the catalogue in the current language, "unknown error" for a code it lacks', async () => {
    const { kit } = setUp();
    expect(kit.errorText(1004)).toBe(CATALOGUES.vi.errors[1004]);
    await kit.setLanguage('en-US');
    expect(kit.errorText(1024, { num: '50.00' })).toBe('The total must be at least 50.00');
    expect(kit.errorText(1024)).toBe('The total must be at least {num}');
    expect(kit.errorText(987_654)).toBe(CATALOGUES['en-US'].errors[2002]);
  });

  it('gives the bare code before any catalogue is in', () => {
    const { kit } = setUp({ resources: {} });
    expect(kit.errorText(1004)).toBe('1004');
  });

  it('re-renders a screen that reads the language when it changes', async () => {
    const { kit } = setUp();
    const { result } = renderHook(() => kit.useLanguage());
    expect(result.current).toBe('vi');

    await act(() => kit.setLanguage('zh-CN'));

    expect(result.current).toBe('zh-CN');
  });
});
