export {
  createRealtimeClient,
  type ChannelListener,
  type ChannelSignal,
  type ConnectionStatus,
  type RealtimeClient,
  type RealtimeClientOptions,
  type WebSocketLike,
} from './realtime-client.js';
export { createDeferredRealtimeClient } from './deferred-client.js';
export {
  RealtimeProvider,
  useChannel,
  useOptionalRealtimeClient,
  useRealtimeClient,
  useRealtimeStatus,
  useServerClock,
} from './realtime-react.js';
