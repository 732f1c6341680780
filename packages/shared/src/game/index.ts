export * from './game-rules.js';
export * from './game-schemas.js';
export * from './rounds-admin.js';
export * from './rounds-admin.endpoints.js';
export * from './odds-preview.js';
export * from './bet-records.js';
export * from './room-names.js';
export * from './outcome.js';
export * from './late-draw.js';
export * from './option-families.js';
export * from './home-tiles.js';
export * from './tile-icons.js';
export * from './rounds.endpoints.js';
export * from './game.refs.js';
// The fairness wire schemas (the proof's own modules take only their types, so they load no zod;
// `RoundResult` and `RoundProof` are exported with them).
export {
  fairChainSchema,
  fairChainsSchema,
  fairRecentSchema,
  fairRoundSchema,
  roundProofSchema,
  type FairChain,
  type FairRound,
} from '../fairness/fairness-schemas.js';
