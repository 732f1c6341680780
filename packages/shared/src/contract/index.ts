export * from './endpoint.js';
export * from './envelope.js';
export * from './api-paths.js';
export * from './test-clock.endpoints.js';
