import { ErrorCode, CATALOGUES } from '@fairround/shared';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { currentApiLanguage, errorText, i18n, setLanguage } from './i18n';

function Greeting() {
  const { t } = useTranslation();
  return (
    <p>
      {t('nav.home')} · {t('home.greeting', { name: 'An' })}
    </p>
  );
}

describe('i18n', () => {
  it('starts in Vietnamese with the page language set', () => {
    render(<Greeting />);
    expect(screen.getByText(`${CATALOGUES.vi.web.nav.home} · Xin chào, An`)).toBeTruthy();
    expect(document.documentElement.lang).toBe('vi');
    expect(currentApiLanguage()).toBe('vi');
  });

  it('switches every rendered text at once, updates <html lang> and the API language, and remembers it', async () => {
    render(<Greeting />);
    await act(() => setLanguage('zh-TW'));
    expect(screen.getByText('首頁 · 你好，An')).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(currentApiLanguage()).toBe('cht');
    expect(window.localStorage.getItem('fairround.language')).toBe('zh-TW');

    await act(() => setLanguage('en-US'));
    expect(screen.getByText('Home · Hi, An')).toBeTruthy();
    expect(window.localStorage.getItem('fairround.language')).toBe('en-US');
  });

  it('restores the stored language when the app loads again', async () => {
    window.localStorage.setItem('fairround.language', 'zh-CN');
    vi.resetModules();
    const reloaded = await import('./i18n');
    expect(reloaded.currentLanguage()).toBe('zh-CN');
    // A fresh module has no catalogue yet: it downloads the stored language's one.
    await reloaded.whenTranslationsReady();
    expect(reloaded.i18n.t('nav.home')).toBe('首页');
    expect(document.documentElement.lang).toBe('zh-CN');
    // Leave the shared document as the main instance expects it.
    document.documentElement.lang = i18n.language;
  });

  it('ignores an unknown stored value and falls back to Vietnamese', async () => {
    window.localStorage.setItem('fairround.language', 'fr');
    vi.resetModules();
    const reloaded = await import('./i18n');
    expect(reloaded.currentLanguage()).toBe('vi');
  });

  it('fills error templates from the errors namespace', async () => {
    await setLanguage('en-US');
    expect(errorText(ErrorCode.BelowMinimumBuy, { num: 20 })).toBe('The total must be at least 20');
    const notInTheCatalogue = 999_999;
    expect(errorText(notInTheCatalogue)).toBe(CATALOGUES['en-US'].errors[ErrorCode.UnknownError]);
  });
});

describe('catalogue loading', () => {
  it('downloads only the start language, and another one before switching to it', async () => {
    window.localStorage.setItem('fairround.language', 'en-US');
    vi.resetModules();
    const fresh = await import('./i18n');
    expect(fresh.translationsReady()).toBe(false);
    await fresh.whenTranslationsReady();
    expect(fresh.translationsReady()).toBe(true);
    expect(fresh.i18n.hasResourceBundle('en-US', 'web')).toBe(true);
    expect(fresh.i18n.hasResourceBundle('vi', 'web')).toBe(false);

    const switching = fresh.setLanguage('zh-TW');
    // Until its catalogue is in, the language on screen stays the old one: no raw keys.
    expect(fresh.currentLanguage()).toBe('en-US');
    await switching;
    expect(fresh.currentLanguage()).toBe('zh-TW');
    expect(fresh.i18n.t('nav.home')).toBe('首頁');
    document.documentElement.lang = i18n.language;
  });
});
