export * from './protection-schemas.js';
export * from './history-schemas.js';
