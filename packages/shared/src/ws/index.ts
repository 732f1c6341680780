export * from './channels.js';
export * from './messages.js';
export * from './round-events.js';
export * from './subprotocol.js';
