export {
  createRealtimeClient,
  type ChannelListener,
  type ChannelSignal,
  type ConnectionStatus,
  type RealtimeClient,
  type RealtimeClientOptions,
  type WebSocketLike,
} from './realtime-client';
export { createDeferredRealtimeClient } from './deferred-client';
export { RealtimeProvider, useChannel, useRealtimeClient, useRealtimeStatus, useServerClock } from './realtime-react';
