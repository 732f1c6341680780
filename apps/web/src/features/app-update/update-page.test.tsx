import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { isIosSafari, listenForInstallPrompt, resetInstallPromptForTest } from '../../lib/pwa';
import { renderApp, stubApi, TEST_CONFIG } from '../../test/render-app';

const ANDROID = 'https://play.example.org/store/apps/details?id=org.fairround';
const IOS = 'https://apps.example.org/app/fairround/id123';

/** The first render loads the page's chunk, which is slow on a busy machine. */
const SLOW = { timeout: 10_000 };

afterEach(() => resetInstallPromptForTest());

function renderUpdate(appLinks = TEST_CONFIG.appLinks) {
  stubApi(() => {
    throw new Error('/my_update makes no call');
  });
  return renderApp({ history: ['/my_update'], config: { ...TEST_CONFIG, version: '2.3.4', appLinks } });
}

/** A `beforeinstallprompt` as Chromium fires it, answering the player's choice. */
function installPrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('/my_update', () => {
  it('shows the version and both store links, each opening a new tab', async () => {
    renderUpdate({ android: ANDROID, ios: IOS });
    expect(await screen.findByText('Phiên bản 2.3.4', {}, SLOW)).toBeTruthy();
    const android = screen.getByRole('link', { name: /Ứng dụng Android/ });
    expect(android.getAttribute('href')).toBe(ANDROID);
    expect(android.getAttribute('target')).toBe('_blank');
    expect(android.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /Ứng dụng iPhone và iPad/ }).getAttribute('href')).toBe(IOS);
    expect(screen.queryByText(/Chưa có ứng dụng trên cửa hàng/)).toBeNull();
  });

  it('hides an unset link, and says plainly when there is no store app', async () => {
    const view = renderUpdate({ android: ANDROID, ios: null });
    expect(await screen.findByRole('link', { name: /Ứng dụng Android/ }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /iPhone/ })).toBeNull();
    view.unmount();
    renderUpdate({ android: null, ios: null });
    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findByText(/There is no store app/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /app/i })).toBeNull();
  });

  it('offers the browser’s install dialog when it fired beforeinstallprompt', async () => {
    const stop = listenForInstallPrompt();
    try {
      const { event, prompt } = installPrompt('accepted');
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      renderUpdate();
      const button = await screen.findByRole('button', { name: 'Cài đặt Fairround' }, SLOW);
      await act(async () => {
        fireEvent.click(button);
      });
      expect(prompt).toHaveBeenCalledOnce();
      expect(await screen.findByText('Fairround đã được cài trên thiết bị này.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Cài đặt Fairround' })).toBeNull();
    } finally {
      stop();
    }
  });

  it('explains how to install where the browser offers no dialog', async () => {
    renderUpdate();
    expect(await screen.findByText(/Trình duyệt này không cho phép cài đặt tại đây/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cài đặt Fairround' })).toBeNull();
  });

  it('shows Safari on iPhone and iPad the Add to Home Screen steps', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    try {
      renderUpdate();
      expect(await screen.findByText(/chạm nút Chia sẻ rồi chọn “Thêm vào MH chính”/, {}, SLOW)).toBeTruthy();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('tells Safari on iOS apart from other browsers', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const chromeIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    expect(isIosSafari(safari, 5)).toBe(true);
    expect(isIosSafari(chromeIos, 5)).toBe(false);
    expect(isIosSafari(ipad, 5)).toBe(true);
    expect(isIosSafari(ipad, 0)).toBe(false);
    expect(isIosSafari(android, 5)).toBe(false);
  });
});
