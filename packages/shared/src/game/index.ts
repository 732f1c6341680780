export * from './game-rules.js';
export * from './game-schemas.js';
export * from './rounds-admin.js';
export * from './odds-preview.js';
export * from './bet-records.js';
export * from './option-families.js';
export * from './home-tiles.js';
export * from './tile-icons.js';
