export { ConsoleRealtimeProvider } from './console-realtime';
export {
  QUEUE_FALLBACK_REFRESH_MS,
  useCashierQueueRefresh,
  useLiveRefresh,
  useStaffChannel,
} from './use-live-refresh';
export { playChime, setSoundOn, useChimePreference } from './chime';
