export * from './player-bets.js';
export * from './support-context.js';
export * from './audit.js';
