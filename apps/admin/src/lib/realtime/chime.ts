import { useSyncExternalStore } from 'react';

/**
 * The optional sound for new deposits, withdrawals and chats: off until the operator turns it
 * on (kept per browser). The chime is two short sine notes made with Web Audio, so there is no
 * sound file to load; browsers only allow it after a click, which turning it on is.
 */
const SOUND_KEY = 'fairround.admin.sound';
const listeners = new Set<() => void>();
let audio: AudioContext | null = null;

function readPreference(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

let soundOn = readPreference();

function audioContext(): AudioContext | null {
  if (typeof window.AudioContext !== 'function') return null;
  audio ??= new window.AudioContext();
  return audio;
}

export function setSoundOn(on: boolean): void {
  soundOn = on;
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
  // Created and resumed inside the click, the context may play later without another gesture.
  if (on) void audioContext()?.resume();
  listeners.forEach((listener) => listener());
}

export function useChimePreference(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => soundOn,
  );
  return [on, setSoundOn];
}

/** Plays the chime if the operator turned sound on; a quiet no-op otherwise. */
export function playChime(): void {
  if (!soundOn) return;
  const context = audioContext();
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.16;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.15);
  });
}
