export * from './endpoint.js';
export * from './envelope.js';
