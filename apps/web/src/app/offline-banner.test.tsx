import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeApi, snapshot } from '../features/home/home-test-data';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { renderApp, stubApi } from '../test/render-app';

function goOffline(offline: boolean) {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  goOffline(false);
  vi.restoreAllMocks();
});

describe('losing the network', () => {
  it('shows a banner inside the frame, keeps the tab bar and the prices, says they are unreachable, and clears when back', async () => {
    stubApi(homeApi({ prices: snapshot() }));
    renderApp({ history: ['/'] });
    await screen.findByText('Trực tiếp', {}, { timeout: 5_000 });
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    goOffline(true);
    expect((await screen.findByTestId('offline-banner')).textContent).toContain('Mất kết nối mạng.');
    expect(screen.getByRole('navigation', { name: 'Điều hướng chính' })).toBeTruthy();
    expect(screen.getByText('Không kết nối được nguồn giá, đang thử lại…')).toBeTruthy();
    // The last prices stay on screen, labelled with when they were received.
    expect(screen.getByText('64,000.5')).toBeTruthy();

    goOffline(false);
    expect(await screen.findByText('Trực tiếp')).toBeTruthy();
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
