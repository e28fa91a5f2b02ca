// `@sfi/api-client/socket`: the two live sockets of the API (the quote tool's and the chat's, a
// namespace of the same socket) and the connection's mechanics they share.
export {
  canConnectLive,
  LIST_REFRESH_EVERY_MS,
  LIVE_IDLE_CLOSE_MS,
  LIVE_REQUEST_TIMEOUT_MS,
  liveAuthOf,
  liveEndpoint,
  sharedSocket,
  watchListSignal,
  type LiveSocketOptions,
  type SharedConnection,
  type SharedSocket,
} from './socket-connection.ts';
export * from './quote-socket.ts';
export * from './chat-socket.ts';
