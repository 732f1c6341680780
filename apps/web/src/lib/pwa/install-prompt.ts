import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/**
 * How this browser can install the app: `prompt` (it fired `beforeinstallprompt`; we can show
 * its dialog), `ios` (Safari on iPhone/iPad: Share → Add to Home Screen), `installed` (running
 * from the home screen, or just accepted) or `unavailable` (nothing we can offer).
 */
export type InstallState = 'prompt' | 'ios' | 'installed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
let accepted = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for later. Call once at start-up: the event fires once per
 * page load, usually before the player opens /my_update.
 */
export function listenForInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault(); // Keeps Chrome's mini-infobar away; the button shows the dialog instead.
    deferred = event as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    deferred = null;
    accepted = true;
    notify();
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

function isStandalone(): boolean {
  const navigatorWithStandalone = window.navigator as Navigator & { standalone?: boolean };
  return window.matchMedia('(display-mode: standalone)').matches || navigatorWithStandalone.standalone === true;
}

/** Safari on iOS/iPadOS (iPadOS reports a Mac with touch); other iOS browsers cannot add apps the same way. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && !otherBrowser && /Safari\//.test(userAgent);
}

function currentState(): InstallState {
  if (accepted || isStandalone()) return 'installed';
  if (deferred) return 'prompt';
  if (isIosSafari(window.navigator.userAgent, window.navigator.maxTouchPoints ?? 0)) return 'ios';
  return 'unavailable';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install state, and `install()` which shows the browser's dialog when it offered one. */
export function useInstallPrompt(): { state: InstallState; install: () => Promise<void> } {
  const state = useSyncExternalStore(subscribe, currentState, () => 'unavailable' as const);
  const install = async () => {
    const event = deferred;
    if (!event) return;
    // A prompt can be shown once; a dismissed one waits for the browser to offer again.
    deferred = null;
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') accepted = true;
    notify();
  };
  return { state, install };
}

/** Forgets what was captured (tests). */
export function resetInstallPromptForTest(): void {
  deferred = null;
  accepted = false;
  notify();
}
