export { focusFor, roomPath, tileName, tilePath, useGameTiles, useTileOf } from './game-tiles';
export { gameTileKeys, gameTilesQueryOptions } from './queries';
