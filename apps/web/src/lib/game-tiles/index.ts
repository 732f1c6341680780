export { focusFor, roomPath, useTileOf } from './game-tiles';
export { gameTileKeys, gameTilesQueryOptions, tileName, tilePath, useGameTiles } from './tiles';
