export { ConsoleRealtimeProvider } from './console-realtime';
export { useLiveRefresh, useStaffChannel } from './use-live-refresh';
export { playChime, setSoundOn, useChimePreference } from './chime';
