export * from './game-rules.js';
export * from './game-schemas.js';
export * from './rounds-admin.js';
export * from './odds-preview.js';
