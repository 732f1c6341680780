import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('/languageSet', () => {
  it('lists the four languages by their own names and marks the current one', async () => {
    renderApp({ history: ['/', '/languageSet'] });
    const options = await screen.findAllByRole('button', { name: /Tiếng Việt|English|简体中文|繁體中文/ });
    expect(options.map((option) => option.textContent)).toEqual([
      'Tiếng ViệtNgôn ngữ hiện tại',
      'English',
      '简体中文',
      '繁體中文',
    ]);
    expect(options[0]?.getAttribute('aria-current')).toBe('true');
    expect(options[1]?.getAttribute('aria-current')).toBeNull();
  });

  it('switches at once, remembers the choice and goes back to the previous screen', async () => {
    const { router } = renderApp({ history: ['/', '/languageSet'] });
    (await screen.findByRole('button', { name: '繁體中文' })).click();

    expect(await screen.findByRole('heading', { name: '登入後開始遊戲' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('fairround.language')).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('goes home when it was opened directly', async () => {
    const { router } = renderApp({ history: ['/languageset'] });
    (await screen.findByRole('button', { name: 'English' })).click();
    expect(await screen.findByRole('heading', { name: 'Log in to play' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
