import { accountsEndpoints, CATALOGUES, pushEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { LOAD, testPlayer } from '../../test/fixtures';

const texts = CATALOGUES.vi.web.account.push;
/** 65 bytes of 4 (a P-256 public key's length), base64url. */
const SERVER_KEY = 'BAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ';

/** A browser with a service worker and a push service, as far as the page can see them. */
function fakePushBrowser(permission: NotificationPermission) {
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    expect([...options.applicationServerKey]).toEqual(new Array(65).fill(4));
    subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      toJSON: () => ({ keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } }),
      unsubscribe: vi.fn(async () => true),
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration), register: vi.fn() },
  });
  return { subscribe };
}

function open() {
  setToken('player-token');
  const fetchMock = stubApi((path) => {
    if (path === accountsEndpoints.userInfo.path) return ok(testPlayer());
    if (path === pushEndpoints.key.path) return ok({ publicKey: SERVER_KEY });
    return ok(null);
  });
  renderApp({ history: ['/my_set'] });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  clearToken();
});

describe('notifications on this device (/my_set)', { timeout: 20_000 }, () => {
  it('says so when the browser cannot receive them, with no button', async () => {
    open();
    const setting = await screen.findByTestId('push-setting', {}, LOAD);
    await waitFor(() => expect(setting.textContent).toContain(texts.states.unsupported));
    expect(screen.queryByRole('button', { name: texts.turnOn })).toBeNull();
  });

  it('says so when blocked in the browser', async () => {
    fakePushBrowser('denied');
    open();
    const setting = await screen.findByTestId('push-setting', {}, LOAD);
    await waitFor(() => expect(setting.textContent).toContain(texts.states.denied));
  });

  it('turns on after the browser’s permission: subscribes with the server key and sends the subscription in the app’s language', async () => {
    const { subscribe } = fakePushBrowser('default');
    const fetchMock = open();
    fireEvent.click(await screen.findByRole('button', { name: texts.turnOn }, LOAD));
    await waitFor(() => expect(screen.getByTestId('push-setting').textContent).toContain(texts.states.on));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const sent = fetchMock.mock.calls.find(([path]) => path === pushEndpoints.subscribe.path);
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
      language: 'vi',
    });
  });
});
