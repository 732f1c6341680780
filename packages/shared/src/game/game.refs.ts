// Types only from the endpoints: start-up code takes these refs without loading zod (contract/endpoint.ts).
import { endpointRef } from '../contract/endpoint.js';
import type { gameEndpoints } from './rounds.endpoints.js';

/** The game calls made by code the player app loads at start-up (the home tiles, winners, trend). */
export const gameRefs = {
  gameList: endpointRef<typeof gameEndpoints.gameList>('/api/Game/getGameList'),
  winners: endpointRef<typeof gameEndpoints.winners>('/api/Game/getWinners'),
  trend: endpointRef<typeof gameEndpoints.trend>('/api/Game/getTrendData'),
};
