export * from './staking-rules.js';
export * from './staking-schemas.js';
export * from './staking-texts.js';
export * from './staking.endpoints.js';
